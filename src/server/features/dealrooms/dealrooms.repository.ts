// Deal rooms and their activity log. Room-scoped functions take the room id the service has already authorised.
// Members and share links, folders/documents/versions and DocuSign have their own repositories beside this one.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { dealroomActivityLogs, dealrooms } from "#server/db/schema/dealrooms.ts";
import type { ActivityAction } from "#shared/contract/dealrooms.ts";

export type DealroomRow = typeof dealrooms.$inferSelect;
export type ActivityRow = typeof dealroomActivityLogs.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export async function insertRoom(tx: Exec, userId: string, name: string): Promise<DealroomRow> {
  const [row] = await tx.insert(dealrooms).values({ name, createdBy: userId }).returning();
  return row as DealroomRow;
}

export async function findRoom(db: Exec, id: string): Promise<DealroomRow | null> {
  const [row] = await db.select().from(dealrooms).where(eq(dealrooms.id, id));
  return row ?? null;
}

export async function findOwnerProfile(db: Exec, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export async function updateRoom(
  tx: Exec,
  id: string,
  patch: Partial<Pick<DealroomRow, "name" | "status">>,
): Promise<DealroomRow | null> {
  const [row] = await tx
    .update(dealrooms)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dealrooms.id, id))
    .returning();
  return row ?? null;
}

export async function touchRoom(tx: Exec, id: string): Promise<void> {
  await tx.update(dealrooms).set({ updatedAt: new Date() }).where(eq(dealrooms.id, id));
}

/** Every storage key of a room (current files and older file versions), read before deleting it. */
export async function roomStorageKeys(db: Exec, id: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select storage_key as key from dealroom_documents where dealroom_id = ${id} and storage_key is not null
    union
    select v.storage_key from dealroom_document_versions v join dealroom_documents d on d.id = v.document_id
      where d.dealroom_id = ${id} and v.storage_key is not null`);
  return result.rows.map((r) => r.key);
}

export function roomsOwnedBy(db: Exec, userId: string): Promise<DealroomRow[]> {
  return db.select().from(dealrooms).where(eq(dealrooms.createdBy, userId)).orderBy(asc(dealrooms.createdAt));
}

export async function deleteRoom(tx: Exec, id: string): Promise<boolean> {
  const rows = await tx.delete(dealrooms).where(eq(dealrooms.id, id)).returning({ id: dealrooms.id });
  return rows.length > 0;
}

export async function insertActivity(
  tx: Exec,
  values: {
    dealroomId: string;
    actionType: ActivityAction;
    entityType: string;
    entityId?: string | null;
    userId?: string | null;
    visitorEmail?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(dealroomActivityLogs).values({ ...values, details: values.details ?? {} });
}

export async function listActivityOf(db: Exec, roomId: string, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        log: dealroomActivityLogs,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      })
      .from(dealroomActivityLogs)
      .leftJoin(profiles, eq(profiles.id, dealroomActivityLogs.userId))
      .where(eq(dealroomActivityLogs.dealroomId, roomId))
      .orderBy(desc(dealroomActivityLogs.createdAt), desc(dealroomActivityLogs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(dealroomActivityLogs)
      .where(eq(dealroomActivityLogs.dealroomId, roomId)),
  ]);
  return { rows, total };
}
