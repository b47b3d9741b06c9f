// Account data (Settings → Your data): export everything the user owns as one zip.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const accountExportDto = z.object({
  id: z.string(),
  status: z.enum(["pending", "ready", "failed"]),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AccountExportDto = z.infer<typeof accountExportDto>;

export const EXPORT_PENDING_MESSAGE = "An export is already being prepared. We will e-mail you when it is ready.";

export const requestAccountExport = defineRoute({
  method: "POST",
  path: "/api/account/exports",
  response: accountExportDto,
});

export const listAccountExports = defineRoute({
  method: "GET",
  path: "/api/account/exports",
  response: z.object({ items: z.array(accountExportDto) }),
});

/** A signed download URL (2 hours) for a ready export of the caller's. */
export const downloadAccountExport = defineRoute({
  method: "GET",
  path: "/api/account/exports/:id/download",
  params: z.object({ id: z.uuid("Export not found") }),
  response: z.object({ url: z.string() }),
});
