// The properties table pages by prepared statements (decision 0044): every page of every sort (parent
// included) is the order of one long page, filters count their matches, and an unfiltered page is one named
// statement with its exact total.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPagesMatchOneLongPage, getList, recordStatements } from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

type Row = { id: string; name: string; parent: { name: string } | null };
const get = (user: TestUser, url: string) => getList<Row>(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    for (const user of [ann, bob]) {
      await db.query(
        `insert into properties (name, location_city, city_key, property_type, size_sf, created_by, updated_at)
         select 'Building ' || (g % 9), case when g % 2 = 0 then 'Austin' else 'Reno' end,
                case when g % 2 = 0 then 'austin' else 'reno' end, case when g % 3 = 0 then 'Office' else 'Retail' end,
                case when g % 4 = 0 then null else 1000 * g end, $1, now() - (g % 5 || ' minutes')::interval
           from generate_series(1, 31) g`,
        [user.id],
      );
      // Three parks with three children each.
      await db.query(
        `with parks as (select id, row_number() over (order by id) n from properties where created_by = $1
            order by id limit 3),
          kids as (select id, row_number() over (order by id) n from properties where created_by = $1
            and id not in (select id from parks) order by id limit 9)
         update properties p set parent_property_id = parks.id from kids join parks on parks.n = 1 + kids.n % 3
         where p.id = kids.id`,
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

describe("properties list pages", () => {
  it("pages in the order of one long page for every sort, parent included", async () => {
    for (const sort of ["-updatedAt", "updatedAt", "name", "-sizeSf", "parent", "-parent", "propertyType"]) {
      await expectPagesMatchOneLongPage(t, ann, `/api/properties?sort=${sort}`, { pageSize: 10, total: 31 });
    }
    const byParent = await get(ann, "/api/properties?sort=parent&pageSize=9");
    expect(byParent.items.every((r) => r.parent !== null)).toBe(true);
    // Children come grouped under their parent, in parent-name order either way.
    for (const [sort, sign] of [
      ["parent", 1],
      ["-parent", -1],
    ] as const) {
      const parents = (await get(ann, `/api/properties?sort=${sort}&pageSize=9`)).items.map(
        (r) => r.parent?.name ?? "",
      );
      const inOrder = parents.every((n, i) => i === 0 || sign * n.localeCompare(parents[i - 1] as string) >= 0);
      expect(inOrder, parents.join(", ")).toBe(true);
    }
  });

  it("counts filtered matches and keeps them to the user", async () => {
    expect((await get(ann, "/api/properties?type=Office&city=Austin&pageSize=2")).total).toBe(5);
    expect((await get(ann, "/api/properties?q=building 3&pageSize=2")).total).toBe(4);
    const bobs = await get(bob, "/api/properties?pageSize=100");
    const anns = await get(ann, "/api/properties?pageSize=100");
    expect(bobs.items.filter((b) => anns.items.some((a) => a.id === b.id))).toEqual([]);
  });

  it("reads an unfiltered page in one named statement and answers the total past the last page", async () => {
    await recordStatements(t, async (sent) => {
      await get(ann, "/api/properties?page=1&pageSize=20");
      sent.length = 0;
      expect((await get(ann, "/api/properties?page=1&pageSize=20")).items).toHaveLength(20);
      expect(sent.map((s) => s.name)).toEqual(["properties.list:-updatedAt..first20"]);
      expect(await get(ann, "/api/properties?page=5&pageSize=20")).toEqual({ items: [], total: 31 });
    });
  });
});
