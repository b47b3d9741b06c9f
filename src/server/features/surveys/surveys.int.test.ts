// Surveys through HTTP on real Postgres: rows from properties and spaces, normalised cost and requirement
// checks, the public link (valid / expired / revoked / unknown), feedback (escaped text, limits), views, the
// PDF read back, search, and every route for owner / other user / anonymous / link holder / deal-room guest.
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { surveys } from "#server/db/schema/surveys.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let guestCookie: string;
let surveyId: string;
let token: string;
let rowIds: string[];

const call = (method: InjectOptions["method"], url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ email: "broker@surveys.test" });
  other = await t.signUp({ email: "other@surveys.test" });
  const room = (await call("POST", "/api/dealrooms", owner.cookie, { name: "Room" })).json().id as string;
  const inv = await call("POST", `/api/dealrooms/${room}/members`, owner.cookie, {
    email: "g@x.example",
    name: "Gus Guest",
  });
  const tok = new URL(inv.json().shareUrl).searchParams.get("token") as string;
  const v = await call("POST", "/api/dealrooms/verify-access", undefined, {
    token: tok,
    email: "g@x.example",
    name: "Gus Guest",
  });
  guestCookie = cookieHeader(v.headers["set-cookie"]);
});
afterAll(async () => {
  await t?.close();
});

describe("building a survey", () => {
  it("creates a survey with a requirement and adds rows from a property, a space and inline", async () => {
    const company = (await call("POST", "/api/contacts/companies", owner.cookie, { name: "Acme Client" })).json();
    const created = await call("POST", "/api/surveys", owner.cookie, {
      name: "Acme HQ search",
      clientCompanyId: company.id,
      minRsf: 8000,
      maxRsf: 12000,
      budgetPerRsf: 45,
      targetDate: "2027-06-30",
      mustHaves: ["contiguous"],
    });
    expect(created.statusCode).toBe(201);
    surveyId = created.json().id;
    expect(created.json().clientCompany).toEqual({ id: company.id, name: "Acme Client" });

    const property = (
      await call("POST", "/api/properties", owner.cookie, {
        name: "Harbor Tower",
        locationStreetAddress: "100 Harbor Blvd",
        locationCity: "Oakland",
        locationLatitude: 37.8,
        locationLongitude: -122.27,
      })
    ).json();
    const space = await call("POST", `/api/properties/${property.id}/spaces`, owner.cookie, {
      suite: "1200",
      floor: "12",
      rsf: 10000,
      askingRent: 30,
      rentType: "NNN",
      availableDate: "2027-01-01",
    });
    expect(space.statusCode).toBe(201);
    const spaceId = space.json().id ?? space.json().spaces?.[0]?.id;

    let s = await call("POST", `/api/surveys/${surveyId}/rows`, owner.cookie, {
      propertyId: property.id,
      spaceId,
      opex: 12,
      usf: 8500,
      features: ["contiguous"],
    });
    expect(s.statusCode, s.body).toBe(201);
    s = await call("POST", `/api/surveys/${surveyId}/rows`, owner.cookie, {
      name: "Pier 9 Lofts",
      address: "9 Pier Way",
      rsf: 6000,
      askingRent: 52,
      rentType: "FS",
      latitude: 37.79,
      longitude: -122.39,
    });
    s = await call("POST", `/api/surveys/${surveyId}/rows`, owner.cookie, {
      name: "Quiet Park",
      rentType: "MG",
      askingRent: 40,
      rsf: 9000,
    });
    const survey = s.json();
    rowIds = survey.rows.map((r: { id: string }) => r.id);
    expect(survey.rows.map((r: { name: string; suite: string | null }) => [r.name, r.suite])).toEqual([
      ["Harbor Tower", "1200"],
      ["Pier 9 Lofts", null],
      ["Quiet Park", null],
    ]);
    const [harbor, pier, quiet] = survey.rows;
    expect(harbor.cost).toMatchObject({ grossPerRsf: 42, annualCost: 420000, loadFactor: 0.1765 });
    expect(harbor.check).toEqual({ fits: true, misses: [] });
    expect(pier.check.misses).toEqual([
      "Too small: 6,000 RSF (needs 8,000–12,000 RSF)",
      "Over budget: $52.00/RSF gross (budget $45.00)",
      "Missing: Contiguous floor",
    ]);
    expect(quiet.cost.missing).toEqual(["operating expenses for a modified-gross quote"]);
  });

  it("reorders, edits tour status and refuses bad input with 4xx", async () => {
    const reordered = await call("PUT", `/api/surveys/${surveyId}/rows/order`, owner.cookie, {
      rowIds: [rowIds[2], rowIds[0], rowIds[1]],
    });
    expect(reordered.json().rows.map((r: { name: string }) => r.name)).toEqual([
      "Quiet Park",
      "Harbor Tower",
      "Pier 9 Lofts",
    ]);
    const edited = await call("PATCH", `/api/surveys/${surveyId}/rows/${rowIds[0]}`, owner.cookie, {
      tourStatus: "scheduled",
      tourAt: "2027-02-01T15:00:00Z",
    });
    expect(edited.json().rows[1]).toMatchObject({ tourStatus: "scheduled", tourAt: "2027-02-01T15:00:00.000Z" });
    for (const [method, url, body] of [
      ["PUT", `/api/surveys/${surveyId}/rows/order`, { rowIds: [rowIds[0]] }],
      ["PATCH", `/api/surveys/${surveyId}/rows/${rowIds[0]}`, { tourStatus: "lost" }],
      ["PATCH", `/api/surveys/${surveyId}/rows/${rowIds[0]}`, { rentType: "NET" }],
      ["PATCH", `/api/surveys/${surveyId}/rows/${rowIds[0]}`, { rsf: -1 }],
      ["PATCH", `/api/surveys/${surveyId}`, { minRsf: 20000 }],
      ["PATCH", `/api/surveys/${surveyId}`, { targetDate: "2027-02-30" }],
      ["POST", `/api/surveys/${surveyId}/rows`, { address: "no name" }],
      ["POST", "/api/surveys", { name: " " }],
      ["POST", "/api/surveys", { name: "x", minRsf: 5, maxRsf: 1 }],
    ] as const) {
      const res = await call(method, url, owner.cookie, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(
      (
        await call("POST", `/api/surveys/${surveyId}/rows`, owner.cookie, {
          propertyId: "00000000-0000-4000-8000-000000000000",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("is found by search as a survey", async () => {
    const res = await call("GET", "/api/search?q=acme%20hq", owner.cookie);
    expect(res.json().items).toContainEqual({ id: surveyId, title: "Acme HQ search", type: "survey" });
    expect((await call("GET", "/api/search?q=acme%20hq", other.cookie)).json().items).toEqual([]);
  });
});

describe("public link", () => {
  it("shares a view-only link that needs no account", async () => {
    const shared = await call("POST", `/api/surveys/${surveyId}/share`, owner.cookie, {});
    token = shared.json().share.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const pub = await call("GET", `/api/surveys/public/${token}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ name: "Acme HQ search", clientName: "Acme Client" });
    expect(pub.json().rows[0]).not.toHaveProperty("propertyId");
    expect(
      (await call("POST", `/api/surveys/public/${token}/views`, undefined, { visitorName: "Carla Client" })).statusCode,
    ).toBe(200);
    // The link holder cannot reach the broker's routes.
    expect((await call("GET", `/api/surveys/${surveyId}`)).statusCode).toBe(401);
  });

  it("takes feedback as plain text and shows it to the broker with who viewed", async () => {
    const script = "<script>alert('x')</script> too pricey";
    const res = await call("POST", `/api/surveys/public/${token}/feedback`, undefined, {
      rowId: rowIds[1],
      verdict: "no",
      reason: "too_expensive",
      comment: script,
      visitorName: "Carla Client",
    });
    expect(res.statusCode).toBe(200);
    await call("POST", `/api/surveys/public/${token}/feedback`, undefined, { rowId: rowIds[0], verdict: "favorite" });
    const survey = (await call("GET", `/api/surveys/${surveyId}`, owner.cookie)).json();
    const pier = survey.rows.find((r: { id: string }) => r.id === rowIds[1]);
    expect(pier.feedback).toMatchObject({ verdict: "no", reason: "too_expensive", comment: script });
    expect(survey.reasons).toEqual([{ reason: "too_expensive", count: 1 }]);
    const activity = (await call("GET", `/api/surveys/${surveyId}/activity`, owner.cookie)).json();
    expect(activity.views).toEqual([expect.objectContaining({ visitorName: "Carla Client" })]);
    expect(activity.feedback.map((f: { rowName: string }) => f.rowName)).toEqual(["Harbor Tower", "Pier 9 Lofts"]);
  });

  it("refuses a 10,000-character comment, unknown rows and bad verdicts", async () => {
    const long = await call("POST", `/api/surveys/public/${token}/feedback`, undefined, {
      rowId: rowIds[0],
      verdict: "maybe",
      comment: "x".repeat(10_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe("Comments are limited to 2,000 characters");
    const foreignRow = await call("POST", `/api/surveys/public/${token}/feedback`, undefined, {
      rowId: "00000000-0000-4000-8000-000000000000",
      verdict: "maybe",
    });
    expect(foreignRow.statusCode).toBe(404);
    const bad = await call("POST", `/api/surveys/public/${token}/feedback`, undefined, {
      rowId: rowIds[0],
      verdict: "love",
    });
    expect(bad.statusCode).toBe(400);
    const nul = await call("POST", `/api/surveys/public/${token}/feedback`, undefined, {
      rowId: rowIds[0],
      verdict: "maybe",
      comment: "a\u0000b",
    });
    expect(nul.statusCode).toBe(400);
  });

  it("answers unknown, expired and revoked links with no data", async () => {
    expect((await call("GET", "/api/surveys/public/abcdefghijklmnopqrstuvwxyz")).statusCode).toBe(404);
    expect((await call("GET", "/api/surveys/public/bad!")).statusCode).toBe(400);
    const past = await call("POST", `/api/surveys/${surveyId}/share`, owner.cookie, {
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const renewed = (await call("POST", `/api/surveys/${surveyId}/share`, owner.cookie, { expiresAt: soon })).json();
    expect((await call("GET", `/api/surveys/public/${token}`)).statusCode).toBe(404); // the old link is replaced
    token = renewed.share.token;
    expect((await call("GET", `/api/surveys/public/${token}`)).statusCode).toBe(200);
    // An hour passes (moved in the database rather than waited for).
    await t.ctx.db
      .update(surveys)
      .set({ shareExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(surveys.id, surveyId));
    const expired = await call("GET", `/api/surveys/public/${token}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().title).toBe("This survey link has expired");
    expect(expired.json()).not.toHaveProperty("rows");
    token = (await call("POST", `/api/surveys/${surveyId}/share`, owner.cookie, {})).json().share.token;
    const revoked = await call("DELETE", `/api/surveys/${surveyId}/share`, owner.cookie);
    expect(revoked.json().share.active).toBe(false);
    expect((await call("GET", `/api/surveys/public/${token}`)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/surveys/public/${token}/feedback`, undefined, { rowId: rowIds[0], verdict: "no" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("tour book PDF", () => {
  it("draws cover, locations, a page per property and the comparison", async () => {
    const res = await call("GET", `/api/surveys/${surveyId}/pdf`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const { pages } = await extractPdfText(new Uint8Array(res.rawPayload));
    expect(pages).toHaveLength(6);
    const text = pages.map((p) => p.text).join("\n");
    for (const s of [
      "Acme HQ search",
      "Prepared for Acme Client",
      "Locations",
      "Harbor Tower",
      "Comparison",
      "Misses the requirement",
    ]) {
      expect(text).toContain(s);
    }
  });
});

describe("who may call", () => {
  const zero = "00000000-0000-4000-8000-000000000000";
  const routes = (): [InjectOptions["method"], string, unknown?][] => [
    ["GET", "/api/surveys"],
    ["POST", "/api/surveys", { name: "x" }],
    ["GET", `/api/surveys/${surveyId}`],
    ["PATCH", `/api/surveys/${surveyId}`, { name: "x" }],
    ["DELETE", `/api/surveys/${surveyId}`],
    ["POST", `/api/surveys/${surveyId}/rows`, { name: "x" }],
    ["PATCH", `/api/surveys/${surveyId}/rows/${rowIds[0]}`, { name: "x" }],
    ["DELETE", `/api/surveys/${surveyId}/rows/${rowIds[0]}`],
    ["PUT", `/api/surveys/${surveyId}/rows/order`, { rowIds }],
    ["POST", `/api/surveys/${surveyId}/rows/${rowIds[0]}/property`],
    ["POST", `/api/surveys/${surveyId}/share`, {}],
    ["DELETE", `/api/surveys/${surveyId}/share`],
    ["GET", `/api/surveys/${surveyId}/activity`],
    ["GET", `/api/surveys/${surveyId}/pdf`],
  ];
  it("answers 404 to another user, 401 anonymous, 403 to a deal-room guest", async () => {
    for (const [method, url, body] of routes()) {
      expect((await call(method, url, undefined, body)).statusCode, `anon ${method} ${url}`).toBe(401);
      expect((await call(method, url, guestCookie, body)).statusCode, `guest ${method} ${url}`).toBe(403);
      if (url === "/api/surveys") continue;
      expect((await call(method, url, other.cookie, body)).statusCode, `other ${method} ${url}`).toBe(404);
    }
    expect((await call("GET", "/api/surveys", other.cookie)).json().total).toBe(0);
    expect((await call("GET", `/api/surveys/${zero}`, owner.cookie)).statusCode).toBe(404);
  });

  it("lets the owner delete the survey", async () => {
    expect((await call("DELETE", `/api/surveys/${surveyId}`, owner.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/surveys/${surveyId}`, owner.cookie)).statusCode).toBe(404);
  });
});
