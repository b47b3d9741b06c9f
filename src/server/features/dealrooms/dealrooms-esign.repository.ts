// DocuSign: a user's connection and the envelopes sent for room documents.
import { asc, eq, inArray } from "drizzle-orm";
import { docusignConnections, docusignEnvelopes } from "#server/db/schema/dealrooms.ts";
import type { Exec } from "#server/features/dealrooms/dealrooms.repository.ts";

export type ConnectionRow = typeof docusignConnections.$inferSelect;
export type EnvelopeRow = typeof docusignEnvelopes.$inferSelect;

export async function findConnection(db: Exec, userId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(docusignConnections).where(eq(docusignConnections.userId, userId));
  return row ?? null;
}

export async function upsertConnection(
  tx: Exec,
  userId: string,
  patch: Partial<typeof docusignConnections.$inferInsert>,
): Promise<ConnectionRow> {
  const [row] = await tx
    .insert(docusignConnections)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: docusignConnections.userId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row as ConnectionRow;
}

export async function insertEnvelope(tx: Exec, values: typeof docusignEnvelopes.$inferInsert): Promise<EnvelopeRow> {
  const [row] = await tx.insert(docusignEnvelopes).values(values).returning();
  return row as EnvelopeRow;
}

export async function latestEnvelopes(db: Exec, documentIds: string[]): Promise<Map<string, EnvelopeRow>> {
  const map = new Map<string, EnvelopeRow>();
  if (documentIds.length === 0) return map;
  const rows = await db
    .select()
    .from(docusignEnvelopes)
    .where(inArray(docusignEnvelopes.documentId, documentIds))
    .orderBy(asc(docusignEnvelopes.createdAt));
  for (const row of rows) map.set(row.documentId, row);
  return map;
}

export async function findEnvelopeById(db: Exec, id: string, lock = false): Promise<EnvelopeRow | null> {
  const query = db.select().from(docusignEnvelopes).where(eq(docusignEnvelopes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateEnvelope(
  tx: Exec,
  id: string,
  patch: Partial<typeof docusignEnvelopes.$inferInsert>,
): Promise<EnvelopeRow | null> {
  const [row] = await tx
    .update(docusignEnvelopes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(docusignEnvelopes.id, id))
    .returning();
  return row ?? null;
}
