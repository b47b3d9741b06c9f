// `npm run bench:search`: GET /api/search for one user holding BENCH_ROWS (default 100,000) rows of each of the
// ten types, in tables holding BENCH_TOTAL (default 1,000,000) rows per type across 50 users; terms of 2, 3 and
// 8 characters, a multi-word person term and a term with no match; BENCH_CONNECTIONS (20) in flight for
// BENCH_SECONDS (10) each, beside bare Fastify + pg running the very same statements. Goal: p95 < 40 ms,
// p99 < 80 ms. Also prints the statements' EXPLAIN (ANALYZE) summary and writes the plans to
// .tmp/<data directory>-plans.txt: sequential scans of the searched tables would show there.
// BENCH_KEEP=1 keeps the seeded database in .tmp/bench-search-<rows>-<total>; a later run with BENCH_KEEP=1 and
// the same BENCH_ROWS / BENCH_TOTAL starts on it instead of seeding again (new migrations still apply).
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import type pg from "pg";
import { searchProviders } from "#server/app.ts";
import { rareStretch } from "#server/features/search/search.repository.ts";
import { searchQueries, searchRows } from "#server/platform/search.ts";
import { parseSearchTerm, SEARCH_LIMIT, type SearchTerm } from "#shared/rules/search.ts";
import { startBenchApp } from "./support/bench-app.ts";
import { seedSearchOwner, seedSearchSharing, withFastGinInserts } from "../tests/support/search-seed.ts";
import { BENCH_SECONDS, measure, startBareStack } from "./support/bench-load.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TOTAL = Number(process.env.BENCH_TOTAL ?? 1_000_000);
const USERS = 50;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const TERMS: [string, string][] = [
  ["2 characters", "ha"],
  ["3 characters", "cen"],
  ["8 characters", "harborvi"],
  ["person 'first last'", "maria garc"],
  ["no match", "qxzvw"],
];

const KEEP = process.env.BENCH_KEEP === "1";
// Kept databases are named by size, so a small one for iterating and the full one can sit side by side.
const name = KEEP ? `bench-search-${ROWS}-${TOTAL}` : "bench-search";
const seededMarker = `.tmp/${name}/seeded.json`;
const seededAs = JSON.stringify({ rows: ROWS, total: TOTAL });
const reuse = KEEP && existsSync(seededMarker) && readFileSync(seededMarker, "utf8") === seededAs;

const bench = await startBenchApp(name, { fresh: !reuse, keep: KEEP });
const { db } = bench;
const pool = db.$client;
const email = (i: number) => `bench-search-${i}@example.com`;

let me: { id: string; cookie: string };
if (reuse) {
  me = await bench.signIn(email(0));
  console.log(`reusing the seeded database in ${bench.dataDir}`);
} else {
  // Users: the measured one first; the others share the rest of each table.
  const users: { id: string; cookie: string }[] = [];
  for (let i = 0; i < USERS; i++) users.push(await bench.signUp(email(i)));
  me = users[0] as { id: string; cookie: string };
  const others = users.slice(1).map((u) => u.id);
  const perOther = Math.max(0, Math.floor((TOTAL - ROWS) / others.length));

  const seedStarted = Date.now();
  await withFastGinInserts(pool, async () => {
    await seedSearchOwner(pool, me.id, ROWS);
    for (const other of others) await seedSearchOwner(pool, other, perOther);
    await seedSearchSharing(pool, me.id, others[0] as string);
  });
  const count = await pool.query("select count(*)::int as n from leases");
  console.log(
    `seeded ${ROWS.toLocaleString("en")} rows per type for the measured user, ${count.rows[0].n.toLocaleString("en")} per type ` +
      `across ${USERS} users, in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  if (KEEP) await writeFile(seededMarker, seededAs);
}

// What the app reads for each term (the trial opens every feature), for the baseline and EXPLAIN: the bare
// stack runs the very same statements the same way (the second only when the first cannot fill the answer).
const types = searchProviders;
const terms = TERMS.map(([, q]) => {
  const term = parseSearchTerm(q);
  if (!term) throw new Error(`not a search term: ${q}`);
  return term;
});
// The statements the app chooses for each term (a rare term reads rank 1 in its first statement), from the same
// trigram statistics.
const stretches = await Promise.all(terms.map((term) => rareStretch(db, types, term)));
const bare = await startBareStack(
  bench.databaseUrl,
  Object.fromEntries(
    terms.map((term, i) => [
      `/search/${i}`,
      (p: pg.Pool) => searchRows(p, "bench", types, me.id, term, stretches[i] ?? null),
    ]),
  ),
);

// A named statement runs on its generic plan (prepared once per connection): explain that plan, not a custom one.
const explainer = await pool.connect();
await explainer.query("set plan_cache_mode = force_generic_plan");
const quote = (v: unknown) => `'${String(v).replace(/'/g, "''")}'`;
async function explain(s: { name?: string; text: string; values: unknown[] }) {
  if (!s.name) return explainer.query(`explain (analyze, buffers, format text) ${s.text}`, s.values);
  const prepared = await explainer.query("select 1 from pg_prepared_statements where name = $1", [s.name]);
  if (!prepared.rowCount) await explainer.query(`prepare "${s.name}" as ${s.text}`);
  return explainer.query(
    `explain (analyze, buffers, format text) execute "${s.name}"(${s.values.map(quote).join(", ")})`,
  );
}

const plans: string[] = [];
const explained: string[] = [];
for (const [i, [label, q]] of TERMS.entries()) {
  const term = terms[i] as SearchTerm;
  const { best, inside } = searchQueries("bench", types, me.id, term, stretches[i] ?? null);
  // The second statement runs only when the first found fewer than ten rank-0 rows.
  const first = await pool.query<{ rank: number }>(best);
  const needed = inside && first.rows.filter((r) => r.rank === 0).length < SEARCH_LIMIT;
  const stages = needed ? [best, inside] : [best];
  const cells: string[] = [];
  const seqScans: string[] = [];
  for (const [n, s] of stages.entries()) {
    // The third run: the first of a named statement also builds its generic plan.
    await explain(s);
    await explain(s);
    const plan = await explain(s);
    const text = plan.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n");
    plans.push(`── ${label}: '${q}', statement ${n + 1} of ${stages.length}\n${text}\n`);
    seqScans.push(
      ...(text.match(/Seq Scan on \w+/g) ?? []).filter(
        (s) => !/Seq Scan on (dealroom_members|document_access)\b/.test(s),
      ),
    );
    const planning = /Planning Time: ([\d.]+) ms/.exec(text)?.[1];
    const execution = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
    cells.push(`${planning} / ${execution} ms`);
  }
  explained.push(`| ${label} '${q}' | ${cells.join(" + ")} | ${seqScans.length ? seqScans.join(", ") : "none"} |`);
}
await writeFile(`.tmp/${name}-plans.txt`, plans.join("\n"));
explainer.release();

// Warm both servers first (every pool connection, every term): the first term measured used to pay for the
// cold start of both and looked worse than it is.
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers }).then((r) => r.arrayBuffer());
for (const [i, [, q]] of TERMS.entries()) {
  for (let round = 0; round < 3; round++) {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, () => [
        get(`${bench.base}/api/search?q=${encodeURIComponent(q)}`, { cookie: me.cookie }),
        get(`${bare.base}/search/${i}`),
      ]).flat(),
    );
  }
}

const rows: string[] = [];
const cost = (f: { nodeMs: number; pgMs: number | null; statements: number }) =>
  `${f.nodeMs.toFixed(2)} | ${f.pgMs === null ? "–" : f.pgMs.toFixed(2)} | ${f.statements.toFixed(2)}`;
for (const [i, [label, q]] of TERMS.entries()) {
  const app = await measure(`${bench.base}/api/search?q=${encodeURIComponent(q)}`, {
    connections: CONNECTIONS,
    headers: { cookie: me.cookie },
  });
  const base = await measure(`${bare.base}/search/${i}`, { connections: CONNECTIONS });
  const ok = app.p95 < 40 && app.p99 < 80 ? "yes" : "no";
  rows.push(
    `| ${label} '${q}' | ${app.rps.toFixed(0)} | ${app.p50} / ${app.p95} / ${app.p99} | ${cost(app)} | ` +
      `${base.rps.toFixed(0)} | ${base.p50} / ${base.p95} / ${base.p99} | ${cost(base)} | ${ok} |`,
  );
}

console.log(`\nEXPLAIN (ANALYZE) of the statements, one run (full plans in .tmp/${name}-plans.txt)\n`);
console.log("| term | planning / execution | sequential scans of searched tables |");
console.log("|---|---|---|");
for (const line of explained) console.log(line);
console.log(`\nGET /api/search, concurrency ${CONNECTIONS}, ${BENCH_SECONDS}s each; goal p95 < 40 ms, p99 < 80 ms\n`);
console.log(
  "Cost per request: Node main-thread CPU ms | PostgreSQL CPU ms | statements (a loaded machine moves these less).\n",
);
console.log(
  "| term | req/s | p50 / p95 / p99 ms | Node ms | PG ms | stmts | bare req/s | bare p50 / p95 / p99 | bare Node ms | bare PG ms | bare stmts | goal met |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const line of rows) console.log(line);

await bare.close();
await bench.stop();
process.exit(0);
