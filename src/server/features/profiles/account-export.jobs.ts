// The export job: every owned row as JSON and CSV per table, plus the user's files, streamed into one zip in
// storage; then the user gets an e-mail. Safe to re-run: the zip is rewritten under the same key.
import { PassThrough } from "node:stream";
import yazl from "yazl";
import {
  expiredExports,
  finishExport,
  markExpired,
  ownedRows,
} from "#server/features/profiles/account-export.repository.ts";
import { accountFiles } from "#server/features/profiles/account-files.repository.ts";
import type { AppContext } from "#server/platform/http.ts";

export const ACCOUNT_EXPORT_JOB = "account.export";
export const EXPORT_BUCKET = "account_exports";
export const EXPORT_PURGE_JOB = "account.exports.purge";
/** Hourly: a zip is gone at most an hour after its expiry (no link handed out reaches past the expiry). */
export const EXPORT_PURGE_CRON = "23 * * * *";

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return "";
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const lines = [columns.join(","), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export function registerAccountExportJob(ctx: AppContext): void {
  ctx.jobs.define<{ exportId: string; userId: string }>(
    ACCOUNT_EXPORT_JOB,
    async ({ exportId, userId }, job) => {
      try {
        await buildExport(ctx, exportId, userId);
      } catch (err) {
        // The last try marks the export failed, so the user may ask again (one pending export at a time).
        if (job.retryCount >= EXPORT_RETRIES) await finishExport(ctx.db, exportId, { status: "failed" });
        throw err;
      }
    },
    { retryLimit: EXPORT_RETRIES, maxRunSeconds: 30 * 60 },
  );
  ctx.jobs.define(
    EXPORT_PURGE_JOB,
    async () => {
      await purgeExpiredExports(ctx);
    },
    { retryLimit: 1, maxRunSeconds: 10 * 60 },
  );
  ctx.jobs.schedule(EXPORT_PURGE_JOB, EXPORT_PURGE_CRON);
}

/** Removes the zips of expired exports; the rows stay (as "expired") so Settings still lists them. Re-runnable. */
export async function purgeExpiredExports(ctx: AppContext, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await expiredExports(ctx.db, now, 100);
    if (batch.length === 0) return purged;
    for (const row of batch) {
      if (row.storageKey) await ctx.storage.remove(EXPORT_BUCKET, [row.storageKey]);
      await markExpired(ctx.db, row.id);
      purged += 1;
    }
  }
}

const EXPORT_RETRIES = 2;

async function buildExport(ctx: AppContext, exportId: string, userId: string): Promise<void> {
  const tables = await ownedRows(ctx.db, userId);
  const zip = new yazl.ZipFile();
  const readme = [
    "Leasedesk data export",
    `Made ${new Date().toISOString()} for ${String(tables[0]?.rows[0]?.email ?? userId)}.`,
    "data/<table>.json and data/<table>.csv hold your records; files/ holds your uploaded documents.",
  ].join("\n");
  zip.addBuffer(Buffer.from(`${readme}\n`), "README.txt");
  for (const { table, rows } of tables) {
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `data/${table}.json`);
    zip.addBuffer(Buffer.from(toCsv(rows)), `data/${table}.csv`);
  }
  for (const file of await accountFiles(ctx.db, userId, "exported")) {
    // A row whose file is gone (deleted, never uploaded) is still in data/; the zip skips the file.
    if (!(await ctx.storage.exists(file.bucket, file.key))) continue;
    const name = `files/${file.table}/${file.id}-${file.key.split("/").pop()}`;
    zip.addBuffer(await ctx.storage.readBuffer(file.bucket, file.key), name);
  }
  zip.end();
  const key = `${userId}/${exportId}.zip`;
  const body = new PassThrough();
  zip.outputStream.pipe(body);
  const stored = await ctx.storage.put(EXPORT_BUCKET, key, body, "application/zip");
  const expiresAt = new Date(Date.now() + ctx.config.accountExportRetentionDays * 86_400_000);
  await finishExport(ctx.db, exportId, { status: "ready", storageKey: key, sizeBytes: stored.size, expiresAt });
  const email = tables[0]?.rows[0]?.email;
  if (typeof email === "string") {
    await ctx.mailer.send({
      to: email,
      subject: "Your Leasedesk data export is ready",
      text: `Hello,\n\nThe export of your Leasedesk data you asked for is ready. Download it from Settings → Your data:\n\n${ctx.config.appUrl}/settings\n\nThe download link there works for 2 hours each time you open it.`,
    });
  }
  await ctx.events.publish(userId, { type: "account.export.ready", entity: "account_export", id: exportId });
}
