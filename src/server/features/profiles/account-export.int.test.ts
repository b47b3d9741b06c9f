// Data export: a job writes every owned row (JSON + CSV per table) into a zip, the user is e-mailed, and only
// the owner can download it; one export in preparation at a time.
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { EXPORT_EXPIRED_MESSAGE } from "#shared/contract/account-data.ts";
import { EXPORT_BUCKET, EXPORT_PURGE_JOB } from "./account-export.jobs.ts";

let t: TestApp;
let user: TestUser;
let other: TestUser;

const req = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** The entries of a zip (local file headers; stored or deflated), enough to read what the export holds. */
function unzip(buf: Buffer): Map<string, string> {
  const entries = new Map<string, string>();
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const method = buf.readUInt16LE(at + 8);
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const extraLength = buf.readUInt16LE(at + 28);
    const name = buf.toString("utf8", at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = buf.subarray(start, start + size);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at = start + size;
  }
  return entries;
}

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
  other = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("account data export", () => {
  it("answers 401 to anonymous callers", async () => {
    expect((await req("POST", "/api/account/exports")).statusCode).toBe(401);
    expect((await req("GET", "/api/account/exports")).statusCode).toBe(401);
  });

  it("builds a zip of the user's records in a job, e-mails them, and lets only them download it", async () => {
    const person = await req("POST", "/api/contacts/people", user.cookie, {
      firstName: "Export",
      lastName: 'Person, "Quoted"',
      email: "export.person@example.test",
    });
    expect(person.statusCode).toBeLessThan(300);
    const started = await req("POST", "/api/account/exports", user.cookie);
    expect(started.json()).toMatchObject({ status: "pending" });
    const again = await req("POST", "/api/account/exports", user.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe("An export is already being prepared. We will e-mail you when it is ready.");

    await waitForMail(t.dataDir, user.email, /data export is ready/, 30_000);
    const list = await req("GET", "/api/account/exports", user.cookie);
    const [ready] = list.json().items;
    expect(ready).toMatchObject({ id: started.json().id, status: "ready" });
    expect(ready.sizeBytes).toBeGreaterThan(0);

    // Another user's export is not found; the owner gets a signed link.
    expect((await req("GET", `/api/account/exports/${ready.id}/download`, other.cookie)).statusCode).toBe(404);
    const link = await req("GET", `/api/account/exports/${ready.id}/download`, user.cookie);
    const url = new URL(link.json().url);
    const file = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    const zip = unzip(file.rawPayload);
    expect([...zip.keys()]).toEqual(
      expect.arrayContaining(["README.txt", "data/profiles.json", "data/profiles.csv", "data/people.json"]),
    );
    const profile = JSON.parse(zip.get("data/profiles.json") ?? "[]");
    expect(profile[0]).toMatchObject({ id: user.id, email: user.email });
    expect(zip.get("data/people.csv")).toContain('"Person, ""Quoted"""');
    // Credentials never leave: no session or account tables, no token or password columns.
    expect([...zip.keys()].some((k) => /sessions|accounts\.|two_factors/.test(k))).toBe(false);
    expect(zip.get("data/people.json")).not.toContain(other.email);
  });

  it("keeps a zip for the retention period, never links past it, then the scheduled purge removes it", async () => {
    const [ready] = (await req("GET", "/api/account/exports", user.cookie)).json().items;
    expect(ready.status).toBe("ready");
    const days = (new Date(ready.expiresAt).getTime() - new Date(ready.completedAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const { rows } = await t.ctx.db.$client.query<{ storage_key: string }>(
      "select storage_key from account_exports where id = $1",
      [ready.id],
    );
    const key = rows[0].storage_key;
    expect(await t.ctx.storage.exists(EXPORT_BUCKET, key)).toBe(true);

    // Ten minutes before the purge a link lasts ten minutes, not two hours.
    await t.ctx.db.$client.query(
      "update account_exports set expires_at = now() + interval '10 minutes' where id = $1",
      [ready.id],
    );
    const link = new URL((await req("GET", `/api/account/exports/${ready.id}/download`, user.cookie)).json().url);
    const expires = Number(link.searchParams.get("expires"));
    expect(expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 600);

    await t.ctx.db.$client.query("update account_exports set expires_at = now() - interval '1 minute' where id = $1", [
      ready.id,
    ]);
    const late = await req("GET", `/api/account/exports/${ready.id}/download`, user.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().title).toBe(EXPORT_EXPIRED_MESSAGE);

    await t.ctx.jobs.send(EXPORT_PURGE_JOB, {});
    const deadline = Date.now() + 20_000;
    let status = "ready";
    while (status !== "expired" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await req("GET", "/api/account/exports", user.cookie)).json().items[0].status;
    }
    expect(status).toBe("expired");
    expect(await t.ctx.storage.exists(EXPORT_BUCKET, key)).toBe(false);
    // A new export may be asked for; the expired one stays listed.
    expect((await req("POST", "/api/account/exports", user.cookie)).statusCode).toBe(200);
  });
});
