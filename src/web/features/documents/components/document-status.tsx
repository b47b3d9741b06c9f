import { AlertCircleIcon, CheckCircle2Icon, Loader2Icon } from "lucide-react";
import type { DocumentStatus } from "#shared/contract/documents.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { estimateProgress, useNow } from "#web/features/documents/hooks/use-processing-watch.ts";

export const isProcessing = (status: DocumentStatus) => status === "active" || status === "processing";

/** Status with progress: Ready, Error (reason in the tooltip) or Processing with an estimated bar. */
export function DocumentStatusBadge({
  status,
  startedAt,
  errorReason,
  compact,
}: {
  status: DocumentStatus;
  startedAt?: string | null;
  errorReason?: string | null;
  compact?: boolean;
}) {
  const processing = isProcessing(status);
  const now = useNow(processing);
  if (status === "completed")
    return (
      <Badge variant="success">
        <CheckCircle2Icon aria-hidden className="size-3" /> Ready
      </Badge>
    );
  if (status === "error")
    return (
      <Badge variant="destructive" title={errorReason ?? undefined}>
        <AlertCircleIcon aria-hidden className="size-3" /> Error
        {/* The tooltip reaches neither touch nor screen readers: say the reason to assistive tech too. */}
        {errorReason ? <span className="sr-only">: {errorReason}</span> : null}
      </Badge>
    );
  const percent = estimateProgress(startedAt ?? null, now);
  return (
    <span className="inline-flex min-w-0 flex-col gap-1">
      <Badge variant="warning">
        <Loader2Icon aria-hidden className="size-3 animate-spin" /> Processing
      </Badge>
      {compact ? null : <Progress value={percent} className="h-1 w-24" aria-label="Analysis progress (estimated)" />}
    </span>
  );
}

export function DocumentTypeBadge({ type }: { type: "lease" | "offering_memorandum" }) {
  return type === "lease" ? (
    <Badge variant="default">Lease</Badge>
  ) : (
    <Badge variant="secondary" className="bg-indigo-50 text-indigo-700">
      Memorandum
    </Badge>
  );
}
