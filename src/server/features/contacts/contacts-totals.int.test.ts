// List totals kept by triggers (decision 0033): exact past the old 10,000 bound, per user, through inserts,
// deletes and bulk writes; filtered lists keep the bounded count (decision 0023).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp();
  bob = await t.signUp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function get(user: TestUser, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function send(user: TestUser, method: "POST" | "DELETE", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}

describe("list totals", () => {
  it("counts people and companies exactly per user through creates and deletes", async () => {
    const a = await send(ann, "POST", "/api/contacts/people", { firstName: "Ana", lastName: "Lopez" });
    await send(ann, "POST", "/api/contacts/people", { firstName: "Bo", lastName: "Chen" });
    await send(ann, "POST", "/api/contacts/companies", { name: "Acme" });
    expect((await get(ann, "/api/contacts/people?page=1&pageSize=1")).total).toBe(2);
    expect((await get(ann, "/api/contacts/companies?page=1&pageSize=1")).total).toBe(1);
    expect((await get(bob, "/api/contacts/people?page=1&pageSize=1")).total).toBe(0);
    await send(ann, "DELETE", `/api/contacts/people/${a.id}`);
    const after = await get(ann, "/api/contacts/people?page=1&pageSize=1");
    expect(after).toMatchObject({ total: 1, items: [{ firstName: "Bo" }] });
    // Past the last page the total is still given.
    expect(await get(ann, "/api/contacts/people?page=5&pageSize=20")).toMatchObject({ items: [], total: 1 });
  });

  it("is exact past 10,000 unfiltered and bounded when filtered", async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // One bulk statement, as an import batch writes them: one counter update for 10,050 rows.
      await db.query(
        `insert into people (first_name, last_name, name_key, created_by)
         select 'Bulk', 'Row ' || g, 'bulk row ' || g, $1 from generate_series(1, 10050) g`,
        [bob.id],
      );
    } finally {
      await db.end();
    }
    expect((await get(bob, "/api/contacts/people?page=1&pageSize=20")).total).toBe(10_050);
    expect((await get(bob, "/api/contacts/people?page=1&pageSize=20&q=Bulk")).total).toBe(10_001);
    expect((await get(bob, "/api/contacts/people?page=1&pageSize=20&q=Row 10050")).total).toBe(1);
    // Descending by last name is served by the same index, in the reverse order.
    const desc = await get(bob, "/api/contacts/people?page=1&pageSize=2&sort=-lastName");
    expect(desc.items.map((p: { lastName: string }) => p.lastName)).toEqual(["Row 9999", "Row 9998"]);
  }, 60_000);

  it("counts deal rooms exactly", async () => {
    await send(ann, "POST", "/api/dealrooms", { name: "Harbor Point Sale" });
    await send(ann, "POST", "/api/dealrooms", { name: "Market Street Lease" });
    expect((await get(ann, "/api/dealrooms?page=1&pageSize=1")).total).toBe(2);
    expect((await get(ann, "/api/dealrooms?page=1&q=harbor")).total).toBe(1);
  });
});
