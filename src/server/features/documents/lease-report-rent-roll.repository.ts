// The rent roll computed in PostgreSQL over the stored report figures: each lease's rent step in force today and
// its figures, the top properties by annual rent, the totals and one page of rows in one statement (decision 0047).
// The rules are `currentRentStep` and `rentFigures` of shared/rules/report-leases.ts;
// `reports.rent-roll-sql.int.test.ts` checks this gives the same rows, chart and totals.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { userMayOpen } from "#server/features/documents/lease-facts.repository.ts";

export type RentRollRowSql = {
  property: string;
  tenant: string;
  leaseId: string;
  lease: string;
  suite: string | null;
  rsf: number | null;
  annualRent: number | null;
  monthlyRent: number | null;
  rentPerSf: number | null;
  escalations: string | null;
  securityDeposit: string | null;
  expirationDate: string | null;
};
export type RentRollSql = {
  rows: RentRollRowSql[];
  total: number;
  top: { property: string; annualRent: number }[];
  rsfTotal: number;
  rentTotal: number;
  rsfWithRent: number;
};

/** Half up to cents in float8, as `round(n, 2)` does in JavaScript (Math.round(n * 100) / 100). */
const cents = (x: ReturnType<typeof sql>) => sql`floor(${x} * 100 + 0.5) / 100`;

export async function rentRollOf(
  db: Db,
  userId: string,
  opts: { today: string; property?: string },
  page: { limit: number; offset: number } | null,
): Promise<RentRollSql> {
  const property = opts.property ? sql`and strpos(lower(f.property), lower(${opts.property})) > 0` : sql``;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const today = opts.today;
  const result = await db.execute<RentRollSql>(sql`
    with base as (
      select l.id, l.title, f.tenant, f.property, f.suite, f.rsf, f.escalations, f.security_deposit,
        f.expiration_date, f.rent_schedule, row_number() over (order by l.title, l.id) as input
      from leases l join lease_report_facts f on f.lease_id = l.id
      where l.status = 'completed' and ${userMayOpen(userId)} ${property}
    ),
    stepped as (
      -- The step in force today (first such), else the last one that started, else the first. A lateral join runs
      -- once per lease (a scalar subquery would run again wherever the step is read).
      select b.*, st.step
      from base b left join lateral (
        select s.item as step from jsonb_array_elements(b.rent_schedule) with ordinality as s(item, n),
          lateral (select nullif(s.item->>'start', '') as st, nullif(s.item->>'end', '') as en) d,
          lateral (select case
            when (d.st is null or d.st <= ${today}) and (d.en is null or d.en >= ${today}) then 0
            when d.st is not null and d.st <= ${today} then 1 else 2 end as rank) r
        order by r.rank, case when r.rank = 1 then -s.n else s.n end
        limit 1) st on true
    ),
    given as (
      select s.*, (step->>'annual')::float8 as annual0, (step->>'monthly')::float8 as monthly0,
        (step->>'perSquareFoot')::float8 as psf0
      from stepped s
    ),
    annualised as (
      select g.*, coalesce(annual0, monthly0 * 12,
        case when psf0 is not null and rsf is not null and rsf <> 0 then psf0 * rsf end) as annual
      from given g
    ),
    figures as (
      select a.*,
        ${cents(sql`annual`)} as "annualRent",
        ${cents(sql`coalesce(monthly0, annual / 12)`)} as "monthlyRent",
        ${cents(sql`coalesce(psf0, case when annual is not null and rsf is not null and rsf <> 0 then annual / rsf end)`)}
          as "rentPerSf"
      from annualised a
    ),
    page as (
      select property, tenant, id as "leaseId", title as lease, suite, rsf, "annualRent", "monthlyRent",
        "rentPerSf", escalations, security_deposit as "securityDeposit",
        to_char(expiration_date, 'YYYY-MM-DD') as "expirationDate", input
      from figures order by property collate "und-x-icu", tenant collate "und-x-icu", input ${paging}
    ),
    by_property as (
      select property, sum("annualRent" order by input) as rent, min(input) as first
      from figures where "annualRent" is not null group by property
    )
    select coalesce((select jsonb_agg(to_jsonb(p) - 'input'
        order by p.property collate "und-x-icu", p.tenant collate "und-x-icu", p.input) from page p), '[]') as rows,
      (select count(*)::int from figures) as total,
      coalesce((select json_agg(json_build_object('property', property, 'annualRent', ${cents(sql`rent`)})
        order by rent desc, first) from (select * from by_property order by rent desc, first limit 12) t), '[]') as top,
      (select coalesce(sum(coalesce(rsf, 0) order by input), 0)::float8 from figures) as "rsfTotal",
      (select coalesce(sum("annualRent" order by input), 0)::float8 from figures where "annualRent" is not null)
        as "rentTotal",
      (select coalesce(sum(rsf order by input), 0)::float8 from figures
        where "annualRent" is not null and rsf is not null and rsf <> 0) as "rsfWithRent"`);
  return result.rows[0] as RentRollSql;
}
