import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { LeaseDto } from "#shared/contract/documents-leases.ts";
import type { OfferingMemorandumDto } from "#shared/contract/documents-memoranda.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { markRestarted } from "#web/features/documents/api/reanalyze-document.ts";
import { leaseState, memoState } from "#web/features/documents/lib/processing-state.ts";

const now = new Date("2026-03-01T10:00:00Z");

describe("markRestarted", () => {
  it("puts a finished lease back to analysing so the outcome's toast shows after a re-run", () => {
    const qc = new QueryClient();
    const failed = {
      id: "l1",
      status: "error",
      errorReason: "No text could be read from the PDF.",
      processingStartedAt: "2026-02-01T00:00:00Z",
      processingCompletedAt: null,
    } as LeaseDto;
    qc.setQueryData(documentKeys.lease("l1"), failed);
    expect(leaseState(failed)).toBe("error");
    markRestarted(qc, "lease", "l1", now);
    const after = qc.getQueryData<LeaseDto>(documentKeys.lease("l1"));
    expect(after).toMatchObject({ status: "active", errorReason: null, processingStartedAt: now.toISOString() });
    expect(leaseState(after)).toBe("processing");
  });

  it("keeps a memorandum's old figures but reads it as analysing until the new result lands", () => {
    const qc = new QueryClient();
    const done = {
      id: "m1",
      status: "completed",
      errorReason: null,
      processingCompletedAt: "2026-02-01T00:00:00Z",
      extractedData: {},
    } as OfferingMemorandumDto;
    qc.setQueryData(documentKeys.memorandum("m1"), done);
    expect(memoState(done)).toBe("completed");
    markRestarted(qc, "offering_memorandum", "m1", now);
    const after = qc.getQueryData<OfferingMemorandumDto>(documentKeys.memorandum("m1"));
    expect(after).toMatchObject({ status: "processing", processingCompletedAt: null, extractedData: {} });
    expect(memoState(after)).toBe("processing");
  });

  it("leaves documents that are not cached alone", () => {
    const qc = new QueryClient();
    markRestarted(qc, "lease", "nope", now);
    expect(qc.getQueryData(documentKeys.lease("nope"))).toBeUndefined();
  });
});
