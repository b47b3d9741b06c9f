// Stored report figures of analysed leases (lease_report_facts): written when an analysis finishes or a
// correction is saved, filled for leases that have none on the next read, read with one small join.
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { leaseReportFacts } from "#server/db/schema/lease-report-facts.ts";
import {
  analysedLeasesWhere,
  type LeaseFactsRow,
  userMayOpen,
} from "#server/features/documents/lease-facts.repository.ts";
import type { ReportLease } from "#shared/rules/report-leases.ts";

export type ReportFactsInsert = typeof leaseReportFacts.$inferInsert;

export function analysedLeasesByIds(db: Db, ids: string[]): Promise<LeaseFactsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return analysedLeasesWhere(
    db,
    sql`l.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** Analysed leases the user may open that have no stored figures yet (new since the table, or missed). */
export async function leaseIdsWithoutFacts(db: Db, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select l.id from leases l
    where l.status = 'completed' and jsonb_typeof(l.ai_extracted_data) = 'object' and ${userMayOpen(userId)}
      and not exists (select 1 from lease_report_facts f where f.lease_id = l.id)`);
  return result.rows.map((r) => r.id);
}

export async function upsertReportFacts(db: Db, rows: ReportFactsInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(leaseReportFacts)
    .values(rows)
    .onConflictDoUpdate({
      target: leaseReportFacts.leaseId,
      set: {
        tenant: excluded("tenant"),
        property: excluded("property"),
        suite: excluded("suite"),
        rsf: excluded("rsf"),
        commencementDate: excluded("commencement_date"),
        expirationDate: excluded("expiration_date"),
        escalations: excluded("escalations"),
        securityDeposit: excluded("security_deposit"),
        rentSchedule: excluded("rent_schedule"),
        criticalDates: excluded("critical_dates"),
        computedAt: sql`now()`,
      },
    });
}

export async function deleteReportFacts(db: Db, leaseId: string): Promise<void> {
  await db.delete(leaseReportFacts).where(eq(leaseReportFacts.leaseId, leaseId));
}

/** The stored figures of every analysed lease the user may open, ordered as the reports list them. */
export async function storedReportLeasesOf(db: Db, userId: string): Promise<ReportLease[]> {
  const result = await db.execute<ReportLease>(sql`
    select l.id, l.title, f.tenant, f.property, f.suite, f.rsf,
      to_char(f.commencement_date, 'YYYY-MM-DD') as "commencementDate",
      to_char(f.expiration_date, 'YYYY-MM-DD') as "expirationDate",
      f.escalations, f.security_deposit as "securityDeposit", f.rent_schedule as "rentSchedule",
      f.critical_dates as "criticalDates"
    from leases l join lease_report_facts f on f.lease_id = l.id
    where l.status = 'completed' and ${userMayOpen(userId)}
    order by l.title, l.id`);
  return result.rows;
}
