// An offering memorandum: its extracted figures, the upload and the read.
import { z } from "zod";
import { idParams } from "#shared/contract/common.ts";
import { accessLevel, iso, omStatus, userRef } from "#shared/contract/documents.ts";
import { omAbstractSchema } from "#shared/contract/om-abstract.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const offeringMemorandumDto = z.object({
  id: z.string(),
  type: z.literal("offering_memorandum"),
  title: z.string(),
  status: omStatus,
  folderId: z.string().nullable(),
  owner: userRef,
  accessLevel,
  fileSize: z.number().int().nullable(),
  originalFileName: z.string().nullable(),
  errorReason: z.string().nullable(),
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  extractedData: omAbstractSchema.nullable(),
});
export type OfferingMemorandumDto = z.infer<typeof offeringMemorandumDto>;

/** Multipart POST: `title` (optional, defaults to the file name), `folderId` (optional), then `file`. 201. */
export const uploadOfferingMemorandum = {
  method: "POST",
  path: "/api/offering-memorandums",
  response: offeringMemorandumDto,
} as const;

export const getOfferingMemorandum = defineRoute({
  method: "GET",
  path: "/api/offering-memorandums/:id",
  params: idParams,
  response: offeringMemorandumDto,
});
