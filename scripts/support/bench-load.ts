// Load and baseline for the HTTP benchmarks: autocannon against a URL, and the bare Fastify + pg server that
// runs the same SQL as an endpoint under test, so every figure is printed beside what the bare stack does.
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export type LoadFigures = { rps: number; p50: number; p95: number; p99: number };

/** Requests/s and latency percentiles of GET url at `connections` concurrent requests; any non-2xx fails the run. */
export async function measure(
  url: string,
  {
    headers = {},
    connections = 50,
    pathOf,
  }: { headers?: Record<string, string>; connections?: number; pathOf?: () => string } = {},
): Promise<LoadFigures> {
  // Every response time is kept: autocannon's own histogram has no p95.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // pathOf: a new path per request (random pages).
    const requests: autocannon.Request[] | undefined = pathOf
      ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pathOf() }) }]
      : undefined;
    const instance = autocannon({ url, connections, duration: BENCH_SECONDS, headers, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

type BareRoute = (pool: pg.Pool, query: Record<string, string>) => Promise<unknown>;

/** A bare Fastify + pg server on loopback with one pool of `poolSize`; each route runs its handler's SQL. */
export async function startBareStack(databaseUrl: string, routes: Record<string, BareRoute>, poolSize = 20) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const bare = Fastify();
  bare.get("/health", async () => {
    await pool.query("select 1");
    return { status: "ok" };
  });
  for (const [route, handler] of Object.entries(routes)) {
    bare.get(route, async (request) => handler(pool, request.query as Record<string, string>));
  }
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  return {
    base,
    pool,
    async close() {
      await bare.close();
      await pool.end();
    },
  };
}

/** The markdown table every HTTP bench prints. */
export function printLoadTable(title: string, rows: [string, LoadFigures][]) {
  console.log(`\n${title}\n`);
  console.log("| endpoint | req/s | p50 ms | p95 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  for (const [name, f] of rows) console.log(`| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p95} | ${f.p99} |`);
}
