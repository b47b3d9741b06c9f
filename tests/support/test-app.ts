// Integration-test harness: a fresh database cloned from the migrated template, the real app on top.
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type BuiltApp, buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { BillingStatusProvider } from "#shared/rules/access.ts";
import { waitForMail } from "./mail.ts";

export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject("pgAdminUrl");
  const name = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name} template leasedesk_template`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export type TestApp = BuiltApp & {
  dataDir: string;
  databaseUrl: string;
  /** Signs a new verified user up and in; returns their id and the cookie header to send. */
  signUp: (input?: Partial<TestUserInput>) => Promise<TestUser>;
};
export type TestUserInput = { email: string; password: string; firstName: string; lastName: string };
export type TestUser = TestUserInput & { id: string; cookie: string };

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    storage?: Storage;
    billingStatus?: BillingStatusProvider;
    /** Runs before the app is sealed: a test may register its own routes on the real platform. */
    beforeReady?: (built: BuiltApp) => void;
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const databaseUrl = opts.databaseUrl ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), "leasedesk-test-"));
  const config = loadConfig(
    {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: "3999",
      APP_URL: "http://localhost:3999",
      LOG_LEVEL: "silent",
      RATE_LIMIT_ENABLED: "false",
      ...opts.env,
    },
    opts.config,
  );
  const built = await buildApp({ config, databaseUrl, storage: opts.storage, billingStatus: opts.billingStatus });
  opts.beforeReady?.(built);
  await built.start();
  await built.app.ready();
  const testApp: TestApp = {
    ...built,
    dataDir,
    databaseUrl,
    signUp: (input) => signUpUser(testApp, input),
  };
  return testApp;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

async function signUpUser(t: TestApp, input: Partial<TestUserInput> = {}): Promise<TestUser> {
  const user: TestUserInput = {
    email: input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`,
    password: input.password ?? "correct-horse-9",
    firstName: input.firstName ?? "Test",
    lastName: input.lastName ?? "Broker",
  };
  const signUp = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { ...user, name: `${user.firstName} ${user.lastName}` },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const mail = await waitForMail(t.dataDir, user.email, /Confirm/);
  const link = new URL(mail.links.find((l) => l.includes("verify-email")) as string);
  const verify = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: user.email, password: user.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const id = (signIn.json() as { user: { id: string } }).user.id;
  return { ...user, id, cookie: cookieHeader(signIn.headers["set-cookie"]) };
}
