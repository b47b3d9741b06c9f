// The deletion job: after the grace period every row naming the user is gone (checked over every column of
// every table), their files are removed, shared rooms' people are e-mailed, Stripe subscriptions end, and
// another user's data is untouched. Running the job again does nothing.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { readMails, waitForMail } from "../../../../tests/support/mail.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { ACCOUNT_DELETION_SWEEP_JOB } from "./account-deletion.jobs.ts";
import { createAccountDeletionService } from "./account-deletion.service.ts";

let t: TestApp;
let stripe: FakeStripe;
let admin: TestUser;
let leaving: TestUser;
let colleague: TestUser;

type Opts = { cookie?: string; payload?: unknown; headers?: Record<string, string> };
const call = (method: "GET" | "POST" | "DELETE", url: string, opts: Opts = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
  });

async function ok(method: "GET" | "POST", url: string, opts: Opts) {
  const res = await call(method, url, opts);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function uploadToRoom(roomId: string, cookie: string) {
  const boundary = "----leasedeskdeletion";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Rent Roll.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    minimalPdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/dealrooms/${roomId}/documents/upload`,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Every (table, column) in the public schema whose value is, or (JSON) contains, the id. */
async function rowsNaming(id: string): Promise<string[]> {
  const { rows: columns } = await t.ctx.db.$client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const col = `"${c.column_name}"`;
    const test =
      c.data_type === "uuid" || c.data_type === "text" || c.data_type === "character varying"
        ? `${col}::text = $1`
        : `${col}::text like '%' || $1 || '%'`;
    const { rows } = await t.ctx.db.$client.query(`select 1 from "${c.table_name}" where ${test} limit 1`, [id]);
    if (rows.length > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({
    env: {
      ACCOUNT_DELETION_GRACE_DAYS: "0",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  stripe.setWebhookUrl("http://127.0.0.1:9/unused");
  admin = await t.signUp();
  leaving = await t.signUp({ firstName: "Lea", lastName: "Ving" });
  colleague = await t.signUp();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("account deletion job", () => {
  it("deletes every row and file of the user, tells the people of their shared rooms, and leaves others alone", async () => {
    // The leaving user's records: a person, a task, a deal room shared with a colleague holding a file, an export.
    await ok("POST", "/api/contacts/people", {
      cookie: leaving.cookie,
      payload: { firstName: "Own", lastName: "Contact" },
    });
    await ok("POST", "/api/tasks", { cookie: leaving.cookie, payload: { title: "Call the landlord" } });
    const room = await ok("POST", "/api/dealrooms", { cookie: leaving.cookie, payload: { name: "Harbor Point" } });
    await ok("POST", `/api/dealrooms/${room.id}/members`, {
      cookie: leaving.cookie,
      payload: { email: colleague.email, name: "Col League", accessLevel: "viewer" },
    });
    await uploadToRoom(room.id, leaving.cookie);
    const lonely = await ok("POST", "/api/dealrooms", { cookie: leaving.cookie, payload: { name: "Solo room" } });
    await ok("POST", "/api/account/exports", { cookie: leaving.cookie });
    await waitForMail(t.dataDir, leaving.email, /data export is ready/, 30_000);
    // A room of the colleague the leaving user is a member of, and the colleague's own records.
    const theirs = await ok("POST", "/api/dealrooms", {
      cookie: colleague.cookie,
      payload: { name: "Colleague room" },
    });
    await ok("POST", `/api/dealrooms/${theirs.id}/members`, {
      cookie: colleague.cookie,
      payload: { email: leaving.email, name: "Lea Ving", accessLevel: "editor" },
    });
    const theirPerson = await ok("POST", "/api/contacts/people", {
      cookie: colleague.cookie,
      payload: { firstName: "Their", lastName: "Contact" },
    });
    // A live Stripe subscription of the leaving user.
    stripe.subscriptions.set("sub_leaving", {
      id: "sub_leaving",
      object: "subscription",
      customer: "cus_leaving",
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      currency: "usd",
      metadata: {},
      items: { object: "list", data: [{ id: "si_1", current_period_end: 2_000_000_000, price: { id: "price_x" } }] },
    });
    await t.ctx.db.$client.query(
      `insert into billing_subscriptions (id, user_id, status, current_period_end) values ('sub_leaving', $1, 'active', 2000000000)`,
      [leaving.id],
    );

    const storageRoot = path.join(t.dataDir, "storage");
    const { rows: files } = await t.ctx.db.$client.query<{ bucket: string; key: string }>(
      `select 'dealroom_documents' as bucket, storage_key as key from dealroom_documents where dealroom_id = $1
       union all select 'account_exports', storage_key from account_exports where user_id = $2`,
      [room.id, leaving.id],
    );
    expect(files).toHaveLength(2);
    for (const f of files) expect(existsSync(path.join(storageRoot, f.bucket, f.key))).toBe(true);
    expect((await rowsNaming(leaving.id)).length).toBeGreaterThan(5);

    // Grace 0: due at once; the sweep claims it and the job deletes the account.
    expect(
      (await call("POST", "/api/account/deletion", { cookie: leaving.cookie, payload: { email: leaving.email } }))
        .statusCode,
    ).toBe(200);
    await t.ctx.jobs.send(ACCOUNT_DELETION_SWEEP_JOB, {});
    await waitForMail(t.dataDir, leaving.email, /was deleted/, 30_000);
    const deadline = Date.now() + 30_000;
    while ((await t.ctx.db.$client.query("select 1 from profiles where id = $1", [leaving.id])).rows.length > 0) {
      if (Date.now() > deadline) throw new Error("profile not deleted");
      await new Promise((r) => setTimeout(r, 200));
    }

    expect(await rowsNaming(leaving.id)).toEqual([]);
    for (const f of files) expect(existsSync(path.join(storageRoot, f.bucket, f.key))).toBe(false);
    expect((await call("GET", "/api/profile", { cookie: leaving.cookie })).statusCode).toBe(401);
    // The shared room's member is told; nobody is mailed about the room only the owner was in.
    const notice = await waitForMail(t.dataDir, colleague.email, /Harbor Point/);
    expect(notice.text).toContain("Lea Ving");
    expect((await readMails(t.dataDir)).some((m) => m.subject.includes("Solo room"))).toBe(false);
    expect((await call("GET", `/api/dealrooms/${lonely.id}`, { cookie: leaving.cookie })).statusCode).toBe(401);
    // Stripe: the subscription was cancelled, the customer left alone.
    expect(stripe.calls).toContain("DELETE /v1/subscriptions/sub_leaving");
    expect(stripe.subscriptions.get("sub_leaving")?.status).toBe("canceled");
    expect(stripe.calls.some((c) => c.startsWith("DELETE /v1/customers"))).toBe(false);
    // The colleague keeps their room and records.
    expect((await call("GET", `/api/dealrooms/${theirs.id}`, { cookie: colleague.cookie })).statusCode).toBe(200);
    expect((await call("GET", `/api/contacts/people/${theirPerson.id}`, { cookie: colleague.cookie })).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/dealrooms/${room.id}`, { cookie: colleague.cookie })).statusCode).toBe(404);
    expect((await call("GET", "/api/profile", { cookie: admin.cookie })).statusCode).toBe(200);

    // Safe to run again (a retried job after a crash): nothing left to do.
    expect(await createAccountDeletionService(t.ctx).execute(leaving.id)).toBe("gone");
  });

  it("does nothing for a cancelled or not yet due deletion", async () => {
    const u = await t.signUp();
    const svc = createAccountDeletionService(t.ctx);
    expect(await svc.execute(u.id)).toBe("not-due");
    await t.ctx.db.$client.query(
      "insert into account_deletions (user_id, due_at) values ($1, now() + interval '1 day')",
      [u.id],
    );
    expect(await svc.execute(u.id)).toBe("not-due");
    expect((await call("GET", "/api/profile", { cookie: u.cookie })).statusCode).toBe(200);
  });
});
