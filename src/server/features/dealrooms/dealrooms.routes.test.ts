import { describe, expect, it } from "vitest";
import type { EnvelopeRow } from "#server/features/dealrooms/dealrooms-esign.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { envelopeSyncJob } from "./dealrooms.routes.ts";

const withStatus = (status: string) => async () => ({ status }) as EnvelopeRow;

describe("envelope sync job", () => {
  it("finishes on a final status and retries (throws) while pending", async () => {
    for (const status of ["completed", "declined", "voided"])
      await expect(envelopeSyncJob({ syncEnvelope: withStatus(status) })({ envelopeRowId: "e" })).resolves.toBe(
        undefined,
      );
    await expect(envelopeSyncJob({ syncEnvelope: withStatus("sent") })({ envelopeRowId: "e" })).rejects.toThrow(
      "envelope still sent",
    );
  });

  it("finishes when the envelope went with its deleted room, but still retries other failures", async () => {
    const gone = envelopeSyncJob({
      syncEnvelope: async () => {
        throw notFound("Envelope not found");
      },
    });
    await expect(gone({ envelopeRowId: "e" })).resolves.toBe(undefined);
    const down = envelopeSyncJob({
      syncEnvelope: async () => {
        throw new AppError("SERVICE_UNAVAILABLE", "DocuSign could not be reached");
      },
    });
    await expect(down({ envelopeRowId: "e" })).rejects.toThrow("DocuSign could not be reached");
  });
});
