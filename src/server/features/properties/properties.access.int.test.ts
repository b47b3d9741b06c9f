// Who may call the properties API, route by route: anonymous → 401, another user → 404 on every route that
// names a record, a deal-room guest → 403 everywhere. The table is checked against the contract, so a new
// route without a row here fails this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import * as contract from "#shared/contract/properties.ts";
import * as createContract from "#shared/contract/properties-create.ts";
import * as partsContract from "#shared/contract/properties-parts.ts";
import * as extractContract from "#shared/contract/properties-extract.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let guest: TestUser;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Row = { method: Method; template: string; url: string; payload?: unknown; upload?: Buffer; ownRecord: boolean };

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

async function call(user: TestUser | null, row: Row) {
  const boundary = "----access1234";
  const body = row.upload
    ? {
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          row.upload,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      }
    : { payload: row.payload as Record<string, unknown> | undefined, headers: {} };
  const res = await t.app.inject({
    method: row.method,
    url: row.url,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  });
  return res.statusCode;
}

/** Every route descriptor the properties contracts (core, create, parts, extract) declare, as "METHOD /path". */
function declaredRoutes(): string[] {
  const isRoute = (v: unknown): v is { method: string; path: string } =>
    typeof v === "object" && v !== null && typeof (v as { path?: unknown }).path === "string" && "method" in v;
  const values: unknown[] = [contract, createContract, partsContract, extractContract].flatMap((m) => Object.values(m));
  const routes = values.filter(isRoute).map((v) => `${v.method} ${v.path}`);
  // The PDF extraction shares the URL route's descriptor with its own multipart path.
  return [...routes, `POST ${extractContract.extractPropertyPdfPath}`].sort();
}

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  const room = await t.app.inject({
    method: "POST",
    url: "/api/dealrooms",
    headers: { cookie: dana.cookie },
    payload: { name: "Guest room" },
  });
  const inv = await t.app.inject({
    method: "POST",
    url: `/api/dealrooms/${room.json().id}/members`,
    headers: { cookie: dana.cookie },
    payload: { email: "gus@outside.example", name: "Gus" },
  });
  const token = new URL(inv.json().shareUrl).searchParams.get("token") as string;
  const v = await t.app.inject({
    method: "POST",
    url: "/api/dealrooms/verify-access",
    payload: { token, email: "gus@outside.example", name: "Gus" },
  });
  guest = { ...dana, cookie: cookieHeader(v.headers["set-cookie"]) };
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
    const rows: Row[] = [
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
    expect(rows.map((r) => `${r.method} ${r.template}`).sort()).toEqual(declaredRoutes());

    for (const row of rows) {
      const where = `${row.method} ${row.url}`;
      expect(await call(null, row), where).toBe(401);
      expect(await call(guest, row), where).toBe(403);
      if (row.ownRecord) expect(await call(other, row), where).toBe(404);
    }
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
