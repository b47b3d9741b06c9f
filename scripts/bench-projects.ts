// `npm run bench:projects`: latency of the projects list, board, home pipeline and task picker with 5 000
// projects for one user (plus 5 000 of another), through the real app over HTTP on the embedded database.
// Prints p50/p95/p99 per shape; target p99 < 50 ms (the board of a busy pipeline sends up to 50 cards a column).
import { sql } from "drizzle-orm";
import { startBenchApp } from "./support/bench-app.ts";

const PROJECTS = 5_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 50;

const { built, db, base, signUp, stop } = await startBenchApp("bench-projects");

const user = await signUp("bench@example.com");
const other = await signUp("other@example.com");
const t0 = performance.now();
// Each user's default stages, created the way the app does on first read.
for (const who of [user, other]) {
  for (const type of ["tenant_rep", "landlord_rep", "investment_sale", "other"]) {
    await built.app.inject({ method: "GET", url: `/api/project-stages?type=${type}`, headers: { cookie: who.cookie } });
  }
}
const words = ["Tower", "Plaza", "Lofts", "Center", "Park", "Square", "Point", "Commons", "Yards", "Exchange"];
for (const who of [user, other]) {
  await db.execute(sql`
    with s as (select id, project_type, row_number() over (order by project_type, position) - 1 as n, count(*) over () as c
               from project_stages where created_by = ${who.id}::uuid)
    insert into projects (name, project_type, stage_id, position, size_sf, rent_psf, term_months, commission_pct,
                          created_by, created_at, updated_at)
    select 'Deal ' || g || ' ' || (array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}])[1 + g % 10], s.project_type, s.id, g, 1000 + (g * 37) % 50000, 20 + (g % 40), 12 * (1 + g % 10), 3 + (g % 4),
      ${who.id}::uuid, now() - (g || ' minutes')::interval, now() - ((g * 7919) % ${PROJECTS} || ' minutes')::interval
    from generate_series(1, ${PROJECTS}) g join s on s.n = g % s.c`);
}
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${PROJECTS} projects for the user (+${PROJECTS} of another) in ${Math.round(performance.now() - t0)} ms`,
);

const shapes: [string, () => string][] = [
  ["baseline GET /api/profile", () => "/api/profile"],
  ["list page 1, updated desc", () => "/api/projects?page=1&pageSize=20"],
  ["list random page (1..250)", () => `/api/projects?page=${1 + Math.floor(Math.random() * 250)}&pageSize=20`],
  ["list sort by estimate", () => "/api/projects?page=1&pageSize=20&sort=-estimatedCommission"],
  ["list search 'plaza'", () => "/api/projects?page=1&pageSize=20&q=plaza"],
  ["board tenant rep", () => "/api/projects/board?type=tenant_rep"],
  ["pipeline (home widget)", () => "/api/projects/pipeline"],
  ["task picker 'plaza'", () => "/api/projects/options?q=plaza"],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const results: { shape: string; p50: number; p95: number; p99: number; max: number; bytes: number }[] = [];
for (const [shape, url] of shapes) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${url()}`, { headers: { cookie: user.cookie } });
    const text = await res.text();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${url()}: ${res.status} ${text}`);
    bytes = text.length;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  results.push({
    shape,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    max: times.at(-1) as number,
    bytes,
  });
}

console.log(
  `\n${REQUESTS} sequential requests per shape after ${WARMUP} warm-up, one signed-in user with ${PROJECTS} projects:`,
);
console.log("shape                          bytes    p50 ms   p95 ms   p99 ms   max ms");
for (const r of results) {
  console.log(
    `${r.shape.padEnd(30)} ${String(r.bytes).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`,
  );
}
const worst = Math.max(...results.filter((r) => !r.shape.startsWith("baseline")).map((r) => r.p99));
console.log(`\nworst p99 ${worst.toFixed(1)} ms — target < 50 ms: ${worst < 50 ? "met" : "NOT met"}`);

await stop();
process.exit(0);
