// `npm run bench:properties`: latency of GET /api/properties (the /properties table) with 20 000 properties
// for one user (a tenth of them children of parks, plus 20 000 of another user), through the real app over
// HTTP on the embedded database, at BENCH_CONNECTIONS (default 50). Prints req/s and p50/p95/p99 per query shape (list and map);
// target p99 < 50 ms. BENCH_KEEP=1 keeps the seeded database for the next run.
import { writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { startBenchApp } from "./support/bench-app.ts";
import {
  BENCH_SECONDS,
  captureStatements,
  explainStatements,
  type LoadFigures,
  measure,
  printLoadTable,
  startBareStack,
} from "./support/bench-load.ts";
import { explainGenericPlans } from "./support/bench-generic-plans.ts";
import { measureShapes, SHAPE_CONNECTIONS } from "./support/bench-shapes.ts";

const PROPERTIES = 20_000;

const KEEP = process.env.BENCH_KEEP === "1";
const { db, base, databaseUrl, signUp, signIn, stop } = await startBenchApp("bench-properties", {
  fresh: !KEEP,
  keep: KEEP,
});

const kept = KEEP ? await signIn("bench@example.com").catch(() => null) : null;
const user = kept ?? (await signUp("bench@example.com"));
const other = kept ? await signIn("other@example.com") : await signUp("other@example.com");
const cities = ["Austin", "Dallas", "Houston", "Denver", "Phoenix", "Boston", "Chicago", "Miami", "Seattle", "Reno"];
const types = ["Office", "Retail", "Industrial", "Flex", "Multifamily", "Medical", "Other"];
const streets = ["Main St", "Oak Ave", "Harbor Blvd", "Lamar Blvd", "Congress Ave", "Dock Rd", "Park Pl", "Elm St"];
const arr = (list: string[]) =>
  sql`array[${sql.join(
    list.map((w) => sql`${w}`),
    sql`, `,
  )}]`;
const t0 = performance.now();
for (const owner of kept ? [] : [user, other]) {
  await db.execute(sql`
    insert into properties (name, location_street_address, street_key, location_city, city_key, location_state,
      property_type, size_sf, location_latitude, location_longitude, created_by, created_at, updated_at)
    select 'Building ' || g || ' ' || (${arr(streets)})[1 + g % 8],
      g || ' ' || (${arr(streets)})[1 + g % 8],
      g || ' ' || lower((${arr(streets)})[1 + g % 8]),
      (${arr(cities)})[1 + g % 10], lower((${arr(cities)})[1 + g % 10]), 'TX',
      (${arr(types)})[1 + g % 7], 5000 + (g * 37) % 200000,
      case when g % 3 = 0 then 30 + (g % 1000) / 100.0 else null end,
      case when g % 3 = 0 then -97 - (g % 1000) / 100.0 else null end,
      ${owner.id}::uuid, now() - (g || ' minutes')::interval, now() - ((g * 7919) % ${PROPERTIES} || ' minutes')::interval
    from generate_series(1, ${PROPERTIES}) g`);
}
// A tenth are children of 200 parks (hierarchy), with spaces on the parks' children.
if (!kept) {
  await db.execute(sql`
  with parks as (select id, row_number() over (order by id) n from properties
    where created_by = ${user.id}::uuid order by id limit 200),
  kids as (select id, row_number() over (order by id) n from properties
    where created_by = ${user.id}::uuid and id not in (select id from parks) order by id limit 2000)
  update properties p set parent_property_id = parks.id from kids join parks on parks.n = 1 + kids.n % 200
  where p.id = kids.id`);
}
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${PROPERTIES} properties for the user (+${PROPERTIES} of another) in ${Math.round(performance.now() - t0)} ms`,
);

/**
 * Random deep pages as the pager asks for them (decision 0051): page k's cursor with page k + 1 (Next) or k − 1
 * (Previous), so the server seeks from page k's rows instead of skipping (k − 1) × 20. Cursors of 100 random
 * pages are read once up front (by offset, as a typed address would).
 */
const cursorPaths: string[] = [];
for (let i = 0; i < 100; i++) {
  const from = 2 + Math.floor(Math.random() * 998);
  const res = await fetch(`${base}/api/properties?page=${from}&pageSize=20`, { headers: { cookie: user.cookie } });
  const { cursor } = (await res.json()) as { cursor?: string };
  if (!cursor) throw new Error(`no cursor from page ${from}`);
  cursorPaths.push(`/api/properties?page=${from + (i % 2 ? 1 : -1)}&pageSize=20&cursor=${cursor}`);
}

// Austin's square of the seeded grid (latitudes 30–40, longitudes −97…−107): a zoomed-in view.
const view = "south=30&west=-99&north=31.5&east=-97";
const shapes: [string, () => string][] = [
  ["baseline GET /api/profile", () => "/api/profile"],
  ["page 1, updated desc", () => "/api/properties?page=1&pageSize=20"],
  [
    "random page (1..1000), typed address: offset",
    () => `/api/properties?page=${1 + Math.floor(Math.random() * 1000)}&pageSize=20`,
  ],
  [
    "random page by cursor (Next/Previous)",
    () => cursorPaths[Math.floor(Math.random() * cursorPaths.length)] as string,
  ],
  ["sort by name", () => "/api/properties?page=1&pageSize=20&sort=name"],
  ["sort by parent", () => "/api/properties?page=1&pageSize=20&sort=-parent"],
  ["search 'harbor'", () => "/api/properties?page=1&pageSize=20&q=harbor"],
  // Every seeded property is "Building …": the common word's trigrams must not be asked of the index.
  ["search 'building 1234' (rare)", () => "/api/properties?page=1&pageSize=20&q=building%201234"],
  ["type + city filter", () => "/api/properties?page=1&pageSize=20&type=Office&city=Austin"],
  ["map, first view (no bounds)", () => "/api/properties/map"],
  ["map, a zoomed-in view", () => `/api/properties/map?${view}`],
];

// The bare stack in the same run: Fastify + pg running a plain page of the same table, no auth, no contract.
const bare = await startBareStack(databaseUrl, {
  "/properties": async (pool) => {
    const { rows } = await pool.query(
      `select id, name, location_city, property_type, size_sf, updated_at from properties where created_by = $1
       order by updated_at desc nulls last, id limit 20`,
      [user.id],
    );
    return { items: rows };
  },
});
// Plans first, on a quiet database: what each shape sends, and how PostgreSQL runs it (the second, warm run) —
// planned with its values, and the generic plan a named statement keeps after five runs (the zoomed map is
// planned per run by the app: decision 0044, second addendum).
const plans: string[] = [];
for (const [label, path] of shapes) {
  const url = `${base}${path()}`;
  const get = () => fetch(url, { headers: { cookie: user.cookie } }).then((r) => r.text());
  // Six runs first: PostgreSQL settles on its plan for a prepared statement after the fifth.
  for (let i = 0; i < 6; i++) await get();
  const sent = await captureStatements(get);
  plans.push(
    `=== ${label}: ${sent.length} statement(s)\n${await explainStatements(bare.pool, sent)}\n\n${await explainGenericPlans(bare.pool, sent)}`,
  );
}
await writeFile(".tmp/bench-properties-plans.txt", plans.join("\n\n"));
console.log("plans: .tmp/bench-properties-plans.txt");

const bareFigures: [string, LoadFigures][] = [
  ["bare Fastify+pg: GET /health", await measure(`${bare.base}/health`)],
  ["bare Fastify+pg: properties page", await measure(`${bare.base}/properties`)],
];

const worst = await measureShapes(
  `GET /api/properties, ${PROPERTIES} properties for one user, ${SHAPE_CONNECTIONS} connections, ${BENCH_SECONDS} s per shape`,
  base,
  user.cookie,
  shapes,
);
printLoadTable("bare Fastify+pg in the same run (measured first)", bareFigures);
await bare.close();
await stop();
process.exit(worst < 50 ? 0 : 1);
