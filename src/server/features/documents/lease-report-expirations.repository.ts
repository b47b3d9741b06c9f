// The lease expiration schedule computed in PostgreSQL over the stored report figures: the per-year chart, the
// summary and one page of the table come back in one statement, so a 10,000-lease report no longer sends every
// row to Node to be grouped there (decision 0047). The rule is the one `shared/rules/report-expirations.ts` states
// and its tests pin; `reports.expirations-sql.int.test.ts` checks this statement gives the same figures and order.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { userMayOpen } from "#server/features/documents/lease-facts.repository.ts";
import { CLIFF_SHARE } from "#shared/rules/report-expirations.ts";

export type ExpirationRowSql = {
  year: number;
  property: string;
  tenant: string;
  leaseId: string;
  lease: string;
  suite: string | null;
  expirationDate: string;
  rsf: number | null;
  pctOfProperty: number | null;
  propertyPctExpiring: number;
  cliff: boolean;
};
export type ExpirationYearSql = { year: number; rsf: number; leases: number };
export type ExpirationScheduleSql = {
  rows: ExpirationRowSql[];
  years: ExpirationYearSql[];
  total: number;
  expiringRsf: number;
  cliffs: number;
};

export type ExpirationFilter = { from?: string; to?: string; property?: string };

/**
 * Ordering follows the JavaScript rule: labels and tenants compared as `localeCompare` does (ICU root collation),
 * a property-year labelled by its first lease in title order, a lease's share rounded half up to 0.1 % in float8.
 */
export async function expirationScheduleOf(
  db: Db,
  userId: string,
  filter: ExpirationFilter,
  page: { limit: number; offset: number } | null,
): Promise<ExpirationScheduleSql> {
  const shown: SQL[] = [sql`b.expiration_date is not null`];
  if (filter.from) shown.push(sql`b.expiration_date >= ${filter.from}::date`);
  if (filter.to) shown.push(sql`b.expiration_date <= ${filter.to}::date`);
  if (filter.property) shown.push(sql`strpos(lower(b.property), lower(${filter.property})) > 0`);
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // Sorting with ICU is the costly part: the key is compared in "C", and a page is a top-N sort, not a full one.
  const order = sql`s.year, g.label collate "und-x-icu", g.key, s.expiration_date, s.tenant collate "und-x-icu",
    s.title, s.id`;
  const pageOrder = sql`p.year, p.property collate "und-x-icu", p."propertyKey", p."expirationDate",
    p.tenant collate "und-x-icu", p.lease, p."leaseId"`;
  const result = await db.execute<ExpirationScheduleSql>(sql`
    with base as (
      select l.id, l.title, f.tenant, f.property, f.suite, f.rsf, f.expiration_date,
        f.property_key collate "C" as key
      from leases l join lease_report_facts f on f.lease_id = l.id
      where l.status = 'completed' and ${userMayOpen(userId)}
    ),
    totals as (select key, coalesce(sum(rsf), 0)::float8 as total from base group by key),
    shown as (
      select b.*, extract(year from b.expiration_date)::int as year, t.total
      from base b join totals t using (key)
      where ${sql.join(shown, sql` and `)}
    ),
    groups as (
      select year, key, (array_agg(property order by title, id))[1] as label,
        sum(coalesce(rsf, 0))::float8 as expiring, max(total) as total
      from shown group by year, key
    ),
    page as (
      select s.year, g.label as property, s.tenant, s.id as "leaseId", s.title as lease, s.suite,
        to_char(s.expiration_date, 'YYYY-MM-DD') as "expirationDate", s.rsf,
        case when s.rsf is not null and s.total > 0 then floor(s.rsf / s.total * 100 * 10 + 0.5) / 10 end
          as "pctOfProperty",
        case when g.total > 0 then floor(g.expiring / g.total * 100 * 10 + 0.5) / 10 else 0 end
          as "propertyPctExpiring",
        (g.total > 0 and g.expiring / g.total > ${CLIFF_SHARE}::float8) as cliff, g.key as "propertyKey"
      from shown s join groups g on g.year = s.year and g.key = s.key
      order by ${order}
      ${paging}
    )
    select
      coalesce((select jsonb_agg(to_jsonb(p) - 'propertyKey' order by ${pageOrder}) from page p), '[]') as rows,
      coalesce((select json_agg(y order by y.year) from (
        select year, sum(coalesce(rsf, 0))::float8 as rsf, count(*)::int as leases from shown group by year) y), '[]')
        as years,
      (select count(*)::int from shown) as total,
      (select coalesce(sum(expiring), 0)::float8 from groups) as "expiringRsf",
      (select count(*)::int from groups where total > 0 and expiring / total > ${CLIFF_SHARE}::float8) as cliffs`);
  return result.rows[0] as ExpirationScheduleSql;
}
