// Where a document's analysis stands, as its page shows it (§4): analysing, finished or failed.
import type { LeaseDto } from "#shared/contract/documents-leases.ts";
import type { OfferingMemorandumDto } from "#shared/contract/documents-memoranda.ts";

export type ProcessingState = "processing" | "completed" | "error";

/** A lease is created 'active' and is done when processing_completed_at is set, or failed on 'error'. */
export const leaseState = (lease: LeaseDto | undefined): ProcessingState | undefined =>
  !lease
    ? undefined
    : lease.status === "error"
      ? "error"
      : lease.status === "completed" || lease.processingCompletedAt
        ? "completed"
        : "processing";

/**
 * A memorandum is created 'processing'. A re-run keeps the previous extracted data until the new result
 * replaces it, so while the status says processing it is analysing (banner, polling, then the toast).
 */
export const memoState = (doc: OfferingMemorandumDto | undefined): ProcessingState | undefined =>
  !doc ? undefined : doc.status === "error" ? "error" : doc.status === "processing" ? "processing" : "completed";
