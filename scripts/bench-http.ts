// `npm run bench`: requests/s and latency of GET /api/health and an authenticated GET /api/profile at concurrency
// 50, beside a bare Fastify + pg handler doing the same queries in the same run. Prints a table.
import { startBenchApp } from "./support/bench-app.ts";
import { measure, printLoadTable, startBareStack } from "./support/bench-load.ts";

const bench = await startBenchApp("bench-http", { poolSize: 20 });
const { cookie, id: userId } = await bench.signUp("bench@example.com");

// The baseline does the same database work: session lookup by token, then the profile.
const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0];
const bare = await startBareStack(bench.databaseUrl, {
  "/profile": async (pool) => {
    const session = await pool.query("select user_id from sessions where token = $1 and expires_at > now()", [token]);
    const { rows } = await pool.query("select * from profiles where id = $1", [session.rows[0]?.user_id ?? userId]);
    return rows[0];
  },
});

printLoadTable("concurrency 50, one process, embedded PostgreSQL", [
  ["bare Fastify+pg: GET /health", await measure(`${bare.base}/health`)],
  ["GET /api/health", await measure(`${bench.base}/api/health`)],
  ["bare Fastify+pg: session + profile", await measure(`${bare.base}/profile`)],
  ["GET /api/profile (signed in)", await measure(`${bench.base}/api/profile`, { headers: { cookie } })],
]);

await bare.close();
await bench.stop();
process.exit(0);
