// Entry: config → database (embedded when DATABASE_URL is unset) → migrate → app and/or worker → listen.
import pino from "pino";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createDb, migrateDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";

const config = loadConfig();
const log = pino({ level: config.logLevel });

let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  log.info({ dir: config.dataDir }, "starting embedded PostgreSQL");
  embedded = await startEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort });
  databaseUrl = embedded.url;
}
const db = createDb(databaseUrl);
await migrateDb(db);
const built = await buildApp({ config, databaseUrl, db, log });
await built.start();
if (config.role !== "worker") {
  await built.app.listen({ port: config.port, host: config.host });
  log.info(`Leasedesk is serving ${config.appUrl}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await built.close();
    await embedded?.stop();
  } catch (err) {
    log.error({ err }, "error during shutdown");
  }
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
