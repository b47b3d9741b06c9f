// `npm run bench:lists`: the people and companies lists, people search, global search and the deal-room list
// for one user with BENCH_ROWS (default 100,000) people, companies and deal rooms, at 50 connections, beside the bare stack (GET
// /health, and bare Fastify + pg running a plain page of the same table). Prints a table.
import { startBenchApp } from "./support/bench-app.ts";
import { measure, printLoadTable, startBareStack } from "./support/bench-load.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

const bench = await startBenchApp("bench-lists", { poolSize: 20 });
const { cookie, id: userId } = await bench.signUp("bench@example.com");

const bare = await startBareStack(bench.databaseUrl, {
  "/people": async (pool) => {
    const { rows } = await pool.query(
      "select id, first_name, last_name, email from people where created_by = $1 order by last_name, first_name limit 20",
      [userId],
    );
    return { items: rows };
  },
});

// Rows straight in SQL: people with e-mails and companies' names, deal rooms with realistic names.
const seedStarted = Date.now();
await bare.pool.query(
  `insert into people (first_name, last_name, email, email_key, name_key, position, created_by)
   select 'First' || g, 'Last' || g, 'person' || g || '@example.com', 'person' || g || '@example.com',
          'first' || g || ' last' || g, case when g % 3 = 0 then 'Broker' else 'Tenant rep' end, $1
     from generate_series(1, $2::int) g`,
  [userId, ROWS],
);
await bare.pool.query(
  `insert into companies (name, name_key, website, created_by)
   select 'Company ' || g, 'company ' || g, 'company' || g || '.example.com', $1 from generate_series(1, $2::int) g`,
  [userId, ROWS],
);
await bare.pool.query(
  `insert into dealrooms (name, created_by)
   select (array['Harbor Point', 'Market Street', 'Tower', 'Riverside', 'Parkview'])[1 + g % 5] || ' ' || g || ' Sale', $1
     from generate_series(1, $2::int) g`,
  [userId, ROWS],
);
await bare.pool.query("analyze");
console.log(`seeded ${ROWS} people, companies and deal rooms in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

const app = (p: string) => `${bench.base}${p}`;
const headers = { cookie };
printLoadTable(`${ROWS} rows per type, one user, concurrency 50, goal p99 < 50 ms`, [
  ["bare Fastify+pg: GET /health", await measure(`${bare.base}/health`)],
  ["bare Fastify+pg: people page", await measure(`${bare.base}/people`)],
  ["GET /api/health", await measure(app("/api/health"))],
  ["GET /api/contacts/people (page 1)", await measure(app("/api/contacts/people?page=1&pageSize=20"), { headers })],
  ["GET /api/contacts/people?q=Last4242", await measure(app("/api/contacts/people?q=Last4242"), { headers })],
  [
    "GET /api/contacts/companies (page 1, exact total)",
    await measure(app("/api/contacts/companies?page=1&pageSize=20"), { headers }),
  ],
  ["GET /api/search?q=Harbor", await measure(app("/api/search?q=Harbor"), { headers })],
  ["GET /api/dealrooms (page 1)", await measure(app("/api/dealrooms?page=1"), { headers })],
]);

await bare.close();
await bench.stop();
process.exit(0);
