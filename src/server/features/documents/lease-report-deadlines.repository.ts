// Options and critical dates by deadline, computed in PostgreSQL over the stored report figures: the per-bucket
// counts and one page of deadlines in one statement (decision 0047). The rule is `deadlinesWithin` of
// shared/rules/report-critical-dates.ts; `reports.deadlines-sql.int.test.ts` checks this gives the same rows.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { userMayOpen } from "#server/features/documents/lease-facts.repository.ts";
import { deadlineBuckets } from "#shared/rules/report-critical-dates.ts";

export type DeadlineRowSql = {
  bucket: string;
  date: string;
  daysLeft: number;
  kind: string;
  label: string;
  leaseId: string;
  lease: string;
  tenant: string;
  property: string;
  corrected: boolean;
};
export type DeadlinesSql = { rows: DeadlineRowSql[]; total: number; buckets: Record<string, number> };

export async function deadlinesOf(
  db: Db,
  userId: string,
  opts: { today: string; months: number; property?: string },
  page: { limit: number; offset: number } | null,
): Promise<DeadlinesSql> {
  // Dates are compared as the yyyy-mm-dd text they are stored as (as the rule compares them); a bucket holds the
  // deadlines up to `today` + its months (the month's last day when shorter, as addMonths does).
  const plus = (months: number) =>
    sql`to_char((${opts.today}::date + ${`${months} months`}::interval)::date, 'YYYY-MM-DD')`;
  const bucketCase = sql.join(
    deadlineBuckets.map((b) => sql`when d.date <= ${plus(b.months)} then ${b.label}`),
    sql` `,
  );
  const property = opts.property ? sql`and strpos(lower(f.property), lower(${opts.property})) > 0` : sql``;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // A page is a top-N sort (ICU comparisons are the costly part); the rule's order: date, tenant, lease, position.
  const order = sql`date, tenant collate "und-x-icu", title, id, n`;
  const pageOrder = sql`p.date, p.tenant collate "und-x-icu", p.lease, p."leaseId", p.n`;
  const result = await db.execute<DeadlinesSql>(sql`
    with dated as (
      select l.id, l.title, f.tenant, f.property, e.item, e.n, e.item->>'date' as date
      from leases l join lease_report_facts f on f.lease_id = l.id
        cross join lateral jsonb_array_elements(f.critical_dates) with ordinality as e(item, n)
      where l.status = 'completed' and ${userMayOpen(userId)} ${property}
        and e.item->>'kind' not in ('commencement', 'rent_commencement')
        and (e.item->>'date') >= ${opts.today} and (e.item->>'date') <= ${plus(opts.months)}
    ),
    shown as (
      select case ${bucketCase} end as bucket, d.* from dated d
    ),
    page as (
      select bucket, date, (date::date - ${opts.today}::date) as "daysLeft", item->>'kind' as kind,
        item->>'label' as label, id as "leaseId", title as lease, tenant, property,
        coalesce((item->>'corrected')::boolean, false) as corrected, n
      from shown where bucket is not null order by ${order} ${paging}
    )
    select coalesce((select jsonb_agg(to_jsonb(p) - 'n' order by ${pageOrder}) from page p), '[]') as rows,
      (select count(*)::int from shown where bucket is not null) as total,
      coalesce((select json_object_agg(bucket, n) from (
        select bucket, count(*)::int as n from shown where bucket is not null group by bucket) b), '{}') as buckets`);
  return result.rows[0] as DeadlinesSql;
}
