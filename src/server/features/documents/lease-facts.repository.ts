// Lease figures for reports: one scoped read of every analysed lease the user owns or holds active access to,
// only the abstract's fields the reports use (not the whole abstract), with the broker's corrections beside them.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

export const reportFieldKeys = [
  "tenant",
  "tenantTradeName",
  "premisesAddress",
  "suite",
  "rentableSquareFeet",
  "commencementDate",
  "rentCommencementDate",
  "expirationDate",
  "escalations",
  "securityDeposit",
] as const;
export type ReportFieldKey = (typeof reportFieldKeys)[number];

export type LeaseFactsRow = {
  id: string;
  title: string;
  facts: Record<string, unknown> | null;
  corrections: Record<string, string | null> | null;
};

// Every option list that yields a critical date (see critical-dates.ts).
export const optionListKeys = [
  "renewalOptions",
  "terminationOptions",
  "expansionOptions",
  "contractionOptions",
  "firstRefusalRights",
  "firstOfferRights",
] as const;

const pickedKeys = [...reportFieldKeys, "baseRentSchedule", ...optionListKeys];

/** The facts of analysed leases matching `where` (a condition on `l`), trimmed to the keys reports use. */
export async function analysedLeasesWhere(db: Db, where: SQL): Promise<LeaseFactsRow[]> {
  // jsonb_each reads the (toasted) abstract once per lease; one d->'key' per field would detoast it per field.
  const keys = sql.join(
    pickedKeys.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute<LeaseFactsRow>(sql`
    select l.id, l.title,
      (select jsonb_object_agg(e.key, case when jsonb_typeof(e.value) = 'object'
          then e.value - 'snippet' - 'confidence' else e.value end) from jsonb_each(l.ai_extracted_data) e
        where e.key in (${keys})) as facts,
      (select jsonb_object_agg(c.field_key, c.value) from lease_field_corrections c where c.lease_id = l.id)
        as corrections
    from leases l
    where l.status = 'completed' and jsonb_typeof(l.ai_extracted_data) = 'object' and (${where})
    order by l.title, l.id`);
  return result.rows;
}

/** Leases the user owns or holds active access to (`l` is the lease). */
export const userMayOpen = (userId: string) => sql`(l.owner_id = ${userId} or exists (
  select 1 from document_access da where da.document_type = 'lease' and da.document_id = l.id
    and da.user_id = ${userId} and da.status = 'active'))`;

export function analysedLeasesOf(db: Db, userId: string): Promise<LeaseFactsRow[]> {
  return analysedLeasesWhere(db, userMayOpen(userId));
}

export type LeaseAbstractRow = LeaseFactsRow & { status: string };

/** One lease the user may open (owned or active access), its whole abstract and corrections; undefined if none. */
export async function leaseAbstractOf(db: Db, userId: string, leaseId: string): Promise<LeaseAbstractRow | undefined> {
  const result = await db.execute<LeaseAbstractRow>(sql`
    select l.id, l.title, l.status,
      case when jsonb_typeof(l.ai_extracted_data) = 'object' then l.ai_extracted_data end as facts,
      (select jsonb_object_agg(c.field_key, c.value) from lease_field_corrections c where c.lease_id = l.id)
        as corrections
    from leases l
    where l.id = ${leaseId} and (l.owner_id = ${userId} or exists (
        select 1 from document_access da where da.document_type = 'lease' and da.document_id = l.id
          and da.user_id = ${userId} and da.status = 'active'))`);
  return result.rows[0];
}
