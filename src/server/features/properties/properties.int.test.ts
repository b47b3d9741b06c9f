// Properties through HTTP on real Postgres: CRUD, hierarchy, spaces, roll-ups, files, links, matching.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = async (user: TestUser | null, method: Method, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const create = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await call(user, "POST", "/api/properties", payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string; parentPropertyId: string | null };
};

function multipart(filename: string, bytes: Buffer, type: string) {
  const boundary = "----prop1234";
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@props.test" });
  other = await t.signUp({ email: "other@props.test" });
});
afterAll(async () => {
  await t?.close();
});

describe("create, read, update, delete", () => {
  it("creates with the §3 fields, reads back, lists and deletes", async () => {
    const p = await create(dana, {
      name: "  Harbor Tower ",
      buildingName: "Harbor Tower",
      locationStreetAddress: "100 Harbor Street",
      locationCity: "Boston",
      locationState: "MA",
      locationPostalCode: "02110",
      locationLatitude: 42.35,
      locationLongitude: -71.05,
      propertyType: "Office",
      sizeSf: 250000,
      yearBuilt: 1999,
      customFields: { Class: "A" },
    });
    expect(p.name).toBe("Harbor Tower");
    const got = await call(dana, "GET", `/api/properties/${p.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      address: "100 Harbor Street, Boston, MA 02110",
      propertyType: "Office",
      customFields: { Class: "A" },
      locationLatitude: 42.35,
      rollup: { totalRsf: 0, vacancyPct: null },
    });
    const list = await call(dana, "GET", "/api/properties?q=harbor");
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ name: "Harbor Tower", sizeSf: 250000, parent: null });
    const patched = await call(dana, "PATCH", `/api/properties/${p.id}`, { locationStreetAddress: "101 Harbor St" });
    expect(patched.body).toMatchObject({ locationStreetAddress: "101 Harbor St", locationLatitude: null });
    expect((await call(dana, "DELETE", `/api/properties/${p.id}`)).status).toBe(200);
    expect((await call(dana, "GET", `/api/properties/${p.id}`)).status).toBe(404);
  });

  it("refuses a blank name with the spec wording and an unknown type", async () => {
    const blank = await call(dana, "POST", "/api/properties", { name: "   " });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("Property name is required");
    expect((await call(dana, "POST", "/api/properties", { name: "X", propertyType: "Castle" })).status).toBe(400);
    expect((await call(dana, "POST", "/api/properties", { name: "X", locationLatitude: 91 })).status).toBe(400);
    const spaces = await create(dana, { name: "Spaces only", locationStreetAddress: "   " });
    expect((await call(dana, "GET", `/api/properties/${spaces.id}`)).body.locationStreetAddress).toBeNull();
  });

  it("sorts, pages and filters by type and city", async () => {
    const u = await t.signUp();
    for (const [name, type, city] of [
      ["B Plaza", "Retail", "Austin"],
      ["A Works", "Industrial", "Dallas"],
      ["C Center", "Retail", "austin"],
    ]) {
      await create(u, { name, propertyType: type, locationCity: city, locationStreetAddress: `1 ${name} Way` });
    }
    const byName = await call(u, "GET", "/api/properties?sort=name&pageSize=2");
    expect(byName.body.total).toBe(3);
    expect(byName.body.items.map((i: { name: string }) => i.name)).toEqual(["A Works", "B Plaza"]);
    const retail = await call(u, "GET", "/api/properties?type=Retail&city=AUSTIN&sort=-name");
    expect(retail.body.items.map((i: { name: string }) => i.name)).toEqual(["C Center", "B Plaza"]);
    expect((await call(u, "GET", "/api/properties?sort=bogus")).status).toBe(400);
    const facets = await call(u, "GET", "/api/properties/facets");
    expect(facets.body.types).toEqual(["Industrial", "Retail"]);
    expect(facets.body.cities).toHaveLength(2);
  });
});

describe("hierarchy", () => {
  it("keeps children, refuses a cycle with 400 and another user's parent with 404", async () => {
    const park = await create(dana, { name: "Office Park" });
    const bldg = await create(dana, { name: "Building A", parentPropertyId: park.id });
    const wing = await create(dana, { name: "Wing 1", parentPropertyId: bldg.id });
    const parkView = await call(dana, "GET", `/api/properties/${park.id}`);
    expect(parkView.body.children.map((c: { name: string }) => c.name)).toEqual(["Building A"]);
    const cycle = await call(dana, "PATCH", `/api/properties/${park.id}`, { parentPropertyId: wing.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.title).toBe("A property cannot be the parent of its own parent");
    expect((await call(dana, "PATCH", `/api/properties/${park.id}`, { parentPropertyId: park.id })).status).toBe(400);
    const theirs = await create(other, { name: "Not yours" });
    expect((await call(dana, "POST", "/api/properties", { name: "X", parentPropertyId: theirs.id })).status).toBe(404);
    expect((await call(dana, "PATCH", `/api/properties/${wing.id}`, { parentPropertyId: theirs.id })).status).toBe(404);
    expect((await call(dana, "GET", `/api/properties?parentId=${park.id}`)).body.total).toBe(1);
    // Deleting a parent leaves its children top-level.
    await call(dana, "DELETE", `/api/properties/${bldg.id}`);
    expect((await call(dana, "GET", `/api/properties/${wing.id}`)).body.parentPropertyId).toBeNull();
  });
});

describe("spaces and roll-ups", () => {
  it("rolls spaces of children up to the parent", async () => {
    const park = await create(dana, { name: "Rollup Park" });
    const a = await create(dana, { name: "Rollup A", parentPropertyId: park.id });
    const next = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const s1 = await call(dana, "POST", `/api/properties/${a.id}/spaces`, {
      suite: "Suite 100",
      floor: "1",
      rsf: 6000,
      status: "leased",
      tenantName: "Acme",
      leaseExpiration: next,
      askingRent: 32.5,
      rentType: "NNN",
    });
    expect(s1.status).toBe(201);
    await call(dana, "POST", `/api/properties/${park.id}/spaces`, { suite: "200", rsf: 4000, availableDate: next });
    const view = await call(dana, "GET", `/api/properties/${park.id}`);
    expect(view.body.rollup).toMatchObject({ totalRsf: 10000, leasedRsf: 6000, vacancyPct: 40, descendantCount: 1 });
    expect(view.body.rollup.waltYears).toBeGreaterThan(0.95);
    expect(view.body.rollup.nextExpirations[0]).toMatchObject({ suite: "Suite 100", tenantName: "Acme" });
    expect(view.body.spaces).toHaveLength(1);
    const upd = await call(dana, "PATCH", `/api/properties/${a.id}/spaces/${s1.body.id}`, { status: "available" });
    expect(upd.body.status).toBe("available");
    const bad = await call(dana, "POST", `/api/properties/${a.id}/spaces`, { suite: "x", rentType: "GROSS" });
    expect(bad.status).toBe(400);
    expect((await call(dana, "POST", `/api/properties/${a.id}/spaces`, { suite: " " })).status).toBe(400);
    expect((await call(dana, "POST", `/api/properties/${a.id}/spaces`, { suite: "x", rsf: -1 })).status).toBe(400);
    expect((await call(other, "PATCH", `/api/properties/${a.id}/spaces/${s1.body.id}`, { rsf: 1 })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/properties/${a.id}/spaces/${s1.body.id}`)).status).toBe(404);
    expect((await call(dana, "DELETE", `/api/properties/${a.id}/spaces/${s1.body.id}`)).status).toBe(200);
  });

  it("links a space to a lease the user may open, not to another user's", async () => {
    const p = await create(dana, { name: "Lease Bldg" });
    const [mine] = await t.ctx.db
      .insert(leases)
      .values({ title: "Acme lease", documentUrl: "x/1.pdf", ownerId: dana.id })
      .returning();
    const [theirs] = await t.ctx.db
      .insert(leases)
      .values({ title: "Other lease", documentUrl: "x/2.pdf", ownerId: other.id })
      .returning();
    const ok = await call(dana, "POST", `/api/properties/${p.id}/spaces`, { suite: "1", leaseId: mine?.id });
    expect(ok.body.lease).toEqual({ id: mine?.id, title: "Acme lease" });
    expect(
      (await call(dana, "POST", `/api/properties/${p.id}/spaces`, { suite: "2", leaseId: theirs?.id })).status,
    ).toBe(404);
    const link = await call(dana, "POST", `/api/properties/${p.id}/links`, { entityType: "lease", entityId: mine?.id });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ entityType: "lease", title: "Acme lease" });
    const bad = await call(dana, "POST", `/api/properties/${p.id}/links`, {
      entityType: "lease",
      entityId: theirs?.id,
    });
    expect(bad.status).toBe(404);
    const cands = await call(dana, "GET", "/api/properties/link-candidates?type=lease&q=acme");
    expect(cands.body.items).toEqual([{ id: mine?.id, title: "Acme lease" }]);
    const view = await call(dana, "GET", `/api/properties/${p.id}`);
    expect(view.body.links).toHaveLength(1);
    expect((await call(dana, "DELETE", `/api/properties/${p.id}/links/${link.body.id}`)).status).toBe(200);
    const project = await call(dana, "POST", "/api/projects", { name: "Acme relocation", type: "tenant_rep" });
    expect(project.status, JSON.stringify(project.body)).toBeLessThan(300);
    const projectLink = await call(dana, "POST", `/api/properties/${p.id}/links`, {
      entityType: "project",
      entityId: project.body.id,
    });
    expect(projectLink.body).toMatchObject({ entityType: "project", title: "Acme relocation" });
    expect(
      (await call(other, "POST", `/api/properties/${p.id}/links`, { entityType: "project", entityId: project.body.id }))
        .status,
    ).toBe(404);
  });
});

describe("linked records", () => {
  it("links each kind of record the user may open, shows it on the property, refuses another user's", async () => {
    const p = await create(dana, { name: "Links Bldg" });
    const [lease] = await t.ctx.db
      .insert(leases)
      .values({ title: "Links lease", documentUrl: "x/l.pdf", ownerId: dana.id })
      .returning();
    const [om] = await t.ctx.db
      .insert(offeringMemorandums)
      .values({ title: "Links OM", documentUrl: "x/om.pdf", ownerId: dana.id })
      .returning();
    const made = async (user: TestUser, url: string, payload: Record<string, unknown>) => {
      const res = await call(user, "POST", url, payload);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return res.body.id as string;
    };
    const mine = {
      lease: { id: lease?.id, title: "Links lease" },
      offering_memorandum: { id: om?.id, title: "Links OM" },
      dealroom: { id: await made(dana, "/api/dealrooms", { name: "Links room" }), title: "Links room" },
      project: {
        id: await made(dana, "/api/projects", { name: "Links deal", type: "tenant_rep" }),
        title: "Links deal",
      },
      person: {
        id: await made(dana, "/api/contacts/people", { firstName: "Lena", lastName: "Links" }),
        title: "Lena Links",
      },
      company: { id: await made(dana, "/api/contacts/companies", { name: "Links Co" }), title: "Links Co" },
    };
    const theirs = {
      dealroom: await made(other, "/api/dealrooms", { name: "Their room" }),
      person: await made(other, "/api/contacts/people", { firstName: "Theo", lastName: "Theirs" }),
      company: await made(other, "/api/contacts/companies", { name: "Their Co" }),
    };
    for (const [entityType, { id, title }] of Object.entries(mine)) {
      const link = await call(dana, "POST", `/api/properties/${p.id}/links`, { entityType, entityId: id });
      expect(link.status, entityType).toBe(201);
      expect(link.body).toMatchObject({ entityType, entityId: id, title });
      const cands = await call(dana, "GET", `/api/properties/link-candidates?type=${entityType}&q=links`);
      expect(cands.body.items, entityType).toContainEqual({ id, title });
    }
    for (const [entityType, id] of Object.entries(theirs)) {
      const res = await call(dana, "POST", `/api/properties/${p.id}/links`, { entityType, entityId: id });
      expect(res.status, entityType).toBe(404);
    }
    const view = await call(dana, "GET", `/api/properties/${p.id}`);
    expect(view.body.links.map((l: { entityType: string }) => l.entityType).sort()).toEqual(Object.keys(mine).sort());
    const unknown = await call(dana, "POST", `/api/properties/${p.id}/links`, { entityType: "boat", entityId: p.id });
    expect(unknown.status).toBe(400);
  });
});

describe("files", () => {
  it("uploads a photo, a brochure and floor plans, lists them with signed URLs, refuses wrong types, deletes", async () => {
    const p = await create(dana, { name: "Files Bldg" });
    const up = async (kind: string, name: string, bytes: Buffer, type: string, user = dana) => {
      const m = multipart(name, bytes, type);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/properties/${p.id}/files?kind=${kind}`,
        headers: { cookie: user.cookie, ...m.headers },
        payload: m.payload,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const photo = await up("photo", "front.png", PNG, "image/png");
    expect(photo.status).toBe(201);
    expect(photo.body).toMatchObject({ kind: "photo", contentType: "image/png", name: "front.png" });
    const brochure = await up("brochure", "flyer.pdf", PDF, "application/pdf");
    expect(brochure.status).toBe(201);
    expect((await up("floorplan", "level-2.pdf", PDF, "application/pdf")).status).toBe(201);
    expect((await up("floorplan", "level-3.png", PNG, "image/png")).status).toBe(201);
    const notPdf = await up("brochure", "flyer.pdf", PNG, "application/pdf");
    expect(notPdf.status).toBe(415);
    expect(notPdf.body.title).toBe("Please select a PDF file");
    expect((await up("photo", "x.pdf", PDF, "image/png")).status).toBe(415);
    expect((await up("photo", "x.png", PNG, "image/png", other)).status).toBe(404);
    const big = await up(
      "brochure",
      "big.pdf",
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      "application/pdf",
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ title: "File too large", detail: "Please select a PDF file smaller than 10MB." });
    const view = await call(dana, "GET", `/api/properties/${p.id}`);
    expect(view.body.photos).toHaveLength(1);
    expect(view.body.propertyBrochures).toHaveLength(1);
    expect(view.body.propertyFloorplans.map((f: { name: string }) => f.name).sort()).toEqual([
      "level-2.pdf",
      "level-3.png",
    ]);
    const file = await t.app.inject({
      method: "GET",
      url: new URL(view.body.photos[0].url).pathname + new URL(view.body.photos[0].url).search,
    });
    expect(file.statusCode).toBe(200);
    expect((await call(other, "DELETE", `/api/properties/${p.id}/files/${photo.body.id}`)).status).toBe(404);
    expect((await call(dana, "DELETE", `/api/properties/${p.id}/files/${photo.body.id}`)).status).toBe(200);
    expect((await call(dana, "GET", `/api/properties/${p.id}`)).body.photos).toHaveLength(0);
  });
});

describe("address matching and batch creation (§4, §7)", () => {
  it("matches the same building across formats and units, not look-alikes or other users", async () => {
    const u = await t.signUp();
    const tower = await create(u, {
      name: "Main Tower",
      locationStreetAddress: "1200 Main Street",
      locationCity: "Austin",
    });
    await create(u, { name: "Look-alike", locationStreetAddress: "11200 Main St", locationCity: "Austin" });
    await create(other, { name: "Theirs", locationStreetAddress: "1200 Main St", locationCity: "Austin" });
    const res = await call(u, "POST", "/api/properties/address-matches", {
      addresses: [
        { street: "1200 MAIN ST., Suite #300", city: "austin" },
        { street: "   ", city: "Austin" },
        { street: "9 Nowhere Rd", city: "Austin" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.matches[0].map((m: { id: string }) => m.id)).toEqual([tower.id]);
    expect(res.body.matches[1]).toEqual([]);
    expect(res.body.matches[2]).toEqual([]);
  });

  it("creates an auto parent for several new properties at one new address", async () => {
    const u = await t.signUp();
    const item = (suite: string) => ({
      property: {
        name: `Suite ${suite}`,
        buildingName: "Elm Plaza",
        locationStreetAddress: `9 Elm St Suite ${suite}`,
        locationCity: "Reno",
      },
    });
    const res = await call(u, "POST", "/api/properties/batch", { items: [item("1"), item("2")] });
    expect(res.status).toBe(201);
    expect(res.body.autoParents).toHaveLength(1);
    const parent = await call(u, "GET", `/api/properties/${res.body.autoParents[0].id}`);
    expect(parent.body).toMatchObject({
      name: "Elm Plaza",
      description: "Building with 2 units",
      propertyType: "Other",
    });
    expect(parent.body.children).toHaveLength(2);
    // A third unit later attaches to the existing top-level parent.
    const again = await call(u, "POST", "/api/properties/batch", { items: [item("3")] });
    const third = await call(u, "GET", `/api/properties/${again.body.created[0].id}`);
    expect(third.body.parentPropertyId).toBe(res.body.autoParents[0].id);
    // A manual standalone choice overrides.
    const alone = await call(u, "POST", "/api/properties/batch", {
      items: [{ ...item("4"), choice: { kind: "standalone" } }],
    });
    expect((await call(u, "GET", `/api/properties/${alone.body.created[0].id}`)).body.parentPropertyId).toBeNull();
    const theirs = await create(other, { name: "X" });
    const bad = await call(u, "POST", "/api/properties/batch", {
      items: [{ ...item("5"), choice: { kind: "child", parentId: theirs.id } }],
    });
    expect(bad.status).toBe(404);
  });
});

describe("global search", () => {
  it("finds the user's properties by name as type property", async () => {
    const p = await create(dana, { name: "Zephyr Logistics Center" });
    await create(other, { name: "Zephyr Secret" });
    const res = await call(dana, "GET", "/api/search?q=zephyr");
    expect(res.body.items).toEqual([{ id: p.id, title: "Zephyr Logistics Center", type: "property" }]);
  });
});
