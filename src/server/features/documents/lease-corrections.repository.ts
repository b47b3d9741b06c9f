// A broker's corrections to a lease abstract: one row per lease and field, whoever corrected it last.
import { and, eq } from "drizzle-orm";
import { leaseFieldCorrections } from "#server/db/schema/documents.ts";
import type { DbLike } from "#server/features/documents/documents.repository.ts";

export function correctionsOf(db: DbLike, leaseId: string) {
  return db
    .select({
      fieldKey: leaseFieldCorrections.fieldKey,
      value: leaseFieldCorrections.value,
      correctedAt: leaseFieldCorrections.correctedAt,
      correctedBy: leaseFieldCorrections.correctedBy,
    })
    .from(leaseFieldCorrections)
    .where(eq(leaseFieldCorrections.leaseId, leaseId));
}

export async function upsertCorrection(
  db: DbLike,
  userId: string,
  leaseId: string,
  fieldKey: string,
  value: string | null,
) {
  await db
    .insert(leaseFieldCorrections)
    .values({ leaseId, fieldKey, value, correctedBy: userId, correctedAt: new Date() })
    .onConflictDoUpdate({
      target: [leaseFieldCorrections.leaseId, leaseFieldCorrections.fieldKey],
      set: { value, correctedBy: userId, correctedAt: new Date() },
    });
}

export async function deleteCorrection(db: DbLike, _userId: string, leaseId: string, fieldKey: string) {
  await db
    .delete(leaseFieldCorrections)
    .where(and(eq(leaseFieldCorrections.leaseId, leaseId), eq(leaseFieldCorrections.fieldKey, fieldKey)));
}
