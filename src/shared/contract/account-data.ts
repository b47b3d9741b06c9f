// Account data: export everything the user owns as one zip (Settings → Your data); delete the account after a
// grace period (Profile → Delete account).
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const accountExportDto = z.object({
  id: z.string(),
  status: z.enum(["pending", "ready", "failed", "expired"]),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When a ready zip is removed (then the status is "expired"). */
  expiresAt: z.string().nullable(),
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

export const EXPORT_EXPIRED_MESSAGE = "This export has expired. Make a new one.";

// ── Account deletion ──

export const accountDeletionDto = z.object({
  requestedAt: z.string(),
  /** The account is deleted soon after this moment unless the user cancels before. */
  dueAt: z.string(),
});
export type AccountDeletionDto = z.infer<typeof accountDeletionDto>;

export const DELETION_EMAIL_MISMATCH = "Type the e-mail address of your account to confirm.";
export const DELETION_ALREADY_REQUESTED = "Your account is already scheduled for deletion.";
export const DELETION_IN_PROGRESS = "Your account is being deleted and can no longer be restored.";
export const DELETION_LAST_ADMIN =
  "You are the only administrator. Make another user an admin before deleting your account.";

export const getAccountDeletion = defineRoute({
  method: "GET",
  path: "/api/account/deletion",
  response: z.object({ deletion: accountDeletionDto.nullable(), graceDays: z.number() }),
});

export const requestAccountDeletion = defineRoute({
  method: "POST",
  path: "/api/account/deletion",
  body: z.object({ email: z.string().trim().max(320) }),
  response: accountDeletionDto,
});

export const cancelAccountDeletion = defineRoute({
  method: "DELETE",
  path: "/api/account/deletion",
  response: z.object({ ok: z.literal(true) }),
});

export const pendingDeletionDto = accountDeletionDto.extend({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** The deletion job has started (the grace period is over). */
  started: z.boolean(),
});
export type PendingDeletionDto = z.infer<typeof pendingDeletionDto>;

/** Admin: accounts waiting out their grace period or being deleted, soonest first. */
export const listPendingDeletions = defineRoute({
  method: "GET",
  path: "/api/admin/account-deletions",
  auth: "admin",
  response: z.object({ items: z.array(pendingDeletionDto) }),
});
