// The deal-room list pages by prepared statements (decision 0044): own and shared rooms merged in one order on
// every page, both sorts, a search's bounded total past a full page, expired or foreign rooms never listed,
// a page is one named statement, and pages read from cursors equal pages read by offset (decision 0051).
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectCursorPagesMatch,
  expectPagesMatchOneLongPage,
  getList,
  recordStatements,
  scansOf,
} from "../../../../tests/support/list-pages.ts";
import { forgetTrigramShares } from "#server/platform/rare-trigrams.ts";
import { dealroomDto } from "#shared/contract/dealrooms.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

type Room = { id: string; name: string };
const get = (user: TestUser, url: string) => getList<Room>(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    // Ann: 25 own rooms; Bob: 12 rooms, Ann an active member of 8, of 2 more with an expired membership.
    await db.query(
      `insert into dealrooms (name, created_by, updated_at)
       select 'Own ' || g || case when g % 2 = 0 then ' Harbor' else '' end, $1, now() - (g * 2 || ' minutes')::interval
         from generate_series(1, 25) g`,
      [ann.id],
    );
    await db.query(
      `insert into dealrooms (name, created_by, updated_at)
       select 'Shared ' || g || ' Harbor', $1, now() - (g * 3 || ' minutes')::interval from generate_series(1, 12) g`,
      [bob.id],
    );
    await db.query(
      `insert into dealroom_members (dealroom_id, user_id, email, status, expires_at)
       select d.id, $1, 'ann@example.com', 'active',
              case when d.name in ('Shared 9 Harbor', 'Shared 10 Harbor') then now() - interval '1 day' end
         from dealrooms d where d.created_by = $2 and d.name not in ('Shared 11 Harbor', 'Shared 12 Harbor')`,
      [ann.id, bob.id],
    );
  } finally {
    await db.end();
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("deal-room list pages", () => {
  it("merges own and shared rooms in one order on every page, in both directions", async () => {
    for (const sort of ["updated_desc", "updated_asc"]) {
      const whole = await expectPagesMatchOneLongPage<Room>(t, ann, `/api/dealrooms?sort=${sort}`, {
        pageSize: 10,
        total: 33,
      });
      expect(whole.items.some((r) => r.name === "Shared 9 Harbor" || r.name === "Shared 11 Harbor")).toBe(false);
    }
    const newest = await get(ann, "/api/dealrooms?page=1&pageSize=3");
    expect(newest.items.map((r) => r.name)).toEqual(["Own 1", "Shared 1 Harbor", "Own 2 Harbor"]);
  });

  it("counts a search past a full page and exactly on its last page", async () => {
    // 12 own 'Harbor' rooms + 8 shared ones.
    expect((await get(ann, "/api/dealrooms?q=harbor&pageSize=5")).total).toBe(20);
    expect(await get(ann, "/api/dealrooms?q=harbor&page=3&pageSize=9")).toMatchObject({ total: 20 });
    expect((await get(ann, "/api/dealrooms?q=harbor&page=3&pageSize=9")).items).toHaveLength(2);
    expect(await get(ann, "/api/dealrooms?q=nothing-like-it")).toEqual({ items: [], total: 0 });
    expect((await get(bob, "/api/dealrooms?q=own")).total).toBe(0);
  });

  it("reads a page in one named statement and answers the total past the last page", async () => {
    await recordStatements(t, async (sent) => {
      await get(ann, "/api/dealrooms?page=2&pageSize=20");
      sent.length = 0;
      expect((await get(ann, "/api/dealrooms?page=2&pageSize=20")).items).toHaveLength(13);
      expect(sent.map((s) => s.name)).toEqual(["dealrooms.list:updated_desc..page"]);
      expect(await get(ann, "/api/dealrooms?page=5&pageSize=20")).toEqual({ items: [], total: 33 });
    });
  });

  it("skips a deep page's offset of own rooms in the (owner, updated, id) index alone, both sorts", async () => {
    for (const url of ["/api/dealrooms?page=2&pageSize=20", "/api/dealrooms?page=2&pageSize=20&sort=updated_asc"]) {
      await recordStatements(t, async (sent) => {
        await get(ann, url);
        sent.length = 0;
        await get(ann, url);
        const scans = await scansOf(t, sent[0] as (typeof sent)[number], ["dealrooms"]);
        expect(scans, url).toContain("Index Only Scan dealrooms_created_by_updated_idx");
      });
    }
  });

  it("answers a rare term's page and total in one statement, and a common term's the same way by pattern", async () => {
    // Without trigram statistics every term counts as rare (platform/rare-trigrams.ts).
    await recordStatements(t, async (sent) => {
      const rare = await get(ann, "/api/dealrooms?q=harbor&pageSize=10");
      expect(rare.total).toBe(20);
      expect(sent.map((s) => s.name)).toEqual(["dealrooms.list:updated_desc.r.first10"]);
      sent.length = 0;
      await t.ctx.db.execute(sql`analyze dealrooms`);
      forgetTrigramShares(t.ctx.db);
      // 'harbor' is in more than half of the rooms: common, read by pattern, counted by a second statement.
      const common = await get(ann, "/api/dealrooms?q=harbor&pageSize=10");
      expect(common).toEqual(rare);
      // (besides the statistics read once, unnamed)
      expect(sent.flatMap((s) => s.name ?? [])).toEqual(["dealrooms.list:updated_desc.q.first10", "dealrooms.count:q"]);
    });
  });

  it("pages from cursors exactly as by offset, own and shared rooms merged, both sorts and a search", async () => {
    for (const path of [
      "/api/dealrooms?sort=updated_desc",
      "/api/dealrooms?sort=updated_asc",
      "/api/dealrooms?q=harbor",
    ]) {
      await expectCursorPagesMatch(t, ann, path, 4);
    }
    const first = await get(ann, "/api/dealrooms?page=1&pageSize=10");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/dealrooms?page=2&pageSize=10&sort=updated_asc&cursor=${first.cursor}`,
      headers: { cookie: ann.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe("Invalid page cursor");
  });

  it("lists each room exactly as its detail answers it (the list's JSON is PostgreSQL's), timestamps to the ms", async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(
      `insert into dealrooms (name, created_by, created_at, updated_at)
       values (E'Quote " back \\ slash\nZürich 東京', $1, '2026-01-02 03:04:05.999999+00', '2099-01-01 00:00:00.0005+00')`,
      [ann.id],
    );
    await db.end();
    const list = await get(ann, "/api/dealrooms?page=1&pageSize=5");
    const [top] = list.items as (Room & Record<string, unknown>)[];
    expect(top).toMatchObject({ createdAt: "2026-01-02T03:04:05.999Z", updatedAt: "2099-01-01T00:00:00.000Z" });
    for (const room of list.items) {
      const detail = (
        await t.app.inject({ method: "GET", url: `/api/dealrooms/${room.id}`, headers: { cookie: ann.cookie } })
      ).json();
      const { viewer: _v, owner: _o, docusignConfigured: _d, ...fields } = detail;
      expect(dealroomDto.strict().parse(room)).toEqual(fields);
    }
  });
});
