// The properties map asks by its viewport: pins (id, name, coordinates) inside the bounds, at most 500 with
// `truncated`, the antimeridian crossed when west > east; the first view (no bounds) adds the pins' box and the
// count without coordinates. Bad bounds are 400s with a clear message; another user's pins never show.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_BOUNDS_MESSAGE, MAP_POINT_CAP, propertyMap } from "#shared/contract/properties.ts";
import { BAND_LIMIT } from "#server/features/properties/properties-map-view.repository.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

const map = async (user: TestUser, query = "") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/properties/map${query}`,
    headers: { cookie: user.cookie },
  });
  // The pins are spliced in as PostgreSQL wrote them (platform/json-text.ts): the whole answer must still be
  // exactly the contract's shape — nothing more, nothing missing.
  if (res.statusCode === 200) {
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(propertyMap.response.strict().parse(res.json())).toEqual(res.json());
  }
  return { status: res.statusCode, body: res.json() };
};
const create = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: "POST", url: "/api/properties", headers: { cookie: user.cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  await create(dana, {
    name: "Austin One",
    locationLatitude: 30.27,
    locationLongitude: -97.74,
    propertyType: "Office",
  });
  await create(dana, { name: "Dallas Two", locationLatitude: 32.78, locationLongitude: -96.8, propertyType: "Retail" });
  await create(dana, { name: "Fiji Wharf", locationLatitude: -17.7, locationLongitude: 178.1 });
  await create(dana, { name: "Samoa Dock", locationLatitude: -13.8, locationLongitude: -171.8 });
  await create(dana, { name: "Nowhere Three" });
  await create(other, { name: "Austin Other", locationLatitude: 30.3, locationLongitude: -97.7 });
});
afterAll(async () => {
  await t?.close();
});

const names = (body: { points: { name: string }[] }) => body.points.map((p) => p.name).sort();

describe("properties map by viewport", () => {
  it("first view: every pin of the user, their box and the count without coordinates; pins carry only what they draw", async () => {
    const { status, body } = await map(dana);
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Austin One", "Dallas Two", "Fiji Wharf", "Samoa Dock"]);
    expect(Object.keys(body.points[0]).sort()).toEqual(["id", "latitude", "longitude", "name"]);
    expect(body.extent).toEqual({ south: -17.7, west: -171.8, north: 32.78, east: 178.1 });
    expect(body.withoutCoordinates).toBe(1);
    expect(body.located).toBe(4);
    expect(body.truncated).toBe(false);
  });

  it("writes each pin as the JSON of its row: names escaped, coordinates exact", async () => {
    const odd = await t.signUp();
    const name = 'Quote " back \\ slash ünï 北京 😀 </script> {"x":1}';
    const created = await create(odd, { name, locationLatitude: -0.0000001, locationLongitude: 179.123456789012 });
    await create(odd, { name: "Plain", locationLatitude: 45, locationLongitude: -1e-9 });
    for (const query of ["", "?south=-1&west=-180&north=46&east=180"]) {
      const { body } = await map(odd, query);
      const pin = body.points.find((p: { id: string }) => p.id === created.id);
      expect(pin).toEqual({ id: created.id, name, latitude: -0.0000001, longitude: 179.123456789012 });
      expect(body.points.find((p: { name: string }) => p.name === "Plain")).toMatchObject({
        latitude: 45,
        longitude: -1e-9,
      });
    }
  });

  it("inside bounds: only the pins in the view, no box or count (the first view has them)", async () => {
    const { body } = await map(dana, "?south=30&west=-98&north=31&east=-97");
    expect(names(body)).toEqual(["Austin One"]);
    expect(body.extent).toBeNull();
    expect(body.withoutCoordinates).toBeNull();
    expect(body.located).toBeNull();
  });

  it("crosses the antimeridian when west > east", async () => {
    const { body } = await map(dana, "?south=-20&west=170&north=-10&east=-170");
    expect(names(body)).toEqual(["Fiji Wharf", "Samoa Dock"]);
  });

  it("keeps the list's filters", async () => {
    const { body } = await map(dana, "?type=Retail&south=20&west=-100&north=40&east=-90");
    expect(names(body)).toEqual(["Dallas Two"]);
  });

  it("answers an empty view and a view with no pins of another user", async () => {
    expect((await map(dana, "?south=50&west=0&north=60&east=10")).body.points).toEqual([]);
    const { body } = await map(other);
    expect(names(body)).toEqual(["Austin Other"]);
  });

  it(`returns at most ${MAP_POINT_CAP} pins, the most recently updated, and says there are more`, async () => {
    const many = await t.signUp();
    await t.ctx.db.execute(sql`
      insert into properties (name, location_latitude, location_longitude, created_by, updated_at)
      select 'Pin ' || g, 40 + g / 10000.0, -75 - g / 10000.0, ${many.id}::uuid, now() - (g || ' seconds')::interval
      from generate_series(1, ${MAP_POINT_CAP + 20}) g`);
    const { body } = await map(many, "?south=39&west=-76&north=41&east=-74");
    expect(body.points).toHaveLength(MAP_POINT_CAP);
    expect(body.truncated).toBe(true);
    expect(names(body)).toContain("Pin 1");
    expect(names(body)).not.toContain(`Pin ${MAP_POINT_CAP + 20}`);
    // The first view draws as many and says of how many, with and without filters.
    const first = (await map(many)).body;
    expect([first.points.length, first.truncated, first.located]).toEqual([MAP_POINT_CAP, true, MAP_POINT_CAP + 20]);
    expect((await map(many, "?q=pin 1")).body.located).toBe(
      Array.from({ length: MAP_POINT_CAP + 20 }, (_, i) => `pin ${i + 1}`).filter((n) => n.includes("pin 1")).length,
    );
  });

  it("answers a view as the plain query does, whichever read the view's density picks (walk, latitude or longitude band)", async () => {
    const grid = await t.signUp();
    // 50 × 50 pins one hundredth of a degree apart: a band of the grid holds 50 pins per row or column crossed.
    await t.ctx.db.execute(sql`
      insert into properties (name, location_latitude, location_longitude, created_by, updated_at)
      select 'Grid ' || g, 10 + (g / 50) / 100.0, -80 + (g % 50) / 100.0, ${grid.id}::uuid,
        now() - ((g * 7919) % 2500 || ' seconds')::interval
      from generate_series(0, 2499) g`);
    const expected = async (south: number, west: number, north: number, east: number) => {
      const { rows } = await t.ctx.db.$client.query<{ id: string }>(
        `select id from properties where created_by = $1 and location_latitude between $2 and $3
           and location_longitude between $4 and $5 order by updated_at desc nulls last, id limit ${MAP_POINT_CAP + 1}`,
        [grid.id, south, north, west, east],
      );
      return { ids: rows.slice(0, MAP_POINT_CAP).map((r) => r.id), truncated: rows.length > MAP_POINT_CAP };
    };
    const views: [string, "walk" | "lat" | "lng", number, number, number, number][] = [
      ["whole grid", "walk", 9, -81, 11, -79],
      ["a few rows", "lat", 10.1, -81, 10.12, -79],
      ["a few columns", "lng", 9, -79.8, 11, -79.78],
      ["a block", "lat", 10.2, -79.7, 10.25, -79.6],
      ["the grid's corner", "walk", 10.4, -79.6, 11, -79],
      ["no pin in either band", "lat", 20, -70, 21, -69],
    ];
    // The read each view takes, by the same rule as the statement (both bands ≥ BAND_LIMIT: walk; else the sparser).
    const band = async (column: string, low: number, high: number) =>
      (
        await t.ctx.db.$client.query<{ n: number }>(
          `select count(*)::int as n from properties where created_by = $1 and ${column} between $2 and $3`,
          [grid.id, low, high],
        )
      ).rows[0]?.n ?? 0;
    for (const [label, read, south, west, north, east] of views) {
      const lat = await band("location_latitude", south, north);
      const lng = await band("location_longitude", west, east);
      const taken = lat >= BAND_LIMIT && lng >= BAND_LIMIT ? "walk" : lat <= lng ? "lat" : "lng";
      expect(taken, label).toBe(read);
      const { status, body } = await map(grid, `?south=${south}&west=${west}&north=${north}&east=${east}`);
      expect(status, label).toBe(200);
      const want = await expected(south, west, north, east);
      expect({ ids: body.points.map((p: { id: string }) => p.id), truncated: body.truncated }, label).toEqual(want);
    }
  });

  it("keeps the count without coordinates exact through creates, coordinate edits, deletes and filters", async () => {
    const eve = await t.signUp();
    const send = (method: "PATCH" | "DELETE", id: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/api/properties/${id}`, headers: { cookie: eve.cookie }, payload });
    const without = async (query = "") => (await map(eve, query)).body.withoutCoordinates;
    expect(await without()).toBe(0);
    const a = await create(eve, { name: "Plain A", propertyType: "Office" });
    const b = await create(eve, { name: "Plain B" });
    await create(eve, { name: "Pinned C", locationLatitude: 30.1, locationLongitude: -97.1 });
    expect(await without()).toBe(2);
    expect(await without("?type=Office")).toBe(1);
    expect((await map(eve)).body.located).toBe(1);
    expect((await send("PATCH", a.id, { locationLatitude: 31, locationLongitude: -98 })).statusCode).toBe(200);
    expect(await without()).toBe(1);
    expect((await map(eve)).body.extent).toEqual({ south: 30.1, west: -98, north: 31, east: -97.1 });
    expect((await send("PATCH", a.id, { locationLatitude: null, locationLongitude: null })).statusCode).toBe(200);
    expect(await without()).toBe(2);
    expect((await send("DELETE", b.id)).statusCode).toBe(200);
    expect(await without()).toBe(1);
    // A bulk statement (as an import writes) moves the counter by its net change per owner.
    await t.ctx.db.execute(sql`update properties set location_latitude = 1, location_longitude = 1
      where created_by = ${eve.id}::uuid`);
    expect(await without()).toBe(0);
    expect(await without("?type=Office")).toBe(0);
  });

  it("refuses partial, reversed or out-of-range bounds with a clear 400", async () => {
    const partial = await map(dana, "?south=30&west=-98");
    expect(partial.status).toBe(400);
    expect(JSON.stringify(partial.body)).toContain(MAP_BOUNDS_MESSAGE);
    const reversed = await map(dana, "?south=31&west=-98&north=30&east=-97");
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain("South must not be north of North");
    const range = await map(dana, "?south=-91&west=-98&north=30&east=-97");
    expect(range.status).toBe(400);
    expect(JSON.stringify(range.body)).toContain("South must be between -90 and 90");
    const word = await map(dana, "?south=abc&west=-98&north=30&east=-97");
    expect(word.status).toBe(400);
  });
});
