// The people and companies lists (decisions 0044, 0051): every page of every sort is the same order as one long
// page; pages read from a cursor — next, previous, numbered jumps — equal the pages read by offset, nulls and ties
// included; a page or a seek is one named statement, never into another user's rows; a cursor of another sort or
// page size answers 400.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectCursorPagesMatch,
  expectPagesMatchOneLongPage,
  getList,
  recordStatements,
  scansOf,
} from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

const get = (user: TestUser, url: string) => getList<{ id: string }>(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    // Repeated names, nulls and equal timestamps, so ties fall to the id and nulls keep their place both ways.
    for (const user of [ann, bob]) {
      await db.query(
        `insert into companies (name, name_key, website, phone, created_by, updated_at)
         select 'Company ' || (g % 7), 'company ' || g, case when g % 3 = 0 then null else 'c' || (g % 5) || '.example' end,
                case when g % 2 = 0 then null else '555-01' || (g % 4) end, $1, now() - (g % 3 || ' minutes')::interval
           from generate_series(1, 23) g`,
        [user.id],
      );
      await db.query(
        `insert into people (first_name, last_name, email, phone, position, name_key, created_by, company_id, updated_at)
         select 'First' || (g % 5), 'Last' || (g % 4), case when g % 4 = 0 then null else 'p' || (g % 9) || '@example.com' end,
                case when g % 3 = 0 then null else '555-02' || (g % 6) end, case when g % 5 = 0 then 'Broker' end,
                'k' || g, $1, case when g % 6 = 0 then null else
                  (select id from companies where created_by = $1 order by id offset g % 23 limit 1) end,
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
      // A search page that is not the last one carries its count in the same statement.
      const urls = [
        "/api/contacts/people?page=1&pageSize=20",
        "/api/contacts/companies?page=2&pageSize=20",
        "/api/contacts/people?q=Last1&page=1&pageSize=5",
        "/api/contacts/people?q=Last1&page=2&pageSize=5",
      ];
      for (const url of urls) {
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
      expect((await get(ann, "/api/contacts/people?q=Last1&page=1&pageSize=5")).total).toBe(12);
      expect(await get(ann, "/api/contacts/people?q=Last1&page=9&pageSize=5")).toEqual({ items: [], total: 12 });
    });
  });
});

describe("a deep page typed without its cursor", () => {
  it("skips the offset in the sort index alone, then reads the page's rows (people and companies by name)", async () => {
    const cases: [string, string, string][] = [
      ["/api/contacts/people?page=2&pageSize=20", "people", "people_owner_lower_last_first_idx"],
      ["/api/contacts/people?page=2&pageSize=20&sort=-lastName", "people", "people_owner_lower_last_first_idx"],
      ["/api/contacts/people?page=2&pageSize=20&sort=firstName", "people", "people_owner_lower_first_last_idx"],
      ["/api/contacts/companies?page=2&pageSize=20", "companies", "companies_owner_lower_name_idx"],
    ];
    for (const [url, table, index] of cases) {
      await recordStatements(t, async (sent) => {
        await get(ann, url); // warms the session cache
        sent.length = 0;
        await get(ann, url);
        expect(sent, url).toHaveLength(1);
        const scans = await scansOf(t, sent[0] as (typeof sent)[number], [table]);
        expect(scans, url).toContain(`Index Only Scan ${index}`);
      });
    }
  });
});

describe("list pages by cursor", () => {
  it("pages people from cursors exactly as by offset, for every sort in both directions", async () => {
    const sorts = ["firstName", "lastName", "name", "email", "phone", "position", "company", "createdAt", "updatedAt"];
    for (const field of sorts) {
      for (const sort of [field, `-${field}`]) {
        await expectCursorPagesMatch(t, ann, `/api/contacts/people?sort=${sort}`, 10);
      }
    }
    await expectCursorPagesMatch(t, ann, "/api/contacts/people?q=Last1", 5);
  }, 120_000);

  it("pages companies from cursors exactly as by offset, for every sort in both directions", async () => {
    for (const field of ["name", "website", "phone", "peopleCount", "createdAt", "updatedAt"]) {
      for (const sort of [field, `-${field}`]) {
        await expectCursorPagesMatch(t, ann, `/api/contacts/companies?sort=${sort}`, 5);
      }
    }
  }, 120_000);

  it("seeks in one named statement, never into another user's rows", async () => {
    const first = await get(ann, "/api/contacts/people?page=1&pageSize=20");
    await recordStatements(t, async (sent) => {
      const second = await get(ann, `/api/contacts/people?page=2&pageSize=20&cursor=${first.cursor}`);
      expect(sent.map((s) => s.name)).toEqual(["people.list:lastName.asc..first20.avv"]);
      expect(second.items).toHaveLength(20);
    });
    // Ann's cursor used by Bob seeks in Bob's own list only.
    const bobs = await get(bob, `/api/contacts/people?page=2&pageSize=20&cursor=${first.cursor}`);
    const anns = await get(ann, "/api/contacts/people?page=1&pageSize=100");
    expect(bobs.items.length).toBeGreaterThan(0);
    expect(bobs.items.filter((p) => anns.items.some((a) => a.id === p.id))).toEqual([]);
  });

  it("answers 400 'Invalid page cursor' for a cursor of another sort, page size or a broken one", async () => {
    const first = await get(ann, "/api/contacts/companies?page=1&pageSize=5");
    for (const url of [
      `/api/contacts/companies?page=2&pageSize=5&sort=-name&cursor=${first.cursor}`,
      `/api/contacts/companies?page=2&pageSize=10&cursor=${first.cursor}`,
      "/api/contacts/companies?page=2&pageSize=5&cursor=bm90LWpzb24",
      "/api/contacts/people?page=2&cursor=has%20spaces",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: ann.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe("Invalid page cursor");
    }
  });
});
