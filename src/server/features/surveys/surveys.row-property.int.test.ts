// 'Save to my properties' on a typed-in survey row, through HTTP on real Postgres: the property is made by the
// properties feature's creation (address matching, hierarchy), the row is linked and then shows the property's
// photo in the broker's view, the public link and the tour-book PDF. Owner / other user / anonymous / guest / a
// plan without properties; a second click; a row already linked; an address the property form refuses.
import { createCanvas } from "@napi-rs/canvas";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROW_ALREADY_LINKED, SAVE_ROW_NEEDS_PROPERTIES } from "#shared/contract/surveys.ts";
import { dealroomGuestCookie } from "../../../../tests/support/route-access.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let other: TestUser;
let guestCookie: string;

const call = (method: InjectOptions["method"], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });

type Row = {
  id: string;
  name: string;
  propertyId: string | null;
  photoUrl: string | null;
  floorplanUrl: string | null;
};

async function surveyWithRow(user: TestUser, row: Record<string, unknown>) {
  const survey = (await call("POST", "/api/surveys", user.cookie, { name: "Typed-in tour" })).json();
  const added = await call("POST", `/api/surveys/${survey.id}/rows`, user.cookie, row);
  expect(added.statusCode, added.body).toBe(201);
  const rows = added.json().rows as Row[];
  return { surveyId: survey.id as string, rowId: (rows.at(-1) as Row).id };
}

const save = (user: { cookie: string } | null, surveyId: string, rowId: string) =>
  call("POST", `/api/surveys/${surveyId}/rows/${rowId}/property`, user?.cookie);

async function uploadPhoto(cookie: string, propertyId: string, kind: "photo" | "floorplan") {
  const canvas = createCanvas(64, 48);
  const g = canvas.getContext("2d");
  g.fillStyle = "#0f766e";
  g.fillRect(0, 0, 64, 48);
  const boundary = "----rowphoto";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    canvas.toBuffer("image/jpeg"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/properties/${propertyId}/files?kind=${kind}`,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const propertyCount = async (userId: string) =>
  Number(
    (
      (await t.ctx.db.execute(sql`select count(*)::int as n from properties where created_by = ${userId}`)).rows[0] as {
        n: number;
      }
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: "Ada", lastName: "Admin" });
  owner = await t.signUp();
  other = await t.signUp();
  guestCookie = await dealroomGuestCookie(t, owner);
});
afterAll(async () => {
  await t?.close();
});

describe("save a typed-in row to my properties", () => {
  it("creates the property from the row's name and address, links the row, and its photo reaches every view", async () => {
    const { surveyId, rowId } = await surveyWithRow(owner, {
      name: "Bayview Commons",
      address: "200 Bay St, Alameda, CA 94501",
      latitude: 37.77,
      longitude: -122.27,
      rsf: 9000,
    });
    const res = await save(owner, surveyId, rowId);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().rows as Row[]).find((r) => r.id === rowId) as Row;
    expect(row.propertyId).toEqual(expect.any(String));
    expect(row.photoUrl).toBeNull();

    const property = (await call("GET", `/api/properties/${row.propertyId}`, owner.cookie)).json();
    expect(property).toMatchObject({
      name: "Bayview Commons",
      locationStreetAddress: "200 Bay St",
      locationCity: "Alameda",
      locationState: "CA",
      locationPostalCode: "94501",
      locationLatitude: 37.77,
      parentPropertyId: null,
    });

    await uploadPhoto(owner.cookie, row.propertyId as string, "photo");
    await uploadPhoto(owner.cookie, row.propertyId as string, "floorplan");
    const after = (await call("GET", `/api/surveys/${surveyId}`, owner.cookie)).json();
    const shown = (after.rows as Row[]).find((r) => r.id === rowId) as Row;
    expect(shown.photoUrl).toEqual(expect.any(String));
    expect(shown.floorplanUrl).toEqual(expect.any(String));

    const token = (await call("POST", `/api/surveys/${surveyId}/share`, owner.cookie, {})).json().share.token;
    const pub = (await call("GET", `/api/surveys/public/${token}`)).json();
    expect((pub.rows as Row[])[0]?.photoUrl).toEqual(expect.any(String));

    const pdf = await call("GET", `/api/surveys/${surveyId}/pdf`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    // The photo and the floor plan (both JPEG) are drawn into the tour book.
    expect(pdf.rawPayload.toString("latin1").match(/\/DCTDecode/g)?.length).toBe(2);
  });

  it("follows the hierarchy rules: a row at a building that has children becomes a child of its top-level parent", async () => {
    const tower = (
      await call("POST", "/api/properties", owner.cookie, {
        name: "Harbor Tower",
        locationStreetAddress: "100 Harbor Blvd",
        locationCity: "Oakland",
      })
    ).json();
    const child = await call("POST", "/api/properties", owner.cookie, {
      name: "Harbor Tower East",
      locationStreetAddress: "100 Harbor Blvd",
      locationCity: "Oakland",
      parentPropertyId: tower.id,
    });
    expect(child.statusCode).toBe(201);
    const { surveyId, rowId } = await surveyWithRow(owner, {
      name: "Harbor Tower, 12th floor",
      address: "100 Harbor Boulevard, Oakland, CA",
    });
    const res = await save(owner, surveyId, rowId);
    expect(res.statusCode, res.body).toBe(200);
    const propertyId = (res.json().rows as Row[])[0]?.propertyId as string;
    const property = (await call("GET", `/api/properties/${propertyId}`, owner.cookie)).json();
    expect(property.parent).toEqual({ id: tower.id, name: "Harbor Tower" });
  });

  it("answers a second click and a linked row with 409, keeping one property", async () => {
    const { surveyId, rowId } = await surveyWithRow(owner, { name: "Twice Plaza", address: "5 Twice Way, Reno, NV" });
    const before = await propertyCount(owner.id);
    const [a, b] = await Promise.all([save(owner, surveyId, rowId), save(owner, surveyId, rowId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await propertyCount(owner.id)).toBe(before + 1);
    const again = await save(owner, surveyId, rowId);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(ROW_ALREADY_LINKED);
  });

  it("refuses an address the property form would refuse, with its reason and nothing created", async () => {
    const { surveyId, rowId } = await surveyWithRow(owner, { name: "Long Street", address: `${"9".repeat(320)} Main` });
    const before = await propertyCount(owner.id);
    const res = await save(owner, surveyId, rowId);
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe("This row cannot become a property: At most 300 characters");
    expect(await propertyCount(owner.id)).toBe(before);
  });
});

describe("who may save", () => {
  it("another user gets 404, anonymous 401, a deal-room guest 403, an unknown row 404", async () => {
    const { surveyId, rowId } = await surveyWithRow(owner, { name: "Guarded Place" });
    expect((await save(other, surveyId, rowId)).statusCode).toBe(404);
    expect((await save(null, surveyId, rowId)).statusCode).toBe(401);
    expect((await save({ cookie: guestCookie }, surveyId, rowId)).statusCode).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await save(owner, surveyId, unknown)).statusCode).toBe(404);
    // Another survey's row through this survey: not found either.
    const mine = await surveyWithRow(owner, { name: "Elsewhere" });
    expect((await save(owner, surveyId, mine.rowId)).statusCode).toBe(404);
    expect(await propertyCount(other.id)).toBe(0);
  });

  it("a plan with surveys but without properties is told why, and nothing is created", async () => {
    const templatesOnly = await t.signUp();
    await t.ctx.db.execute(
      sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${templatesOnly.id}`,
    );
    const grant = await call("POST", `/api/admin/users/${templatesOnly.id}/grants`, admin.cookie, {
      upgradeType: "templates",
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { surveyId, rowId } = await surveyWithRow(templatesOnly, { name: "No Plan Tower", address: "1 Plan St" });
    const res = await save(templatesOnly, surveyId, rowId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "FEATURE_REQUIRED", detail: SAVE_ROW_NEEDS_PROPERTIES });
    expect(await propertyCount(templatesOnly.id)).toBe(0);
  });
});
