// Deal rooms themselves: the list (newest-updated first, search, pages, per-user scope), rename, the feature gate.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { dealroomClient } from "#server/features/dealrooms/dealrooms.test-support.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const { call, createRoom } = dealroomClient(
  () => t,
  () => owner,
);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ firstName: "Olive", lastName: "Owner" });
  other = await t.signUp({ firstName: "Otto", lastName: "Other" });
});
afterAll(async () => {
  await t?.close();
});

describe("deal rooms list", () => {
  it("creates, lists newest-updated first, searches case-insensitively, paginates, and scopes by user", async () => {
    const u = await t.signUp();
    for (const name of ["Alpha Tower", "Beta Plaza", "gamma lofts"]) await createRoom(u, name);
    const list = await call("GET", "/api/dealrooms", { cookie: u.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(3);
    expect(list.json().items.map((r: { name: string }) => r.name)).toEqual([
      "gamma lofts",
      "Beta Plaza",
      "Alpha Tower",
    ]);
    const asc = await call("GET", "/api/dealrooms?sort=updated_asc", { cookie: u.cookie });
    expect(asc.json().items[0].name).toBe("Alpha Tower");
    const search = await call("GET", "/api/dealrooms?q=GAMMA", { cookie: u.cookie });
    expect(search.json().items.map((r: { name: string }) => r.name)).toEqual(["gamma lofts"]);
    const like = await call("GET", `/api/dealrooms?q=${encodeURIComponent("%")}`, { cookie: u.cookie });
    expect(like.json().total).toBe(0);
    const page2 = await call("GET", "/api/dealrooms?page=2&pageSize=2", { cookie: u.cookie });
    expect(page2.json()).toMatchObject({ total: 3, items: [{ name: "Alpha Tower" }] });
    const others = await call("GET", "/api/dealrooms", { cookie: other.cookie });
    expect(others.json().items.some((r: { name: string }) => r.name === "Alpha Tower")).toBe(false);
    expect((await call("GET", "/api/dealrooms")).statusCode).toBe(401);
  });

  it("refuses a blank name, renames with an activity row, and answers 404 for another user's room", async () => {
    const blank = await call("POST", "/api/dealrooms", { cookie: owner.cookie, payload: { name: "   " } });
    expect(blank.statusCode).toBe(400);
    const id = await createRoom(owner, "  Harbor Point  ");
    const detail = await call("GET", `/api/dealrooms/${id}`, { cookie: owner.cookie });
    expect(detail.json()).toMatchObject({
      name: "Harbor Point",
      status: "active",
      viewer: { accessLevel: "owner", kind: "user" },
    });
    const renamed = await call("PATCH", `/api/dealrooms/${id}`, {
      cookie: owner.cookie,
      payload: { name: " Harbor Point II " },
    });
    expect(renamed.json().name).toBe("Harbor Point II");
    const log = await call("GET", `/api/dealrooms/${id}/activity`, { cookie: owner.cookie });
    expect(log.json().items[0]).toMatchObject({
      actionType: "renamed",
      entityType: "dealroom",
      details: { old_name: "Harbor Point", new_name: "Harbor Point II" },
      actor: "Olive Owner",
    });
    expect(log.json().items.at(-1).actionType).toBe("created");
    for (const [method, url] of [
      ["GET", `/api/dealrooms/${id}`],
      ["PATCH", `/api/dealrooms/${id}`],
      ["DELETE", `/api/dealrooms/${id}`],
    ] as const) {
      const res = await call(method, url, {
        cookie: other.cookie,
        payload: method === "PATCH" ? { name: "Mine" } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call("GET", `/api/dealrooms/00000000-0000-4000-8000-000000000000`, { cookie: owner.cookie })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/dealrooms/not-a-uuid`, { cookie: owner.cookie })).statusCode).toBe(400);
    expect((await call("GET", `/api/dealrooms/${id}`, { cookie: owner.cookie })).json().name).toBe("Harbor Point II");
  });

  it("is refused without the dealrooms feature", async () => {
    const u = await t.signUp();
    const id = await createRoom(u, "Gated");
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${u.id}`);
    expect((await call("GET", "/api/dealrooms", { cookie: u.cookie })).json().code).toBe("FEATURE_REQUIRED");
    expect((await call("POST", "/api/dealrooms", { cookie: u.cookie, payload: { name: "X" } })).statusCode).toBe(403);
    expect((await call("GET", `/api/dealrooms/${id}`, { cookie: u.cookie })).json().code).toBe("FEATURE_REQUIRED");
  });
});
