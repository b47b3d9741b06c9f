// The properties table pages by prepared statements (decision 0044): every page of every sort (parent
// included) is the order of one long page, filters count their matches, and an unfiltered page is one named
// statement with its exact total. A search counts its matches only up to SEARCH_COUNT_SPAN past the page's start
// and says when its total is a lower bound.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROPERTY_TRIGRAM_STATS } from "#server/features/properties/properties-list.repository.ts";
import { forgetTrigramShares, indexStretch } from "#server/platform/rare-trigrams.ts";
import { SEARCH_COUNT_SPAN } from "#shared/contract/common.ts";
import {
  expectCursorPagesMatch,
  expectPagesMatchOneLongPage,
  getList,
  recordStatements,
} from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;
/** Cat's properties whose name holds "harbor": more than a search counts on its first page. */
const HARBOR = SEARCH_COUNT_SPAN + 30;

type Row = { id: string; name: string; parent: { name: string } | null };
const get = (user: TestUser, url: string) => getList<Row>(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  cat = await t.signUp({ email: "cat@example.com" });
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
      // Street keys on two rows in three, with ties (the address sort's nulls and ties).
      await db.query(
        "update properties set street_key = (length(name) % 4) || ' main st' where created_by = $1 and size_sf::bigint % 3 <> 0",
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
    // Cat: HARBOR harbor properties among 40 others, updated_at with ties, five parks holding some of each.
    await db.query(
      `insert into properties (name, created_by, updated_at)
       select case when g <= $2 then 'Pier ' || g || ' Harbor' else 'Dock ' || g end, $1,
              now() - (g % 7 || ' minutes')::interval
         from generate_series(1, $2 + 40) g`,
      [cat.id, HARBOR],
    );
    await db.query(
      `with parks as (select id, row_number() over (order by id) n from properties where created_by = $1
          order by id limit 5),
        kids as (select id, row_number() over (order by id) n from properties where created_by = $1
          and id not in (select id from parks) order by id limit 60)
       update properties p set parent_property_id = parks.id from kids join parks on parks.n = 1 + kids.n % 5
       where p.id = kids.id`,
      [cat.id],
    );
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
      expect(await get(ann, "/api/properties?page=5&pageSize=20")).toEqual({ items: [], total: 31, totalExact: true });
    });
  });

  /** Every page of a search, each sort and two page sizes, against the whole list kept to the matches. */
  async function expectSearchPaging(variant: "q" | "r") {
    type Page = { items: Row[]; total: number; totalExact: boolean };
    const read = (url: string) => get(cat, url) as Promise<Page>;
    for (const sort of ["-updatedAt", "updatedAt", "name", "parent", "-parent"]) {
      // The whole list by pages (no search), then kept to the matches: the order a search must page in.
      const all: Row[] = [];
      for (let page = 1; page <= 3; page++) {
        all.push(...(await read(`/api/properties?sort=${sort}&pageSize=100&page=${page}`)).items);
      }
      const expected = all.filter((r) => r.name.includes("Harbor")).map((r) => r.id);
      expect(expected).toHaveLength(HARBOR);
      for (const size of [20, 100]) {
        const ids: string[] = [];
        for (let page = 1; ; page++) {
          const url = `/api/properties?q=harbor&sort=${sort}&pageSize=${size}&page=${page}`;
          let res: Page | undefined;
          await recordStatements(t, async (sent) => {
            res = await read(url);
            // The statement of the term's kind (rare: its matches collected first; common: a walk in order).
            const list = sent.find((x) => x.name?.startsWith("properties.list:"));
            expect(list?.name, url).toMatch(`properties.list:${sort}.${variant}.`);
          });
          const { items, total, totalExact } = res as Page;
          // Counted to offset + span + 1: past that a lower bound, else the exact number.
          const bound = (page - 1) * size + SEARCH_COUNT_SPAN;
          expect({ total, totalExact }, url).toEqual(
            HARBOR > bound ? { total: bound, totalExact: false } : { total: HARBOR, totalExact: true },
          );
          if (items.length === 0) break;
          ids.push(...items.map((r) => r.id));
        }
        expect(ids, `${sort} by ${size}`).toEqual(expected);
      }
    }
    // Far past the end: the total alone, exact.
    expect(await read("/api/properties?q=harbor&page=40&pageSize=20")).toEqual({
      items: [],
      total: HARBOR,
      totalExact: true,
    });
    // A few matches: exact; another user's properties never count.
    expect(await read("/api/properties?q=pier 7 harbor")).toMatchObject({ total: 1, totalExact: true });
    expect(await get(ann, "/api/properties?q=harbor")).toMatchObject({ total: 0, totalExact: true });
  }

  it("pages a search in the order of one long list, counting only up to the span past each page's start", async () => {
    // Before ANALYZE no trigram is known to be common: every term is searched by its rare stretch.
    forgetTrigramShares(t.ctx.db);
    expect(await indexStretch(t.ctx.db, PROPERTY_TRIGRAM_STATS, "harbor")).toBe("harbor");
    await expectSearchPaging("r");
    // With the trigram statistics, "harbor" (in most of the table's rows) is common: the walk in page order.
    await t.ctx.db.execute(sql`analyze properties`);
    forgetTrigramShares(t.ctx.db);
    expect(await indexStretch(t.ctx.db, PROPERTY_TRIGRAM_STATS, "harbor")).toBeNull();
    await expectSearchPaging("q");
  });

  it("answers a search's page and its count in one statement", async () => {
    await recordStatements(t, async (sent) => {
      await get(cat, "/api/properties?q=harbor");
      sent.length = 0;
      expect((await get(cat, "/api/properties?q=harbor")).items).toHaveLength(20);
      expect(sent.map((s) => s.name)).toEqual(["properties.list:-updatedAt.q.first20"]);
    });
  });
});

describe("properties list pages by cursor (decision 0051)", () => {
  const sorts = ["updatedAt", "name", "address", "propertyType", "sizeSf", "parent"];

  it("pages from cursors exactly as by offset, for every sort in both directions, filtered too", async () => {
    for (const field of sorts) {
      for (const sort of [field, `-${field}`]) {
        await expectCursorPagesMatch(t, ann, `/api/properties?sort=${sort}`, 4);
      }
    }
    await expectCursorPagesMatch(t, ann, "/api/properties?city=Austin", 3);
    await expectCursorPagesMatch(t, ann, "/api/properties?type=Office&sort=-sizeSf", 2);
    // Cat's updated times tie in sevens: ties are broken by id on both sides of a seek.
    await expectCursorPagesMatch(t, cat, "/api/properties", 20);
    await expectCursorPagesMatch(t, cat, "/api/properties?sort=updatedAt", 20);
    // By parent: five parks' children then the top-level properties, page edges inside a park and between halves.
    await expectCursorPagesMatch(t, cat, "/api/properties?sort=parent", 7);
    await expectCursorPagesMatch(t, cat, "/api/properties?sort=-parent", 11);
    await expectCursorPagesMatch(t, ann, "/api/properties?sort=-parent&type=Retail", 3);
  }, 120_000);

  it("seeks in one named statement from the index, never into another user's rows", async () => {
    const first = await get(ann, "/api/properties?page=1&pageSize=10");
    expect(first.cursor).toBeTruthy();
    await recordStatements(t, async (sent) => {
      await get(ann, `/api/properties?page=2&pageSize=10&cursor=${first.cursor}`);
      sent.length = 0;
      const second = await get(ann, `/api/properties?page=2&pageSize=10&cursor=${first.cursor}`);
      expect(sent.map((s) => s.name)).toEqual(["properties.list:-updatedAt..first10.av"]);
      expect(second.items).toHaveLength(10);
    });
    // Ann's cursor used by Bob seeks in Bob's own list only.
    const bobs = await get(bob, `/api/properties?page=2&pageSize=10&cursor=${first.cursor}`);
    const anns = await get(ann, "/api/properties?page=1&pageSize=100");
    expect(bobs.items.length).toBeGreaterThan(0);
    expect(bobs.items.filter((p) => anns.items.some((a) => a.id === p.id))).toEqual([]);
  });

  it("answers no cursor for a search, which pages by offset, nor past the end", async () => {
    expect((await get(cat, "/api/properties?q=harbor")).cursor).toBeUndefined();
    expect((await get(ann, "/api/properties?page=99")).cursor).toBeUndefined();
  });

  it("answers 400 'Invalid page cursor' for a cursor of another sort, page size, a forged or broken one", async () => {
    const first = await get(ann, "/api/properties?page=1&pageSize=5");
    // A parent-sort cursor whose row claims a parent id that is not a uuid: refused before any SQL runs.
    const forged = Buffer.from(
      JSON.stringify({
        s: "parent",
        n: 5,
        p: 1,
        a: { keys: ["park", "not-a-uuid"], id: first.items[0]?.id },
        z: { keys: ["park", "not-a-uuid"], id: first.items[0]?.id },
      }),
    ).toString("base64url");
    for (const url of [
      `/api/properties?page=2&pageSize=5&sort=name&cursor=${first.cursor}`,
      `/api/properties?page=2&pageSize=10&cursor=${first.cursor}`,
      `/api/properties?page=2&pageSize=5&sort=parent&cursor=${first.cursor}`,
      `/api/properties?page=2&pageSize=5&sort=parent&cursor=${forged}`,
      "/api/properties?page=2&pageSize=5&cursor=bm90LWpzb24",
      "/api/properties?page=2&cursor=has%20spaces",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: ann.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail, url).toBe("Invalid page cursor");
    }
  });
});

describe("properties sorted by parent after the hierarchy changes (decision 0044, addendum 4)", () => {
  type Item = { id: string; parent: { id: string; name: string } | null };
  const call = async (user: TestUser, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
    return res.json() as { id: string };
  };
  /** The order the sort promises, from each row's parent as the detail answers it. */
  const expected = (items: Item[], sign: 1 | -1) =>
    [...items].sort((a, b) => {
      if (!a.parent || !b.parent) return a.parent ? -1 : b.parent ? 1 : a.id < b.id ? -1 : 1;
      const byName = a.parent.name.toLowerCase().localeCompare(b.parent.name.toLowerCase());
      if (byName) return sign * byName;
      if (a.parent.id !== b.parent.id) return sign * (a.parent.id < b.parent.id ? -1 : 1);
      return a.id < b.id ? -1 : 1;
    });
  const expectSorted = async (user: TestUser) => {
    for (const [sort, sign] of [
      ["parent", 1],
      ["-parent", -1],
    ] as const) {
      const items = (await getList<Item>(t, user, `/api/properties?sort=${sort}&pageSize=100`)).items;
      expect(items.map((r) => r.id)).toEqual(expected(items, sign).map((r) => r.id));
      await expectCursorPagesMatch(t, user, `/api/properties?sort=${sort}`, 2);
    }
  };

  it("keeps children under their parent's current name through rename, reparent and delete", async () => {
    const dan = await t.signUp({ email: "dan@example.com" });
    const beta = await call(dan, "POST", "/api/properties", { name: "Beta Park" });
    const alpha = await call(dan, "POST", "/api/properties", { name: "alpha park" });
    const kids = [];
    for (const [name, parent] of [
      ["Unit 1", beta],
      ["Unit 2", alpha],
      ["Unit 3", alpha],
      ["Unit 4", beta],
    ] as const) {
      kids.push(await call(dan, "POST", "/api/properties", { name, parentPropertyId: parent.id }));
    }
    await call(dan, "POST", "/api/properties", { name: "Lone Tower" });
    await expectSorted(dan);
    const first = async () => (await getList<Item>(t, dan, "/api/properties?sort=parent&pageSize=1")).items[0];
    expect((await first())?.parent?.name).toBe("alpha park");
    // The parent renamed: its children move with the new name.
    await call(dan, "PATCH", `/api/properties/${alpha.id}`, { name: "Zeta Park" });
    expect((await first())?.parent?.name).toBe("Beta Park");
    await expectSorted(dan);
    // A child moved to another parent, another to the top level.
    await call(dan, "PATCH", `/api/properties/${kids[0]?.id}`, { parentPropertyId: alpha.id });
    await call(dan, "PATCH", `/api/properties/${kids[1]?.id}`, { parentPropertyId: null });
    await expectSorted(dan);
    // The parent deleted: its children join the top level.
    await call(dan, "DELETE", `/api/properties/${alpha.id}`);
    const all = (await getList<Item>(t, dan, "/api/properties?sort=parent&pageSize=100")).items;
    expect(all.filter((r) => r.parent).map((r) => r.parent?.name)).toEqual(["Beta Park"]);
    await expectSorted(dan);
  });
});
