// Who may call the properties API, route by route: anonymous → 401, another user → 404 on every route that
// names a record, a deal-room guest → 403 everywhere. The table is checked against the contract, so a new
// route without a row here fails this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import * as contract from "#shared/contract/properties.ts";
import * as createContract from "#shared/contract/properties-create.ts";
import * as partsContract from "#shared/contract/properties-parts.ts";
import * as extractContract from "#shared/contract/properties-extract.ts";
import {
  type AccessRow,
  dealroomGuestCookie,
  declaredRoutes,
  expectGuarded,
} from "../../../../tests/support/route-access.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let guestCookie: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  guestCookie = await dealroomGuestCookie(t, dana);
});
afterAll(async () => {
  await t?.close();
});

describe("access on every route", () => {
  it("answers 401 anonymous, 404 to another user, 403 to a deal-room guest; the owner is unaffected", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: { cookie: dana.cookie },
      payload: { name: "Guarded" },
    });
    const p = created.json() as { id: string };
    const space = (
      await t.app.inject({
        method: "POST",
        url: `/api/properties/${p.id}/spaces`,
        headers: { cookie: dana.cookie },
        payload: { suite: "1" },
      })
    ).json() as { id: string };
    const [lease] = await t.ctx.db
      .insert(leases)
      .values({ title: "Dana lease", documentUrl: "x/1.pdf", ownerId: dana.id })
      .returning();
    const [om] = await t.ctx.db
      .insert(offeringMemorandums)
      .values({ title: "Dana OM", documentUrl: "x/om.pdf", ownerId: dana.id })
      .returning();
    const id = p.id;
    const rows: AccessRow[] = [
      { method: "GET", template: "/api/properties/:id", url: `/api/properties/${id}`, ownRecord: true },
      {
        method: "PATCH",
        template: "/api/properties/:id",
        url: `/api/properties/${id}`,
        payload: { name: "Mine" },
        ownRecord: true,
      },
      { method: "DELETE", template: "/api/properties/:id", url: `/api/properties/${id}`, ownRecord: true },
      {
        method: "POST",
        template: "/api/properties/:id/spaces",
        url: `/api/properties/${id}/spaces`,
        payload: { suite: "2" },
        ownRecord: true,
      },
      {
        method: "PATCH",
        template: "/api/properties/:id/spaces/:spaceId",
        url: `/api/properties/${id}/spaces/${space.id}`,
        payload: { rsf: 5 },
        ownRecord: true,
      },
      {
        method: "DELETE",
        template: "/api/properties/:id/spaces/:spaceId",
        url: `/api/properties/${id}/spaces/${space.id}`,
        ownRecord: true,
      },
      {
        method: "POST",
        template: "/api/properties/:id/files",
        url: `/api/properties/${id}/files?kind=photo`,
        upload: PNG,
        ownRecord: true,
      },
      {
        method: "DELETE",
        template: "/api/properties/:id/files/:fileId",
        url: `/api/properties/${id}/files/${space.id}`,
        ownRecord: true,
      },
      {
        method: "POST",
        template: "/api/properties/:id/links",
        url: `/api/properties/${id}/links`,
        payload: { entityType: "lease", entityId: lease?.id },
        ownRecord: true,
      },
      {
        method: "DELETE",
        template: "/api/properties/:id/links/:linkId",
        url: `/api/properties/${id}/links/${space.id}`,
        ownRecord: true,
      },
      {
        method: "POST",
        template: "/api/properties/from-memorandum",
        url: "/api/properties/from-memorandum",
        payload: { memorandumId: om?.id },
        ownRecord: true,
      },
      {
        method: "POST",
        template: "/api/properties/from-lease",
        url: "/api/properties/from-lease",
        payload: { leaseId: lease?.id },
        ownRecord: true,
      },
      { method: "GET", template: "/api/properties", url: "/api/properties", ownRecord: false },
      { method: "GET", template: "/api/properties/map", url: "/api/properties/map", ownRecord: false },
      { method: "GET", template: "/api/properties/facets", url: "/api/properties/facets", ownRecord: false },
      {
        method: "GET",
        template: "/api/properties/link-candidates",
        url: "/api/properties/link-candidates?type=lease",
        ownRecord: false,
      },
      { method: "POST", template: "/api/properties", url: "/api/properties", payload: { name: "x" }, ownRecord: false },
      {
        method: "POST",
        template: "/api/properties/batch",
        url: "/api/properties/batch",
        payload: { items: [{ property: { name: "x" } }] },
        ownRecord: false,
      },
      {
        method: "POST",
        template: "/api/properties/address-matches",
        url: "/api/properties/address-matches",
        payload: { addresses: [{ street: "1 a st" }] },
        ownRecord: false,
      },
      {
        method: "POST",
        template: "/api/properties/extract-url",
        url: "/api/properties/extract-url",
        payload: { url: "http://10.0.0.1/" },
        ownRecord: false,
      },
      {
        method: "POST",
        template: extractContract.extractPropertyPdfPath,
        url: extractContract.extractPropertyPdfPath,
        upload: PDF,
        ownRecord: false,
      },
    ];
    // The PDF extraction shares the URL route's descriptor with its own multipart path.
    const declared = [
      ...declaredRoutes(contract, createContract, partsContract, extractContract),
      `POST ${extractContract.extractPropertyPdfPath}`,
    ].sort();
    await expectGuarded(t, rows, { guestCookie, other }, declared);
    // Nothing of Dana's changed hands or disappeared.
    const after = await t.app.inject({ method: "GET", url: `/api/properties/${id}`, headers: { cookie: dana.cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: "Guarded", spaces: [{ id: space.id }], links: [], photos: [] });
    const theirList = await t.app.inject({
      method: "GET",
      url: "/api/properties?q=Guarded",
      headers: { cookie: other.cookie },
    });
    expect(theirList.json().total).toBe(0);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/properties/not-a-uuid", headers: { cookie: dana.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
