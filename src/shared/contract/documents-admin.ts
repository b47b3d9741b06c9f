// Lease Admin: every user's leases with their analysis, and re-running one.
import { z } from "zod";
import { idParams, listQuery, listResult } from "#shared/contract/common.ts";
import { extractionDetail, iso, leaseStatus, userRef } from "#shared/contract/documents.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const adminLeaseDto = z.object({
  id: z.string(),
  title: z.string(),
  status: leaseStatus,
  owner: userRef,
  extractionDetail,
  fileSize: z.number().int().nullable(),
  errorReason: z.string().nullable(),
  createdAt: iso,
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  /** Seconds from processing start to completion (null while running or never run). */
  processingSeconds: z.number().nullable(),
});
export type AdminLeaseDto = z.infer<typeof adminLeaseDto>;

export const adminListLeases = defineRoute({
  method: "GET",
  path: "/api/admin/leases",
  auth: "admin",
  query: listQuery.extend({ status: leaseStatus.optional() }),
  response: listResult(adminLeaseDto),
});

export const adminReanalyzeLease = defineRoute({
  method: "POST",
  path: "/api/admin/leases/:id/reanalyze",
  auth: "admin",
  params: idParams,
  response: adminLeaseDto,
});
