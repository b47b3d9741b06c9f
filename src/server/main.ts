// Entry: config → database (embedded when DATABASE_URL is unset) → migrate → app and/or worker → listen.
import pino from "pino";
import { warmUpOcr } from "#server/analysis/ocr/ocr.ts";
import { buildApp, type BuiltApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { createDb, migrateDb } from "#server/db/client.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "#server/db/embedded.ts";

/** A start-up failure as one clear line: never `undefined`. */
export function describeStartupError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") return `port already in use (${err.message}); set PORT to a free port`;
    return err.message || err.name || "unknown error";
  }
  if (err === undefined || err === null) return "unknown error (no details were given)";
  return typeof err === "string" ? err : JSON.stringify(err);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  process.stderr.write(`Leasedesk could not start: ${describeStartupError(err)}\n`);
  process.exit(1);
}
const log = pino({ level: config.logLevel });

let embedded: EmbeddedDatabase | null = null;
let built: BuiltApp | null = null;
try {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log.info({ dir: config.dataDir }, "starting embedded PostgreSQL");
    embedded = await startEmbeddedPostgres(config.dataDir, {
      port: config.embeddedPgPort,
      log: (message) => log.warn(message),
    });
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl);
  await migrateDb(db);
  built = await buildApp({ config, databaseUrl, db, log });
  await built.start();
  if (config.role !== "worker") {
    await built.app.listen({ port: config.port, host: config.host });
    log.info(`Leasedesk is serving ${config.appUrl}`);
    // Card scans are answered in the request within 10 s: their OCR must not start cold.
    void warmUpOcr().catch((err) => log.warn({ err }, "OCR warm-up failed"));
  }
} catch (err) {
  log.fatal({ err }, "start-up failed");
  process.stderr.write(`Leasedesk could not start: ${describeStartupError(err)}\n`);
  await built?.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await built?.close();
    await embedded?.stop();
  } catch (err) {
    log.error({ err }, "error during shutdown");
  }
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
