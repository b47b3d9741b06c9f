// `npm run bench:lists`: the contacts list, global search and the deal-room list for one user with
// BENCH_ROWS (default 100,000) people and deal rooms, at 50 connections, beside the bare stack (GET
// /api/health, and bare Fastify + pg running a plain keyset page of the same table). Prints a table.
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createDb, migrateDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";
import { waitForMail } from "../tests/support/mail.ts";
import { cookieHeader } from "../tests/support/test-app.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const dataDir = path.resolve(".tmp/bench-lists");
await rm(dataDir, { recursive: true, force: true });
const pgServer = await startEmbeddedPostgres(dataDir, { port: 0, durable: false });
const db = createDb(pgServer.url, 20);
await migrateDb(db);
const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: "0",
  LOG_LEVEL: "silent",
  RATE_LIMIT_ENABLED: "false",
  APP_URL: "http://127.0.0.1",
});
const built = await buildApp({ config, databaseUrl: pgServer.url, db });
await built.start();
await built.app.listen({ port: 0, host: "127.0.0.1" });
const appPort = (built.app.server.address() as AddressInfo).port;

const email = "bench@example.com";
await built.app.inject({
  method: "POST",
  url: "/api/auth/sign-up/email",
  payload: { name: "Bench User", firstName: "Bench", lastName: "User", email, password: "bench-password-1" },
});
const link = new URL((await waitForMail(dataDir, email, /Confirm/)).links[0]);
await built.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
const signIn = await built.app.inject({
  method: "POST",
  url: "/api/auth/sign-in/email",
  payload: { email, password: "bench-password-1" },
});
const cookie = cookieHeader(signIn.headers["set-cookie"]);
const userId = signIn.json().user.id as string;

// Rows straight in SQL: people with e-mails and companies' names, deal rooms with realistic names.
const seedStarted = Date.now();
const pool = new pg.Pool({ connectionString: pgServer.url, max: 20 });
await pool.query(
  `insert into people (first_name, last_name, email, email_key, name_key, position, created_by)
   select 'First' || g, 'Last' || g, 'person' || g || '@example.com', 'person' || g || '@example.com',
          'first' || g || ' last' || g, case when g % 3 = 0 then 'Broker' else 'Tenant rep' end, $1
     from generate_series(1, $2::int) g`,
  [userId, ROWS],
);
await pool.query(
  `insert into dealrooms (name, created_by)
   select (array['Harbor Point', 'Market Street', 'Tower', 'Riverside', 'Parkview'])[1 + g % 5] || ' ' || g || ' Sale', $1
     from generate_series(1, $2::int) g`,
  [userId, ROWS],
);
await pool.query("analyze");
console.log(`seeded ${ROWS} people and ${ROWS} deal rooms in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

// Bare stack: Fastify + pg, a keyset page of the same people table.
const bare = Fastify();
bare.get("/health", async () => {
  await pool.query("select 1");
  return { status: "ok" };
});
bare.get("/people", async () => {
  const { rows } = await pool.query(
    "select id, first_name, last_name, email from people where created_by = $1 order by last_name, first_name limit 20",
    [userId],
  );
  return { items: rows };
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const barePort = (bare.server.address() as AddressInfo).port;

type Figures = { rps: number; p50: number; p99: number };
async function run(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const app = (p: string) => `http://127.0.0.1:${appPort}${p}`;
const rows: [string, Figures][] = [
  ["bare Fastify+pg: GET /health", await run(`http://127.0.0.1:${barePort}/health`)],
  ["bare Fastify+pg: people keyset page", await run(`http://127.0.0.1:${barePort}/people`)],
  ["GET /api/health", await run(app("/api/health"))],
  ["GET /api/contacts/people (page 1)", await run(app("/api/contacts/people?page=1&pageSize=20"), { cookie })],
  ["GET /api/contacts/people?q=Last4242", await run(app("/api/contacts/people?q=Last4242"), { cookie })],
  ["GET /api/search?q=Harbor", await run(app("/api/search?q=Harbor"), { cookie })],
  ["GET /api/dealrooms (page 1)", await run(app("/api/dealrooms?page=1"), { cookie })],
];

console.log(`\n${ROWS} rows per type, one user, concurrency ${CONNECTIONS}, ${DURATION}s each, goal p99 < 50 ms\n`);
console.log("| endpoint | req/s | p50 ms | p99 ms |");
console.log("|---|---|---|---|");
for (const [name, f] of rows) console.log(`| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} |`);

await bare.close();
await pool.end();
await built.close();
await pgServer.stop();
process.exit(0);
