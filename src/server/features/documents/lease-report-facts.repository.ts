// Stored report figures of analysed leases (lease_report_facts): written when an analysis finishes or a
// correction is saved, filled for leases that have none on the next read, read with one small join.
import { eq, type SQL, sql } from "drizzle-orm";
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
  // The abstract's type is checked only on the leases left by the anti-join: checking it first de-toasted every
  // abstract on every report (35 ms of a 10,000-lease report; 3 ms without).
  const result = await db.execute<{ id: string }>(sql`
    with missing as materialized (
      select l.id, l.ai_extracted_data from leases l
      where l.status = 'completed' and ${userMayOpen(userId)}
        and not exists (select 1 from lease_report_facts f where f.lease_id = l.id))
    select id from missing where jsonb_typeof(ai_extracted_data) = 'object'`);
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
        propertyKey: excluded("property_key"),
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

/** What a report narrows to in SQL, so only the rows it can show travel (the builder still applies the rule). */
export type ReportLeaseFilter = {
  expiresFrom?: string;
  expiresTo?: string;
  /** Case-insensitive part of the property label. */
  propertyContains?: string;
  /** Leases with a critical date in [from, to] (yyyy-mm-dd). */
  dateFrom?: string;
  dateTo?: string;
  /** The large jsonb columns travel only to the report that reads them (rent roll, critical dates): reading all
   * of them made the expiration schedule move 6.7 MB from the database for 10,000 leases. */
  rentSchedule?: boolean;
  criticalDates?: boolean;
};

function filterSql(f: ReportLeaseFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.expiresFrom) parts.push(sql`f.expiration_date >= ${f.expiresFrom}::date`);
  if (f.expiresTo) parts.push(sql`f.expiration_date <= ${f.expiresTo}::date`);
  if (f.expiresFrom || f.expiresTo) parts.push(sql`f.expiration_date is not null`);
  if (f.propertyContains) parts.push(sql`strpos(lower(f.property), lower(${f.propertyContains})) > 0`);
  if (f.dateFrom || f.dateTo) {
    parts.push(sql`exists (select 1 from jsonb_array_elements(f.critical_dates) d
      where (d->>'date') >= ${f.dateFrom ?? "0000-01-01"} and (d->>'date') <= ${f.dateTo ?? "9999-12-31"})`);
  }
  return sql.join(parts, sql` and `);
}

/** The stored figures of the analysed leases the user may open (narrowed by `filter`), as the reports list them. */
export async function storedReportLeasesOf(
  db: Db,
  userId: string,
  filter: ReportLeaseFilter = {},
): Promise<ReportLease[]> {
  const result = await db.execute<ReportLease>(sql`
    select l.id, l.title, f.tenant, f.property, f.suite, f.rsf,
      to_char(f.commencement_date, 'YYYY-MM-DD') as "commencementDate",
      to_char(f.expiration_date, 'YYYY-MM-DD') as "expirationDate",
      f.escalations, f.security_deposit as "securityDeposit",
      ${filter.rentSchedule ? sql`f.rent_schedule` : sql`'[]'::jsonb`} as "rentSchedule",
      ${filter.criticalDates ? sql`f.critical_dates` : sql`'[]'::jsonb`} as "criticalDates"
    from leases l join lease_report_facts f on f.lease_id = l.id
    where l.status = 'completed' and ${userMayOpen(userId)} and ${filterSql(filter)}
    order by l.title, l.id`);
  return result.rows;
}
