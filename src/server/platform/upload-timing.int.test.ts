// A refused upload is answered at once, even while the client is still sending: the first bytes decide.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app.ts";

let t: TestApp;
let user: TestUser;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

async function post(url: string, bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), filename);
  const started = Date.now();
  const res = await fetch(`${base}${url}`, { method: "POST", headers: { cookie: user.cookie }, body: form });
  await res.text();
  return { status: res.status, ms: Date.now() - started };
}

describe("upload type check timing", () => {
  it("answers a 2 MB non-PDF with 415 within a second on every PDF upload route", async () => {
    const fake = Buffer.alloc(2 * 1024 * 1024 + 17, 0x41);
    for (const url of ["/api/leases", "/api/offering-memorandums"]) {
      const res = await post(url, fake, "not-a.pdf");
      expect(res.status, url).toBe(415);
      expect(res.ms, url).toBeLessThan(1500);
    }
  }, 30_000);

  it("keeps the connection usable afterwards", async () => {
    const fake = Buffer.alloc(3 * 1024 * 1024, 0x42);
    for (let i = 0; i < 3; i++) expect((await post("/api/leases", fake, "again.pdf")).status).toBe(415);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 30_000);
});
