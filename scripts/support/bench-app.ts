// The harness every HTTP benchmark shares: a throwaway embedded PostgreSQL, the real app listening on loopback
// (production config, no rate limits), and users signed up through the real auth flow. `keep`: the data
// directory outlives the run, and a later run with `fresh: false` starts on it (seeded data reused).
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createDb, migrateDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";
import { waitForMail } from "../../tests/support/mail.ts";
import { cookieHeader } from "../../tests/support/test-app.ts";
import { watchPostgres } from "./bench-load.ts";

export async function startBenchApp(
  name: string,
  { poolSize = 10, fresh = true, keep = false }: { poolSize?: number; fresh?: boolean; keep?: boolean } = {},
) {
  const dataDir = path.resolve(`.tmp/${name}`);
  if (fresh) await rm(dataDir, { recursive: true, force: true });
  const pgServer = await startEmbeddedPostgres(dataDir, { port: 0, durable: false });
  watchPostgres(path.join(dataDir, "postgres"));
  const db = createDb(pgServer.url, poolSize);
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
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;

  async function signUp(email: string) {
    await built.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Bench User", firstName: "Bench", lastName: "User", email, password: "bench-password-1" },
    });
    const link = new URL((await waitForMail(dataDir, email, /Confirm/)).links[0] as string);
    await built.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    return signIn(email);
  }

  async function signIn(email: string) {
    const signedIn = await built.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "bench-password-1" },
    });
    return { cookie: cookieHeader(signedIn.headers["set-cookie"]), id: signedIn.json().user.id as string };
  }

  async function stop() {
    await built.close();
    await pgServer.stop();
    if (!keep) await rm(dataDir, { recursive: true, force: true });
  }

  return { built, db, base, dataDir, databaseUrl: pgServer.url, signUp, signIn, stop };
}
