// Generated from the registered routes: a NUL or control character anywhere in the path, the query, a JSON
// body or a multipart part is a 400 with the same message on every route, before any handler runs.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart } from "#server/features/documents/documents.test-support.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app.ts";
import { textMessages } from "./input-text.ts";
import { type RegisteredRoute, registeredRoutes } from "./request-guards.ts";

let t: TestApp;
let user: TestUser;
let api: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  api = registeredRoutes(t.app).filter(
    (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && r.method !== "HEAD" && r.method !== "OPTIONS",
  );
});
afterAll(async () => {
  await t.close();
});

/** The route's URL with every parameter filled: `bad` for the first one, a random uuid for the others. */
function fill(url: string, bad?: string): string {
  let first = true;
  return url.replace(/\*$/, "x").replace(/:[A-Za-z]+/g, () => {
    const value = first && bad !== undefined ? bad : randomUUID();
    first = false;
    return value;
  });
}

const probe = (method: string, url: string, extra: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: method as "GET",
    url,
    headers: { cookie: user.cookie, ...extra.headers },
    ...(extra.payload !== undefined ? { payload: extra.payload as string } : {}),
  });

function expectRefused(res: { statusCode: number; json: () => { fields?: Record<string, string> } }, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(Object.values(res.json().fields ?? {}), what).toContain(textMessages.nul);
}

describe("control characters at the contract edge", () => {
  it("covers the routes of every feature", () => {
    expect(api.length).toBeGreaterThan(60);
  });

  it("refuses NUL in a path parameter of every route that has one", async () => {
    const withParams = api.filter((r) => /:[A-Za-z]/.test(r.url));
    expect(withParams.length).toBeGreaterThan(20);
    for (const r of withParams) expectRefused(await probe(r.method, fill(r.url, "a%00b")), `${r.method} ${r.url}`);
  });

  it("refuses NUL and other control characters in the query of every route", async () => {
    for (const [i, r] of api.entries()) {
      const bad = i % 2 === 0 ? "%00" : "%1B";
      expectRefused(await probe(r.method, `${fill(r.url)}?q=a${bad}b&page=1`), `${r.method} ${r.url}`);
    }
  });

  it("refuses a control character anywhere in the JSON body of every route that takes one", async () => {
    const withBody = api.filter((r) => r.schema?.body && r.method !== "GET");
    expect(withBody.length).toBeGreaterThan(20);
    for (const r of withBody) {
      const payload = JSON.stringify({ name: "ok", nested: [{ text: "line\u0000" }] });
      const res = await probe(r.method, fill(r.url), { payload, headers: { "content-type": "application/json" } });
      expectRefused(res, `${r.method} ${r.url}`);
      const key = await probe(r.method, fill(r.url), {
        payload: JSON.stringify({ "bad\u0007key": 1 }),
        headers: { "content-type": "application/json" },
      });
      expectRefused(key, `${r.method} ${r.url} (key)`);
    }
  });

  it("refuses control characters in multipart field values and file names on every upload route", async () => {
    const uploads = api.filter((r) => r.method === "POST" && !r.schema?.body && !r.url.startsWith("/api/auth"));
    let refused = 0;
    for (const r of uploads) {
      for (const body of [
        multipart([
          { name: "title", value: "Lease\u0000" },
          { name: "file", filename: "a.pdf", data: Buffer.from("%PDF-1.4\n") },
        ]),
        multipart([{ name: "file", filename: "a\u0000.pdf", data: Buffer.from("%PDF-1.4\n") }]),
      ]) {
        const res = await probe("POST", fill(r.url), { payload: body.payload, headers: body.headers });
        // Routes that read no parts (e.g. a POST without a body) may accept; none may fail.
        expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
        if (res.statusCode === 400) refused++;
      }
    }
    // Upload routes without a path parameter read the parts first (the others may answer 404 for the room).
    expect(refused).toBeGreaterThanOrEqual(6);
    for (const url of ["/api/leases", "/api/offering-memorandums"]) {
      const body = multipart([{ name: "file", filename: "a\u0000.pdf", data: Buffer.from("%PDF-1.4\n") }]);
      const res = await probe("POST", url, { payload: body.payload, headers: body.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(textMessages.nul);
    }
  });

  it("keeps tabs, line breaks and every other character", async () => {
    const tab = await probe("POST", "/api/dealrooms", {
      payload: JSON.stringify({ name: "Tab\there, ünïcode ✓" }),
      headers: { "content-type": "application/json" },
    });
    expect(tab.statusCode).toBe(201);
    const ok = await probe("POST", "/api/dealrooms", {
      payload: JSON.stringify({ name: "Harbor Point — Sale ✓ 😀" }),
      headers: { "content-type": "application/json" },
    });
    expect(ok.statusCode).toBe(201);
  });
});
