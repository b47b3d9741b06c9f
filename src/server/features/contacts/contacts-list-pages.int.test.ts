// The people and companies lists page by prepared statements (decision 0044): every page of every sort is the
// same order as one long page, the first page and deeper pages agree, a page is one named statement, and a
// second run of the same variant reuses the statement's text.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPagesMatchOneLongPage, getList, recordStatements } from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

const get = (user: TestUser, url: string) => getList(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    // Repeated names and nulls, so ties fall to the id and nulls keep their place in both directions.
    for (const user of [ann, bob]) {
      await db.query(
        `insert into companies (name, name_key, website, created_by)
         select 'Company ' || (g % 7), 'company ' || g, case when g % 3 = 0 then null else 'c' || g || '.example' end, $1
           from generate_series(1, 23) g`,
        [user.id],
      );
      await db.query(
        `insert into people (first_name, last_name, email, name_key, created_by, company_id, updated_at)
         select 'First' || (g % 5), 'Last' || (g % 4), case when g % 4 = 0 then null else 'p' || g || '@example.com' end,
                'k' || g, $1, (select id from companies where created_by = $1 order by id offset g % 23 limit 1),
                now() - (g % 6 || ' minutes')::interval
           from generate_series(1, 47) g`,
        [user.id],
      );
    }
  } finally {
    await db.end();
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("list pages", () => {
  it("pages people in the same order as one long page, for every sort in both directions", async () => {
    for (const sort of ["lastName", "-lastName", "firstName", "-email", "company", "-updatedAt", "createdAt"]) {
      await expectPagesMatchOneLongPage(t, ann, `/api/contacts/people?sort=${sort}`, { pageSize: 20, total: 47 });
    }
    await expectPagesMatchOneLongPage(t, ann, "/api/contacts/people?q=Last1", { pageSize: 5, total: 12 });
  });

  it("pages companies in the same order as one long page, for every sort in both directions", async () => {
    for (const sort of ["name", "-name", "website", "-peopleCount", "updatedAt"]) {
      await expectPagesMatchOneLongPage(t, ann, `/api/contacts/companies?sort=${sort}`, { pageSize: 10, total: 23 });
    }
  });

  it("reads a page in one named statement, scoped to the user, and past the last page answers the total", async () => {
    await recordStatements(t, async (sent) => {
      for (const url of ["/api/contacts/people?page=1&pageSize=20", "/api/contacts/companies?page=2&pageSize=20"]) {
        await get(ann, url); // warms the session cache
        sent.length = 0;
        const page = await get(ann, url);
        expect(sent, url).toHaveLength(1);
        expect(sent[0]?.name).toMatch(/^(people|companies)\.list:/);
        expect(page.items.length).toBeGreaterThan(0);
      }
      const bobs = await get(bob, "/api/contacts/people?page=1&pageSize=100");
      const anns = await get(ann, "/api/contacts/people?page=1&pageSize=100");
      expect(bobs.items.filter((p) => anns.items.some((a) => a.id === p.id))).toEqual([]);
      expect(await get(ann, "/api/contacts/people?page=9&pageSize=20")).toEqual({ items: [], total: 47 });
    });
  });
});
