import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf, multipart } from "#server/features/documents/documents.test-support.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app.ts";
import { crossSiteMessage } from "./request-guards.ts";

// APP_URL of the harness is http://localhost:3999.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

const json = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/dealrooms",
    headers: { cookie: user.cookie, ...headers },
    payload: { name: "CSRF probe" },
  });

async function leaseUpload(headers: Record<string, string>) {
  const body = multipart([{ name: "file", filename: "lease.pdf", data: await makePdf(["Lease agreement"]) }]);
  return t.app.inject({
    method: "POST",
    url: "/api/leases",
    headers: { ...body.headers, cookie: user.cookie, ...headers },
    payload: body.payload,
  });
}

describe("cross-site requests", () => {
  it("refuses JSON and multipart posts from another origin, another port of the same host, or same-site", async () => {
    const probes: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "http://localhost:4000" },
      { origin: "https://localhost:3999" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of probes) {
      const a = await json(headers);
      expect(a.statusCode, JSON.stringify(headers)).toBe(403);
      expect(a.json().title).toBe(crossSiteMessage);
      expect((await leaseUpload(headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    const contacts = multipart([
      { name: "file", filename: "c.csv", data: Buffer.from("a,b\n1,2\n"), contentType: "text/csv" },
    ]);
    const imp = await t.app.inject({
      method: "POST",
      url: "/api/contacts/imports",
      headers: { ...contacts.headers, cookie: user.cookie, origin: "http://localhost:4000" },
      payload: contacts.payload,
    });
    expect(imp.statusCode).toBe(403);
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/dealrooms/00000000-0000-4000-8000-000000000000",
        headers: { cookie: user.cookie, origin: "http://localhost:4000" },
        payload: {},
      });
      expect(res.statusCode, method).toBe(403);
    }
    const { rows } = await t.ctx.db.$client.query("select count(*)::int as n from dealrooms where name = 'CSRF probe'");
    expect(rows[0].n).toBe(0);
  });

  it("accepts our own origin, same-origin fetch metadata and non-browser clients; reads are never refused", async () => {
    expect((await json({ origin: "http://localhost:3999" })).statusCode).toBe(201);
    expect((await json({ "sec-fetch-site": "same-origin" })).statusCode).toBe(201);
    expect((await json({})).statusCode).toBe(201);
    expect((await leaseUpload({ origin: "http://localhost:3999", "sec-fetch-site": "same-origin" })).statusCode).toBe(
      201,
    );
    const read = await t.app.inject({
      method: "GET",
      url: "/api/dealrooms",
      headers: { cookie: user.cookie, origin: "http://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe("minor edges", () => {
  it("answers an over-long path with 404 NOT_FOUND, never 403 BAD_REQUEST", async () => {
    for (const url of [
      `/api/dealrooms/${"a".repeat(5000)}`,
      `/api/leases/${"b".repeat(300)}`,
      `/${"c".repeat(5000)}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url.slice(0, 30)).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("sends HSTS only over https", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const proxied = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" }, databaseUrl: t.databaseUrl });
    try {
      const tls = await proxied.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(tls.headers["strict-transport-security"]).toMatch(/max-age/);
    } finally {
      await proxied.close();
    }
  });
});
