// Load and baseline for the HTTP benchmarks: autocannon (in its own thread) against a URL, and the bare
// Fastify + pg server that runs the same SQL as an endpoint under test, so every figure is printed beside what
// the bare stack does. Beside latency, each run reports its cost per request — main-thread CPU ms of this
// process (the server's event loop), PostgreSQL CPU ms and statements sent — which a loaded machine disturbs
// far less than the percentiles.
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";
import pg from "pg";

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export type LoadFigures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU ms of this process's main thread (the app's or the bare stack's event loop) per request. */
  nodeMs: number;
  /** CPU ms of every process of the PostgreSQL cluster per request (null when no cluster is watched). */
  pgMs: number | null;
  /** Statements this process sent to PostgreSQL per request (pg-boss's own polling included). */
  statements: number;
};

// Every statement any pool of this process sends (the app's, pg-boss's, the bare stack's).
let statementsSent = 0;
type Sent = { text: string; values?: unknown[] };
let capture: Sent[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args as [string | (Sent & { name?: string }), unknown[] | undefined];
  const sent =
    typeof first === "string"
      ? { text: first, values: second }
      : { text: first?.text ?? "", values: first?.values ?? second };
  // pg-boss polls its queues on its own schedule: not part of any request.
  if (!sent.text.includes("pgboss.")) {
    statementsSent++;
    capture?.push(sent);
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/** The statements (text and parameters) this process sent while `run` ran, for EXPLAIN. */
export async function captureStatements(run: () => Promise<unknown>): Promise<Sent[]> {
  capture = [];
  try {
    await run();
    return capture;
  } finally {
    capture = null;
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement, run twice so the second plan reads warm caches. */
export async function explainStatements(pool: pg.Pool, sent: Sent[]): Promise<string> {
  const out: string[] = [];
  for (const s of sent) {
    // EXPLAIN ANALYZE runs the statement: reads only.
    if (!/^\s*(select|with)\b/i.test(s.text) || /\b(insert|update|delete)\b/i.test(s.text)) continue;
    const explain = `explain (analyze, buffers) ${s.text}`;
    await pool.query(explain, s.values as unknown[]);
    const { rows } = await pool.query(explain, s.values as unknown[]);
    out.push(`-- ${s.text.replace(/\s+/g, " ").slice(0, 300)}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  return out.join("\n\n");
}

let postgresDir: string | null = null;
/** Count the CPU of the cluster whose data directory is `dir` (DATA_DIR/postgres) in every measurement. */
export function watchPostgres(dir: string) {
  postgresDir = dir;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** [ppid, utime + stime in ms] of a process or thread from its /proc stat file, or null once it has exited. */
function readStat(file: string): [number, number] | null {
  let stat: string;
  try {
    stat = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  // After "pid (comm) ": state ppid … utime stime (fields 14 and 15 of the line).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return [Number(fields[1]), (Number(fields[11]) + Number(fields[12])) * TICK_MS];
}

/** CPU ms of the main thread alone (the servers' event loop; the load generator runs in a worker). */
const mainThreadCpuMs = () => readStat(`/proc/self/task/${process.pid}/stat`)?.[1] ?? 0;

/** CPU ms per process of the watched cluster: the postmaster and its children (backends, walwriter, …). */
function postgresCpu(): Map<number, number> | null {
  if (!postgresDir) return null;
  const postmaster = Number(readFileSync(path.join(postgresDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const cpu = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat && (Number(entry) === postmaster || stat[0] === postmaster)) cpu.set(Number(entry), stat[1]);
  }
  return cpu;
}

/** CPU spent between two readings by the processes alive at the second (a backend that exited is lost). */
function postgresCpuSince(before: Map<number, number> | null): number | null {
  const after = postgresCpu();
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, total] of after) ms += total - (before.get(pid) ?? 0);
  return ms;
}

/**
 * Requests/s, latency percentiles and cost per request of GET url at `connections` concurrent requests; any
 * non-2xx fails the run. `paths`: a new path per request, taken in turn (random pages).
 */
export async function measure(
  url: string,
  {
    headers = {},
    connections = 50,
    paths,
  }: { headers?: Record<string, string>; connections?: number; paths?: string[] } = {},
): Promise<LoadFigures> {
  const nodeBefore = mainThreadCpuMs();
  const pgBefore = postgresCpu();
  const statementsBefore = statementsSent;
  const result = await new Promise<{ times: number[]; rps: number; total: number; non2xx: number; errors: number }>(
    (resolve, reject) => {
      const worker = new Worker(new URL("./bench-load-worker.mjs", import.meta.url), {
        workerData: { url, connections, seconds: BENCH_SECONDS, headers, paths },
      });
      worker.once("message", resolve);
      worker.once("error", reject);
    },
  );
  const nodeCpu = mainThreadCpuMs() - nodeBefore;
  const pgCpu = postgresCpuSince(pgBefore);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const times = result.times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  const n = Math.max(1, result.total);
  return {
    rps: result.rps,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    nodeMs: nodeCpu / n,
    pgMs: pgCpu === null ? null : pgCpu / n,
    statements: (statementsSent - statementsBefore) / n,
  };
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
  console.log("| endpoint | req/s | p50 ms | p95 ms | p99 ms | Node ms/req | PG CPU ms/req | statements/req |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const [name, f] of rows) {
    const pgMs = f.pgMs === null ? "–" : f.pgMs.toFixed(2);
    console.log(
      `| ${name} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.nodeMs.toFixed(2)} | ${pgMs} | ${f.statements.toFixed(2)} |`,
    );
  }
}
