// Runs the check of every row for the current mapping: again (after a short pause) whenever the broker changes
// the mapping, cancelling the check still running for the old one. The upload's sample shows until the first
// check answers.
import { useEffect, useState } from "react";
import type { ImportCheckEvent, ImportMapping, ImportPreviewRow } from "#shared/contract/contacts-import.ts";
import { checkImport } from "#web/features/contacts/api/check-import.ts";
import { isApiError } from "#web/lib/api-client.ts";

export type CheckCounts = Omit<Extract<ImportCheckEvent, { type: "progress" }>, "type">;
export type CheckResult = Omit<Extract<ImportCheckEvent, { type: "done" }>, "type">;

export type ImportCheckState = {
  sample: ImportPreviewRow[];
  /** The running count while the file is read; null before the first chunk. */
  progress: CheckCounts | null;
  /** Every row checked, for the mapping shown. */
  result: CheckResult | null;
  error: string | undefined;
  checking: boolean;
};

export function useImportCheck(
  jobId: string,
  mapping: ImportMapping,
  initialSample: ImportPreviewRow[],
  enabled: boolean,
): ImportCheckState {
  const [state, setState] = useState<ImportCheckState>({
    sample: initialSample,
    progress: null,
    result: null,
    error: undefined,
    checking: enabled,
  });
  // The mapping's content, not its identity, decides when to check again.
  const mappingKey = JSON.stringify(mapping);

  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, progress: null, result: null, error: undefined, checking: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, progress: null, result: null, error: undefined, checking: true }));
    const timer = setTimeout(() => {
      checkImport(
        jobId,
        JSON.parse(mappingKey) as ImportMapping,
        (event) =>
          setState((s) => {
            if (event.type === "sample") return { ...s, sample: event.preview };
            if (event.type === "progress") {
              const { type: _, ...counts } = event;
              return { ...s, progress: counts };
            }
            if (event.type === "done") {
              const { type: _, ...result } = event;
              return { ...s, progress: null, result, checking: false };
            }
            return { ...s, error: event.message, checking: false };
          }),
        controller.signal,
      )
        .then(() => {
          // A stream that ends without its last word was cut (server restart, network).
          if (controller.signal.aborted) return;
          setState((s) =>
            s.checking
              ? { ...s, checking: false, error: "The check stopped before the end of the file. Please try again." }
              : s,
          );
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = isApiError(error) ? error.message : "The file could not be checked. Please try again.";
          setState((s) => ({ ...s, error: message, checking: false }));
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [jobId, mappingKey, enabled]);

  return state;
}
