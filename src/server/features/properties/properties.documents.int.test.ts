// 'Create property' from an analysed memorandum; a lease's premises linked or created as a leased space.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let u: TestUser;
let other: TestUser;
const f = (value: string, normalized: string | number | null = value) => ({
  value,
  normalized,
  page: 1,
  snippet: value,
  confidence: 0.9,
});
const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie: user.cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  u = await t.signUp();
  other = await t.signUp();
});
afterAll(async () => {
  await t?.close();
});

describe("from a memorandum", () => {
  it("creates a pre-filled, linked property once; another user's memorandum is 404", async () => {
    const [om] = await t.ctx.db
      .insert(offeringMemorandums)
      .values({
        title: "Maple OM",
        documentUrl: "x/om.pdf",
        ownerId: u.id,
        extractedData: {
          propertyName: f("Maple Court Apartments"),
          address: f("12 Maple Ct, Columbus, OH 43215"),
          propertyType: f("Multifamily", "multifamily"),
          units: f("48", 48),
          buildingSquareFeet: f("52,000", 52000),
          yearBuilt: f("1998", 1998),
          askingPrice: f("$6,250,000", 6250000),
        },
      })
      .returning();
    const first = await post(u, "/api/properties/from-memorandum", { memorandumId: om?.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      property: {
        name: "Maple Court Apartments",
        address: "12 Maple Ct, Columbus, OH 43215",
        propertyType: "Multifamily",
        units: 48,
        sizeSf: 52000,
        yearBuilt: 1998,
        price: 6250000,
        links: [{ entityType: "offering_memorandum", title: "Maple OM" }],
      },
    });
    const again = await post(u, "/api/properties/from-memorandum", { memorandumId: om?.id });
    expect(again.json()).toMatchObject({ created: false, property: { id: first.json().property.id } });
    expect((await post(other, "/api/properties/from-memorandum", { memorandumId: om?.id })).statusCode).toBe(404);
  });
});

describe("from a lease's premises", () => {
  it("adds a leased space to the building at the premises address, or creates it", async () => {
    const building = (
      await post(u, "/api/properties", {
        name: "Harbor Tower",
        locationStreetAddress: "100 Harbor St",
        locationCity: "Boston",
      })
    ).json();
    const [lease] = await t.ctx.db
      .insert(leases)
      .values({
        title: "Acme lease",
        documentUrl: "x/l.pdf",
        ownerId: u.id,
        aiExtractedData: {
          premisesAddress: f("100 Harbor Street, Suite 300, Boston, MA"),
          suite: f("Suite 300"),
          rentableSquareFeet: f("5,120", 5120),
          tenant: f("Acme Corp"),
          expirationDate: f("June 30, 2031", "2031-06-30"),
        },
      })
      .returning();
    const res = await post(u, "/api/properties/from-lease", { leaseId: lease?.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toBe(false);
    expect(body.property.id).toBe(building.id);
    expect(body.property.spaces).toEqual([
      expect.objectContaining({
        suite: "Suite 300",
        rsf: 5120,
        status: "leased",
        tenantName: "Acme Corp",
        leaseExpiration: "2031-06-30",
        lease: { id: lease?.id, title: "Acme lease" },
      }),
    ]);
    expect(body.property.links).toEqual([expect.objectContaining({ entityType: "lease" })]);
    expect((await post(u, "/api/properties/from-lease", { leaseId: lease?.id })).json().spaceId).toBe(body.spaceId);
    expect((await post(other, "/api/properties/from-lease", { leaseId: lease?.id })).statusCode).toBe(404);

    const [bare] = await t.ctx.db
      .insert(leases)
      .values({ title: "Unanalysed lease", documentUrl: "x/b.pdf", ownerId: u.id })
      .returning();
    const theirs = (await post(other, "/api/properties", { name: "Theirs" })).json();
    expect((await post(u, "/api/properties/from-lease", { leaseId: bare?.id, propertyId: theirs.id })).statusCode).toBe(
      404,
    );
    const made = (await post(u, "/api/properties/from-lease", { leaseId: bare?.id })).json();
    expect(made).toMatchObject({ created: true, property: { name: "Unanalysed lease" } });
    expect(made.property.spaces[0]).toMatchObject({ suite: "Premises", status: "leased" });
  });
});
