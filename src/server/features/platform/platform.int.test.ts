import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { addRoute } from "#server/platform/http.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

// A gated route declared the way features declare theirs, to prove the platform's enforcement.
const gatedProbe = defineRoute({
  method: "GET",
  path: "/api/test/gated",
  feature: "dealrooms",
  response: z.object({ ok: z.literal(true) }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: ({ app, ctx }) => addRoute(app, ctx, gatedProbe, async () => ({ ok: true as const })),
  });
});
afterAll(async () => {
  await t.close();
});

describe("platform", () => {
  it("reports health with a database check and serves OpenAPI", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain("/api/profile");
  });

  it("tells the web which address autocomplete to use", async () => {
    const user = await t.signUp();
    const res = await t.app.inject({ method: "GET", url: "/api/maps/config", headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ provider: "none", googleMapsApiKey: null });
  });

  it("answers unknown API paths with problem+json 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("refuses a gated route once the trial is over, and allows it after an admin-granted upgrade", async () => {
    const admin = await t.signUp({ email: "admin-first@example.com" });
    await t.ctx.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
    const broker = await t.signUp();
    const during = await t.app.inject({ method: "GET", url: "/api/test/gated", headers: { cookie: broker.cookie } });
    expect(during.statusCode).toBe(200);

    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${broker.id}`);
    const after = await t.app.inject({ method: "GET", url: "/api/test/gated", headers: { cookie: broker.cookie } });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe("FEATURE_REQUIRED");
    const sub = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie: broker.cookie } });
    expect(sub.json()).toMatchObject({ isTrialActive: false, features: { dealrooms: false } });

    // Only admins may grant; a non-admin is refused.
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${admin.id}/grants`,
      headers: { cookie: broker.cookie },
      payload: { upgradeType: "features" },
    });
    expect(refused.statusCode).toBe(403);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie: broker.cookie } });
    expect(list.statusCode).toBe(403);

    const grant = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${broker.id}/grants`,
      headers: { cookie: admin.cookie },
      payload: { upgradeType: "dealrooms" },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().freeUpgradeTypes).toEqual(["dealrooms"]);
    const granted = await t.app.inject({ method: "GET", url: "/api/test/gated", headers: { cookie: broker.cookie } });
    expect(granted.statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/users/00000000-0000-4000-8000-000000000000/grants",
      headers: { cookie: admin.cookie },
      payload: { upgradeType: "features" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets an admin impersonate a user and return", async () => {
    const admin = await t.signUp({ email: "second-admin@example.com" });
    await t.ctx.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
    const target = await t.signUp({ firstName: "Viewed", lastName: "User" });
    const start = await t.app.inject({
      method: "POST",
      url: "/api/admin/impersonation",
      headers: { cookie: admin.cookie },
      payload: { userId: target.id, reason: "Support ticket 42" },
    });
    expect(start.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(start.headers["set-cookie"] ?? []);
    const jar = new Map<string, string>(admin.cookie.split("; ").map((c) => c.split("=", 2) as [string, string]));
    for (const c of setCookies) {
      const [pair] = c.split(";");
      const [k, ...v] = pair.split("=");
      jar.set(k, v.join("="));
    }
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const me = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(me.json()).toMatchObject({ id: target.id, impersonatedBy: admin.id });
  });

  it("limits repeated failed sign-ins with 429 and a retry hint", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" } });
    try {
      let last = 0;
      let retry: unknown;
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: "nobody@example.com", password: "wrong-password" },
          remoteAddress: "203.0.113.7",
        });
        last = res.statusCode;
        retry = res.headers["x-retry-after"];
      }
      expect(last).toBe(429);
      expect(Number(retry)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("delivers an event published by one instance to an SSE client of another", async () => {
    // A second process of the same deployment: same database, same auth secret.
    const other = await createTestApp({ databaseUrl: t.databaseUrl, env: { AUTH_SECRET: t.ctx.config.authSecret } });
    try {
      const user = await t.signUp();
      await other.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (other.app.server.address() as AddressInfo).port;
      const received = new Promise<string>((resolve, reject) => {
        const req = http.get(
          {
            host: "127.0.0.1",
            port,
            path: "/api/events",
            headers: { cookie: user.cookie, accept: "text/event-stream" },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            let buffer = "";
            res.on("data", (chunk: Buffer) => {
              buffer += chunk.toString();
              const match = buffer.match(/data: (.*)\n\n/);
              if (match) {
                resolve(match[1]);
                req.destroy();
              }
            });
          },
        );
        req.on("error", reject);
        setTimeout(() => reject(new Error("no event within 5 s")), 5000);
      });
      // Give the stream a moment to subscribe, then change the profile through the first instance.
      await new Promise((r) => setTimeout(r, 200));
      const patch = await t.app.inject({
        method: "PATCH",
        url: "/api/profile",
        headers: { cookie: user.cookie },
        payload: { position: "Broker" },
      });
      expect(patch.statusCode).toBe(200);
      expect(JSON.parse(await received)).toMatchObject({ type: "profile.updated", entity: "profile", id: user.id });
    } finally {
      await other.close();
    }
  });

  it("refuses the event stream without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/events" });
    expect(res.statusCode).toBe(401);
  });

  it("serves stored files only through a valid, unexpired signature", async () => {
    await t.ctx.storage.put("lease_documents", "u1/file.pdf", Buffer.from("%PDF-1.4 test"), "application/pdf");
    const url = new URL(await t.ctx.storage.signedUrl("lease_documents", "u1/file.pdf"));
    const ok = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("application/pdf");
    expect(ok.body).toContain("%PDF-1.4");
    const tampered = await t.app.inject({ method: "GET", url: `${url.pathname.replace("u1", "u2")}${url.search}` });
    expect(tampered.statusCode).toBe(404);
    const expired = new URL(await t.ctx.storage.signedUrl("lease_documents", "u1/file.pdf", { expiresInSeconds: -10 }));
    const gone = await t.app.inject({ method: "GET", url: `${expired.pathname}${expired.search}` });
    expect(gone.statusCode).toBe(403);
  });
});
