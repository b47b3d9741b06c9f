import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as tables from "#server/db/tables.ts";

export type Db = NodePgDatabase<typeof tables> & { $client: pg.Pool };

export const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export function createDb(databaseUrl: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  pool.on("error", () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  });
  return drizzle(pool, { schema: tables }) as Db;
}

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
