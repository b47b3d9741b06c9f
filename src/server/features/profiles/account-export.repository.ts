// Reads for the data export: every row the user owns, found from the schema itself (any public table with an
// owner column), so tables added later are exported without a list to keep up to date.
import { and, desc, eq, lte } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accountExports } from "#server/db/schema/accounts.ts";

/** Columns naming the user who owns or made a row. */
const OWNER_COLUMNS = ["owner_id", "created_by", "user_id", "uploaded_by"];
/** Tables holding credentials or internals, never exported (their owner's rows are secrets, not data). */
const EXCLUDED_TABLES = new Set([
  "sessions",
  "accounts",
  "verifications",
  "two_factors",
  "rate_limits",
  "account_exports",
  "docusign_connections",
]);
/** Column names never exported (tokens, secrets, hashes), whatever their table. */
const SECRET_COLUMN = /(token|secret|password|hash)/i;

export type ExportedTable = { table: string; rows: Record<string, unknown>[] };

export async function ownedTables(db: Db): Promise<{ table: string; column: string }[]> {
  const { rows } = await db.$client.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.column_name = any($1) and c.data_type = 'uuid'
      order by c.table_name, array_position($1::text[], c.column_name::text)`,
    [OWNER_COLUMNS],
  );
  const seen = new Set<string>();
  const result: { table: string; column: string }[] = [];
  for (const r of rows) {
    if (EXCLUDED_TABLES.has(r.table_name) || seen.has(r.table_name)) continue;
    seen.add(r.table_name); // the first owner column by preference (owner_id before created_by …)
    result.push({ table: r.table_name, column: r.column_name });
  }
  return result;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export async function ownedRows(db: Db, userId: string): Promise<ExportedTable[]> {
  const out: ExportedTable[] = [];
  const profile = await db.$client.query("select * from profiles where id = $1", [userId]);
  out.push({ table: "profiles", rows: profile.rows.map(withoutSecrets) });
  for (const { table, column } of await ownedTables(db)) {
    const { rows } = await db.$client.query(`select * from ${quote(table)} where ${quote(column)} = $1`, [userId]);
    if (rows.length > 0) out.push({ table, rows: rows.map(withoutSecrets) });
  }
  return out;
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k)));
}

export async function insertExport(db: Db, userId: string) {
  const [row] = await db.insert(accountExports).values({ userId }).returning();
  return row;
}

export function listExports(db: Db, userId: string) {
  return db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(5);
}

export async function findExport(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  return row ?? null;
}

export async function finishExport(
  db: Db,
  id: string,
  result: { status: "ready"; storageKey: string; sizeBytes: number; expiresAt: Date } | { status: "failed" },
) {
  await db
    .update(accountExports)
    .set({ ...result, completedAt: new Date() })
    .where(eq(accountExports.id, id));
}

/** Ready exports past their expiry, oldest first (the purge job removes their zips). */
export function expiredExports(db: Db, now: Date, limit: number) {
  return db
    .select({ id: accountExports.id, storageKey: accountExports.storageKey })
    .from(accountExports)
    .where(and(eq(accountExports.status, "ready"), lte(accountExports.expiresAt, now)))
    .orderBy(accountExports.expiresAt)
    .limit(limit);
}

export async function markExpired(db: Db, id: string) {
  await db.update(accountExports).set({ status: "expired", storageKey: null }).where(eq(accountExports.id, id));
}
