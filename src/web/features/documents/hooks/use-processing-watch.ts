import { useEffect, useRef, useState } from "react";
import { documentTexts, POLL_ATTEMPTS, POLL_INTERVAL_MS } from "#shared/contract/documents.ts";
import { toast } from "#web/lib/toast.ts";

import type { ProcessingState } from "#web/features/documents/lib/processing-state.ts";

export type { ProcessingState };

/**
 * Follows a document's analysis (§4): SSE invalidates the query as soon as the job finishes; as a
 * fallback the page also polls 12 times, 10 s apart. Toasts 'Processing Complete' / 'Processing Error'
 * when it sees the state change (not when a finished document is merely opened).
 */
export function useProcessingWatch({
  id,
  state,
  refetch,
  completeDescription,
}: {
  id: string;
  state: ProcessingState | undefined;
  refetch: () => unknown;
  completeDescription: string;
}) {
  const previous = useRef<{ id: string; state: ProcessingState | undefined }>({ id, state: undefined });
  const [attempts, setAttempts] = useState(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const before = previous.current.id === id ? previous.current.state : undefined;
    previous.current = { id, state };
    if (before !== "processing") return;
    if (state === "completed") toast({ title: documentTexts.processingComplete, description: completeDescription });
    if (state === "error")
      toast({
        title: documentTexts.processingError,
        description: documentTexts.processingErrorDetail,
        variant: "destructive",
      });
  }, [id, state, completeDescription]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the polling on demand
  useEffect(() => {
    if (state !== "processing") return;
    let count = 0;
    setAttempts(0);
    const timer = setInterval(() => {
      count += 1;
      setAttempts(count);
      refetch();
      if (count >= POLL_ATTEMPTS) clearInterval(timer);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [id, state, round]);

  return {
    /** Polling gave up (§4: the outcome after that is not shown); SSE may still deliver it. */
    gaveUp: state === "processing" && attempts >= POLL_ATTEMPTS,
    checkAgain: () => {
      refetch();
      setRound((r) => r + 1);
    },
  };
}

/** Percent to show while analysing: elapsed time against the typical 1–2 minutes, never reaching 100. */
export function estimateProgress(startedAt: string | null, now: number): number {
  if (!startedAt) return 5;
  const elapsed = Math.max(0, (now - new Date(startedAt).getTime()) / 1000);
  return Math.min(95, Math.round(5 + 90 * (1 - Math.exp(-elapsed / 45))));
}

export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
