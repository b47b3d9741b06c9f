import type { EventEmitter } from "node:events";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as tables from "#server/db/tables.ts";

export type Db = NodePgDatabase<typeof tables> & { $client: pg.Pool };

export const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

/**
 * How long an idle pooled connection is kept. Named prepared statements and their plans live per connection
 * (decision 0044): pg's default of 10 s closed them between bursts of traffic, and the next burst paid connect,
 * prepare and planning again (200–600 ms for the first requests of 20 fresh connections under load).
 */
export const POOL_IDLE_MS = 5 * 60_000;

export function createDb(databaseUrl: string, max = 10): Db {
  // allowExitOnIdle: idle connections never keep a script's process alive (the server has its listener).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    idleTimeoutMillis: POOL_IDLE_MS,
    allowExitOnIdle: true,
  });
  pool.on("error", () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  });
  // Every connection's NOTICEs reach the pool's listeners (the auth cache hears its own process's writes).
  pool.on("connect", (client) => {
    client.on("notice", (notice) => (pool as unknown as EventEmitter).emit("notice", notice.message));
  });
  return drizzle(pool, { schema: tables }) as Db;
}

/** Hears the NOTICE messages of every connection of the pool (triggers use them to tell our own process). */
export function onDbNotice(db: Db, listener: (message: string | undefined) => void): void {
  (db.$client as unknown as EventEmitter).on("notice", listener);
}

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
