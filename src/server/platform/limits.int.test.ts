import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMails } from "../../../tests/support/mail.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { signInPolicy } from "./auth-limits.ts";
import { mailLimits } from "./limits.ts";

// Rate limits are on here (the shared harness turns them off); each test uses its own addresses and accounts.
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" } });
  proxied = await createTestApp({
    env: { RATE_LIMIT_ENABLED: "true", TRUST_PROXY: "127.0.0.1,10.9.0.0/16" },
    databaseUrl: t.databaseUrl,
  });
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});

const signIn = (app: TestApp, email: string, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
  app.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers,
    payload: { email, password: "wrong-password-1" },
  });

describe("client address", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY: a rotating header does not escape the per-address limit", async () => {
    const peer = `127.0.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200) + 1}`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signIn(t, `nobody-${randomUUID()}@example.com`, { "x-forwarded-for": `203.0.113.${i}` }, peer);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it("honours X-Forwarded-For from a trusted proxy: each forwarded client has its own budget", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await signIn(proxied, `nobody-${randomUUID()}@example.com`, {
        "x-forwarded-for": `198.51.100.${(i % 7) + Math.floor(Math.random() * 100) + 100}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.every((c) => c === 401)).toBe(true);
    // …and a forwarded client that spoofs a further hop is still judged by the address the proxy saw.
    const shared = `198.51.100.${Math.floor(Math.random() * 90) + 1}`;
    const spoofed: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await signIn(proxied, `nobody-${randomUUID()}@example.com`, {
        "x-forwarded-for": `192.0.2.${i}, ${shared}`,
      });
      spoofed.push(res.statusCode);
    }
    expect(spoofed.at(-1)).toBe(429);
  });
});

describe("sign-in per account", () => {
  it("slows down, then locks the account and e-mails its owner; another account is unaffected", {
    timeout: 60_000,
  }, async () => {
    const user = await t.signUp();
    const started = Date.now();
    const codes: number[] = [];
    // A different peer address per attempt: the lock is per account, whatever the address.
    for (let i = 0; i < signInPolicy.lockAfter + 2; i++) {
      codes.push((await signIn(t, user.email, {}, `127.1.${i}.9`)).statusCode);
    }
    expect(codes.slice(0, signInPolicy.lockAfter).every((c) => c === 401)).toBe(true);
    expect(codes.slice(signInPolicy.lockAfter)).toEqual([429, 429]);
    expect(Date.now() - started).toBeGreaterThan(signInPolicy.baseDelayMs * 7);
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "127.2.0.1",
      payload: { email: user.email, password: user.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/locked for 15 minutes/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    const mails = (await readMails(t.dataDir)).filter((m) => m.to.includes(user.email) && /locked/.test(m.subject));
    expect(mails).toHaveLength(1);

    const other = await t.signUp();
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "127.2.0.2",
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("a successful sign-in clears the failed attempts", async () => {
    const user = await t.signUp();
    for (let i = 0; i < 4; i++) expect((await signIn(t, user.email, {}, `127.3.${i}.1`)).statusCode).toBe(401);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "127.3.9.1",
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    const { rows } = await t.ctx.db.$client.query("select count from rate_limits where key = $1", [
      `ld:sign-in:${user.email}`,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe("mail-sending routes", () => {
  it("limits password-reset mail per recipient, whatever the address, and answers alike for unknown accounts", async () => {
    const user = await t.signUp();
    const ask = (email: string, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        remoteAddress: `127.4.${i}.${Math.floor(Math.random() * 200) + 1}`,
        payload: { email, redirectTo: "/auth?view=reset_password" },
      });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < mailLimits.perRecipient + 2; i++) {
      known.push((await ask(user.email, i)).statusCode);
      unknown.push((await ask(`ghost-${user.id}@example.com`, i)).statusCode);
    }
    // The sign-up already asked one mail for the known address; otherwise both answer alike.
    const n = mailLimits.perRecipient;
    expect(unknown).toEqual([...Array(n).fill(200), 429, 429]);
    expect(known).toEqual([...Array(n - 1).fill(200), 429, 429, 429]);
    const resets = (await readMails(t.dataDir)).filter((m) => m.to.includes(user.email) && /Reset/.test(m.subject));
    expect(resets.length).toBeLessThanOrEqual(mailLimits.perRecipient);
  });

  it("limits sign-up per address even with a rotating X-Forwarded-For", async () => {
    const peer = `127.5.${Math.floor(Math.random() * 200)}.1`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: peer,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        payload: {
          email: `signup-${randomUUID()}@example.com`,
          password: "correct-horse-9",
          name: "A B",
          firstName: "A",
          lastName: "B",
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe(429);
  });
});
