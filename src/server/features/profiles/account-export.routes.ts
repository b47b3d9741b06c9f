// Settings → Your data: ask for an export (a job builds the zip and e-mails the user), list, download.
import type { FastifyInstance } from "fastify";
import type { accountExports } from "#server/db/schema/accounts.ts";
import {
  ACCOUNT_EXPORT_JOB,
  EXPORT_BUCKET,
  registerAccountExportJob,
} from "#server/features/profiles/account-export.jobs.ts";
import { findExport, insertExport, listExports } from "#server/features/profiles/account-export.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { SIGNED_URL_SECONDS } from "#server/platform/storage.ts";
import {
  downloadAccountExport,
  EXPORT_EXPIRED_MESSAGE,
  EXPORT_PENDING_MESSAGE,
  listAccountExports,
  requestAccountExport,
} from "#shared/contract/account-data.ts";

type ExportRow = typeof accountExports.$inferSelect;

const toDto = (r: ExportRow) => ({
  id: r.id,
  status: r.status as "pending" | "ready" | "failed" | "expired",
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt.toISOString(),
  completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
});

const isUniqueViolation = (err: unknown) =>
  typeof err === "object" && err !== null && (err as { code?: string; cause?: { code?: string } }).code === "23505"
    ? true
    : (err as { cause?: { code?: string } })?.cause?.code === "23505";

export function registerAccountExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAccountExportJob(ctx);

  addRoute(app, ctx, requestAccountExport, async ({ user }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Data exports cannot be made while impersonating");
    let row: ExportRow;
    try {
      row = await insertExport(ctx.db, user.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError("CONFLICT", EXPORT_PENDING_MESSAGE);
      throw err;
    }
    await ctx.jobs.send(ACCOUNT_EXPORT_JOB, { exportId: row.id, userId: user.id });
    return toDto(row);
  });

  addRoute(app, ctx, listAccountExports, async ({ user }) => ({
    items: (await listExports(ctx.db, user.id)).map(toDto),
  }));

  addRoute(app, ctx, downloadAccountExport, async ({ user, params }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Data exports cannot be downloaded while impersonating");
    const row = await findExport(ctx.db, user.id, params.id);
    if (!row) throw notFound("Export not found");
    const secondsLeft = row.expiresAt ? Math.floor((row.expiresAt.getTime() - Date.now()) / 1000) : SIGNED_URL_SECONDS;
    if (row.status === "expired" || secondsLeft <= 0) throw new AppError("CONFLICT", EXPORT_EXPIRED_MESSAGE);
    if (row.status !== "ready" || !row.storageKey) throw new AppError("CONFLICT", "This export is not ready yet.");
    const date = row.createdAt.toISOString().slice(0, 10);
    // The link ends with the zip at the latest, so the purge never breaks a link it handed out.
    const expiresInSeconds = Math.min(SIGNED_URL_SECONDS, secondsLeft);
    return {
      url: await ctx.storage.signedUrl(EXPORT_BUCKET, row.storageKey, {
        download: `leasedesk-export-${date}.zip`,
        expiresInSeconds,
      }),
    };
  });
}
