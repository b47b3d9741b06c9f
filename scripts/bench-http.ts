// `npm run bench`: requests/s and p99 of GET /api/health and an authenticated GET /api/profile at concurrency 50,
// beside a bare Fastify + pg handler doing the same queries in the same run. Prints a table.
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

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const dataDir = path.resolve(".tmp/bench-http");
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

// One verified, signed-in user.
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

// The baseline: bare Fastify + pg doing the same database work (session lookup by token, then the profile).
const pool = new pg.Pool({ connectionString: pgServer.url, max: 20 });
const bare = Fastify();
bare.get("/health", async () => {
  await pool.query("select 1");
  return { status: "ok", database: "ok" };
});
const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0];
bare.get("/profile", async () => {
  const session = await pool.query("select user_id from sessions where token = $1 and expires_at > now()", [token]);
  const { rows } = await pool.query("select * from profiles where id = $1", [session.rows[0]?.user_id ?? userId]);
  return rows[0];
});
await bare.listen({ port: 0, host: "127.0.0.1" });
const barePort = (bare.server.address() as AddressInfo).port;

async function run(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows: [string, { rps: number; p99: number }, { rps: number; p99: number }][] = [];
rows.push([
  "GET /api/health",
  await run(`http://127.0.0.1:${appPort}/api/health`),
  await run(`http://127.0.0.1:${barePort}/health`),
]);
rows.push([
  "GET /api/profile (signed in)",
  await run(`http://127.0.0.1:${appPort}/api/profile`, { cookie }),
  await run(`http://127.0.0.1:${barePort}/profile`),
]);

console.log(`\nconcurrency ${CONNECTIONS}, ${DURATION}s each, one process, embedded PostgreSQL\n`);
console.log("| endpoint | Leasedesk req/s | p99 ms | bare Fastify+pg req/s | p99 ms | ratio |");
console.log("|---|---|---|---|---|---|");
for (const [name, app, base] of rows) {
  console.log(
    `| ${name} | ${app.rps.toFixed(0)} | ${app.p99} | ${base.rps.toFixed(0)} | ${base.p99} | ${(app.rps / base.rps).toFixed(2)} |`,
  );
}

await bare.close();
await pool.end();
await built.close();
await pgServer.stop();
process.exit(0);
