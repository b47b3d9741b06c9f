// `npm run bench:lists`: the people and companies lists, people search, global search and the deal-room list
// for one user with BENCH_ROWS (default 100,000) people, companies and deal rooms, at 50 connections, beside the
// bare stack (GET /health, and bare Fastify + pg running a plain page of the same table). Deep pages are read as
// the pager reads them, from the middle page's cursor (decision 0051); a row per list reads the middle page by
// offset (an address typed by hand, without its cursor) for comparison. Prints a table with the cost per request
// (Node ms, PostgreSQL CPU ms, statements) and writes the plans of every list statement, at page 1 and at a deep page, to
// .tmp/bench-lists-plans.txt. BENCH_KEEP=1 reuses the seeded database.
import { writeFile } from "node:fs/promises";
import { startBenchApp } from "./support/bench-app.ts";
import {
  captureStatements,
  explainStatements,
  type LoadFigures,
  measure,
  printLoadTable,
  startBareStack,
} from "./support/bench-load.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

const KEEP = process.env.BENCH_KEEP === "1";
const bench = await startBenchApp("bench-lists", { poolSize: 20, fresh: !KEEP, keep: KEEP });
const { cookie, id: userId } = KEEP
  ? await bench.signIn("bench@example.com").catch(() => bench.signUp("bench@example.com"))
  : await bench.signUp("bench@example.com");

const bare = await startBareStack(bench.databaseUrl, {
  "/people": async (pool) => {
    const { rows } = await pool.query(
      "select id, first_name, last_name, email from people where created_by = $1 order by last_name, first_name limit 20",
      [userId],
    );
    return { items: rows };
  },
});

/** Rows numbered from the user's current count up to ROWS, so a kept database is topped up, not doubled. */
async function seed(table: string, insert: string) {
  const { rows } = await bare.pool.query(`select count(*)::int n from ${table} where created_by = $1`, [userId]);
  const have = rows[0].n as number;
  if (have < ROWS) await bare.pool.query(insert, [userId, have + 1, ROWS]);
}

// Rows straight in SQL: people with e-mails and companies' names, deal rooms with realistic names.
const seedStarted = Date.now();
await seed(
  "people",
  `insert into people (first_name, last_name, email, email_key, name_key, position, created_by)
   select 'First' || g, 'Last' || g, 'person' || g || '@example.com', 'person' || g || '@example.com',
          'first' || g || ' last' || g, case when g % 3 = 0 then 'Broker' else 'Tenant rep' end, $1
     from generate_series($2::int, $3::int) g`,
);
await seed(
  "companies",
  `insert into companies (name, name_key, website, created_by)
   select 'Company ' || g, 'company ' || g, 'company' || g || '.example.com', $1 from generate_series($2::int, $3::int) g`,
);
await seed(
  "dealrooms",
  `insert into dealrooms (name, created_by)
   select (array['Harbor Point', 'Market Street', 'Tower', 'Riverside', 'Parkview'])[1 + g % 5] || ' ' || g || ' Sale', $1
     from generate_series($2::int, $3::int) g`,
);
await bare.pool.query("vacuum analyze");
console.log(`${ROWS} people, companies and deal rooms ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

const app = (p: string) => `${bench.base}${p}`;
const headers = { cookie };
const deepPage = Math.floor(ROWS / 40); // the middle of the list: offset ROWS / 2

/**
 * The page after the middle one, as the pager asks for it (decision 0051): the middle page's cursor with the
 * next page number, so the server seeks from the middle page's last row instead of skipping ROWS / 2 rows.
 */
async function nextFromMiddle(path: string) {
  const join = path.includes("?") ? "&" : "?";
  const middle = await fetch(app(`${path}${join}page=${deepPage}&pageSize=20`), { headers });
  const { cursor } = (await middle.json()) as { cursor?: string };
  if (!cursor) throw new Error(`no cursor from ${path} page ${deepPage}`);
  return `${path}${join}page=${deepPage + 1}&pageSize=20&cursor=${cursor}`;
}

const lists: [string, string][] = [
  ["GET /api/contacts/people (page 1)", "/api/contacts/people?page=1&pageSize=20"],
  [`GET /api/contacts/people (page ${deepPage + 1}, cursor)`, await nextFromMiddle("/api/contacts/people")],
  [
    `GET /api/contacts/people (page ${deepPage}, typed address: offset)`,
    `/api/contacts/people?page=${deepPage}&pageSize=20`,
  ],
  ["GET /api/contacts/people?q=Last4242", "/api/contacts/people?q=Last4242"],
  ["GET /api/contacts/companies (page 1, exact total)", "/api/contacts/companies?page=1&pageSize=20"],
  [`GET /api/contacts/companies (page ${deepPage + 1}, cursor)`, await nextFromMiddle("/api/contacts/companies")],
  [
    `GET /api/contacts/companies (page ${deepPage}, typed address: offset)`,
    `/api/contacts/companies?page=${deepPage}&pageSize=20`,
  ],
  ["GET /api/contacts/companies?q=Company 4242", "/api/contacts/companies?q=Company%204242"],
  ["GET /api/search?q=Harbor", "/api/search?q=Harbor"],
  ["GET /api/dealrooms (page 1)", "/api/dealrooms?page=1"],
  [`GET /api/dealrooms (page ${deepPage + 1}, cursor)`, await nextFromMiddle("/api/dealrooms")],
  [`GET /api/dealrooms (page ${deepPage}, typed address: offset)`, `/api/dealrooms?page=${deepPage}&pageSize=20`],
  ["GET /api/dealrooms?q=Harbor Point 424", "/api/dealrooms?q=Harbor%20Point%20424"],
];

// Plans first, on a quiet database: what each request sends, and how PostgreSQL runs it.
const plans: string[] = [];
for (const [label, path] of lists) {
  const sent = await captureStatements(() => fetch(app(path), { headers }).then((r) => r.text()));
  plans.push(`=== ${label}: ${sent.length} statement(s)\n${await explainStatements(bare.pool, sent)}`);
}
await writeFile(".tmp/bench-lists-plans.txt", plans.join("\n\n"));

const figures: [string, LoadFigures][] = [
  ["bare Fastify+pg: GET /health", await measure(`${bare.base}/health`)],
  ["bare Fastify+pg: people page", await measure(`${bare.base}/people`)],
  ["GET /api/health", await measure(app("/api/health"))],
];
for (const [label, path] of lists) figures.push([label, await measure(app(path), { headers })]);
printLoadTable(`${ROWS} rows per type, one user, concurrency 50, goal p99 < 50 ms`, figures);
console.log("\nplans: .tmp/bench-lists-plans.txt");

await bare.close();
await bench.stop();
process.exit(0);
