// The unfiltered map view with bounds (the web's every pan and zoom) as one named statement with one generic plan.
// Planned per view (the generic plan costed any bounds at a default 0.5 % and always sorted a longitude band),
// a view spent 0.15–0.3 ms of PostgreSQL CPU planning on every request. Here the choice between the plans is made
// by the statement from two capped counts, so the plan can be cached (decision 0044, fifth addendum):
// - both the view's latitude band and its longitude band hold at least BAND_LIMIT pins: walk the pins index in
//   updated order (the bounds hidden from the range indexes) and stop at the cap + 1 pins in view;
// - else read the sparser band from its range index and sort its few pins.
// Each arm sits behind a one-time filter, so only the chosen one runs; the answer is the same as the per-view plan's.
import { sql } from "drizzle-orm";
import { properties } from "#server/db/schema/properties.ts";
import { prepareStatement } from "#server/platform/prepared-statements.ts";
import { MAP_POINT_CAP } from "#shared/contract/properties.ts";

/**
 * Fewer pins than this in a band: the band is read and sorted. As many in both: the ordered walk, which reads
 * about cap × (pins of the user ÷ pins in view) index entries. Counting a band stops here (index-only).
 */
export const BAND_LIMIT = 400;

const userId = sql.placeholder("userId");
const south = sql.placeholder("south");
const north = sql.placeholder("north");
const west = sql.placeholder("west");
const east = sql.placeholder("east");

const located = sql`${properties.locationLatitude} is not null and ${properties.locationLongitude} is not null`;
const limit = sql.raw(String(BAND_LIMIT));
// `+ 0` keeps a bound from being an index condition of the range indexes (an arm's plan must not depend on it).
const latIn = (hidden: boolean) =>
  hidden
    ? sql`(${properties.locationLatitude} + 0) between ${south} and ${north}`
    : sql`${properties.locationLatitude} between ${south} and ${north}`;
const lngIn = (hidden: boolean) =>
  hidden
    ? sql`(${properties.locationLongitude} + 0) between ${west} and ${east}`
    : sql`${properties.locationLongitude} between ${west} and ${east}`;
const bandCount = (inBand: ReturnType<typeof latIn>) =>
  sql`(select count(*)::int from (select 1 from ${properties}
    where ${properties.createdBy} = ${userId} and ${located} and ${inBand} limit ${limit}) band)`;

function arm(condition: ReturnType<typeof sql>, latHidden: boolean, lngHidden: boolean) {
  return sql`(select ${properties.id} as id, ${properties.name} as name,
      ${properties.locationLatitude} as latitude, ${properties.locationLongitude} as longitude
    from ${properties}
    where ${properties.createdBy} = ${userId} and ${located} and ${latIn(latHidden)} and ${lngIn(lngHidden)}
      and (select ${condition} from bands)
    order by ${properties.updatedAt} desc nulls last, ${properties.id} asc limit ${sql.raw(String(MAP_POINT_CAP + 1))})`;
}

const cap = sql.raw(String(MAP_POINT_CAP));

/** Values: userId, south, north, west, east (west ≤ east). Row: points (JSON text), truncated. */
export const mapViewStatement = prepareStatement(
  "properties.map.view",
  sql`with bands as materialized (select ${bandCount(latIn(false))} as lat, ${bandCount(lngIn(false))} as lng)
    select m.points, m.truncated from (
      select coalesce(to_json((array_agg(pin))[1:${cap}]), '[]')::text as points, count(*) > ${cap} as truncated
      from (${arm(sql`lat >= ${limit} and lng >= ${limit}`, true, true)}
        union all ${arm(sql`lat < ${limit} and lat <= lng`, false, true)}
        union all ${arm(sql`lng < ${limit} and lng < lat`, true, false)}) pin) m`,
);
