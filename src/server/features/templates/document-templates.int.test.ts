// Document templates through HTTP on real Postgres: built-ins seeded once, editing with the one rich-text schema,
// generating from a lease (corrections applied), a contact, a company and a property; flagged fields; PDF text;
// into a deal room; owner / other user 404 / anonymous 401 on every route; bad input 4xx.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { correct, seedLeases } from "#server/features/reports/reports.test-support.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let leaseId: string;
let renewalId: string;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Res = { status: number; body: any; raw: Buffer; headers: Record<string, unknown> };
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown): Promise<Res> => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  const json = res.headers["content-type"]?.toString().includes("json");
  return { status: res.statusCode, body: json ? res.json() : null, raw: res.rawPayload, headers: res.headers };
};
const field = (key: string) => ({ type: "mergeField", attrs: { field: key } });
const doc = (...content: object[]) => ({ type: "doc", content: [{ type: "paragraph", content }] });
const texts = (content: { content?: object[] }): string =>
  JSON.stringify(content)
    .match(/"text":"[^"]*"|"field":"[^"]*"/g)
    ?.join(" ") ?? "";

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@doctemplates.test", firstName: "Dana", lastName: "Broker" });
  other = await t.signUp({ email: "other@doctemplates.test" });
  [leaseId] = await seedLeases(t.ctx.db, dana.id, [
    {
      title: "Acme lease",
      tenant: "Acme Corporation",
      address: "100 Main Street",
      suite: "400",
      rsf: 12500,
      commencement: "2022-01-01",
      expiration: "2030-12-31",
      monthlyRent: 30000,
      renewalNotice: "2030-03-31",
    },
  ]);
  const extra = {
    landlord: { value: "Harbor Point LLC", normalized: null, page: 1, snippet: "Landlord", confidence: 0.9 },
    noticeAddresses: { value: "1 Harbor Way, Boston", normalized: null, page: 9, snippet: "Notices", confidence: 0.8 },
  };
  await t.ctx.db.execute(
    sql`update leases set ai_extracted_data = ai_extracted_data || ${JSON.stringify(extra)}::jsonb where id = ${leaseId}`,
  );
  // The broker corrected the expiration and the notice address: the letter must follow both.
  await correct(t.ctx.db, leaseId, "expirationDate", "2031-12-31");
  await correct(t.ctx.db, leaseId, "noticeAddresses", "Harbor Point LLC, 2 Harbor Way, Boston, MA 02110");
});
afterAll(async () => {
  await t.close();
});

describe("document templates", () => {
  it("seeds the three built-ins once; a deleted one stays deleted", async () => {
    const first = await call(dana, "GET", "/api/document-templates");
    expect(first.status).toBe(200);
    expect(first.body.items.map((x: { name: string }) => x.name)).toEqual([
      "Letter of intent (LOI)",
      "Renewal notice letter",
      "Tour confirmation letter",
    ]);
    const renewal = first.body.items[1];
    renewalId = renewal.id;
    expect(renewal.builtin).toBe(true);
    expect(renewal.fields).toEqual(expect.arrayContaining(["lease.renewalNoticeDeadline", "lease.noticeAddress"]));
    const loi = first.body.items[0];
    expect((await call(dana, "DELETE", `/api/document-templates/${loi.id}`)).status).toBe(200);
    expect((await call(dana, "GET", "/api/document-templates")).body.items).toHaveLength(2);
    expect((await call(other, "GET", "/api/document-templates")).body.items).toHaveLength(3);
  });

  it("creates, saves and refuses content the editor could not load", async () => {
    const created = await call(dana, "POST", "/api/document-templates", {
      name: "  Welcome note ",
      content: doc({ type: "text", text: "Hello " }, field("contact.firstName")),
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe("Welcome note");
    expect(created.body.fields).toEqual(["contact.firstName"]);
    const saved = await call(dana, "PUT", `/api/document-templates/${created.body.id}`, {
      name: "Welcome",
      description: "First contact",
      content: doc({ type: "text", text: "Hi {{contact.name}}" }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.fields).toEqual(["contact.name"]);
    const bad = await call(dana, "PUT", `/api/document-templates/${created.body.id}`, {
      name: "Welcome",
      content: { type: "doc", content: [{ type: "iframe" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain("The document content is not valid for the editor");
    const blank = await call(dana, "POST", "/api/document-templates", { name: "  ", content: doc() });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("Name is required");
    expect((await call(dana, "GET", `/api/document-templates/${created.body.id}`)).body.name).toBe("Welcome");
  });

  it("generates the renewal notice from the lease with the corrections applied", async () => {
    const res = await call(dana, "POST", `/api/document-templates/${renewalId}/generate`, { leaseId });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Renewal notice letter - Acme Corporation");
    const body = texts(res.body.content);
    // Notice deadline follows the corrected expiration (nine months' notice), address is the corrected one.
    expect(body).toContain("March 31, 2031");
    expect(body).toContain("December 31, 2031");
    expect(body).toContain("Harbor Point LLC, 2 Harbor Way, Boston, MA 02110");
    expect(body).toContain("Acme Corporation");
    expect(body).toContain("60 months");
    const status = Object.fromEntries(res.body.fields.map((f: { key: string; status: string }) => [f.key, f.status]));
    expect(status["lease.renewalNoticeDeadline"]).toBe("filled");
    expect(status["broker.name"]).toBe("filled");
    expect(status["broker.company"]).toBe("missing");
  });

  it("keeps unknown and empty fields visible and flagged, never a 500", async () => {
    const created = await call(dana, "POST", "/api/document-templates", {
      name: "Odd fields",
      content: doc(field("tenant.shoeSize"), { type: "text", text: " {{ lease.nope }} {{company.name}}" }),
    });
    const res = await call(dana, "POST", `/api/document-templates/${created.body.id}/generate`, {});
    expect(res.status).toBe(200);
    expect(res.body.fields.map((f: { key: string; status: string }) => `${f.key}:${f.status}`)).toEqual([
      "tenant.shoeSize:unknown",
      "lease.nope:unknown",
      "company.name:missing",
    ]);
    const nodes = JSON.stringify(res.body.content);
    expect(nodes).toContain('"field":"tenant.shoeSize"');
    expect(nodes).toContain('"missing":true');
    const pdf = await call(dana, "GET", `/api/document-templates/${created.body.id}/pdf`);
    expect(pdf.status).toBe(200);
    const { pages } = await extractPdfText(new Uint8Array(pdf.raw));
    expect(pages.map((p) => p.text).join(" ")).toContain("{{tenant.shoeSize}}");
  });

  it("fills contact, company and property fields from the user's records", async () => {
    const person = await call(dana, "POST", "/api/contacts/people", {
      firstName: "Jordan",
      lastName: "Lee",
      email: "j@acme.test",
    });
    const company = await call(dana, "POST", "/api/contacts/companies", { name: "Acme Corporation" });
    const property = await call(dana, "POST", "/api/properties", {
      name: "Harbor Point",
      locationStreetAddress: "1 Harbor Way",
      locationCity: "Boston",
    });
    expect([person.status, company.status, property.status]).toEqual([201, 201, 201]);
    const tour = (await call(dana, "GET", "/api/document-templates")).body.items.find(
      (x: { name: string }) => x.name === "Tour confirmation letter",
    );
    const res = await call(dana, "POST", `/api/document-templates/${tour.id}/generate`, {
      contactId: person.body.id,
      companyId: company.body.id,
      propertyId: property.body.id,
    });
    expect(res.status).toBe(200);
    const body = texts(res.body.content);
    expect(body).toContain("Jordan Lee");
    expect(body).toContain("Harbor Point");
    expect(body).toContain("Boston");
    expect(res.body.name).toBe("Tour confirmation letter - Jordan Lee");
    // Another user's records are not theirs to merge.
    const theirs = await call(other, "POST", "/api/contacts/people", { firstName: "Their", lastName: "Contact" });
    expect(
      (await call(dana, "POST", `/api/document-templates/${tour.id}/generate`, { contactId: theirs.body.id })).status,
    ).toBe(404);
  });

  it("fills project fields from a project page's project; another user's project is a 404", async () => {
    const project = await call(dana, "POST", "/api/projects", {
      name: "Kestrel relocation",
      type: "tenant_rep",
      sizeSf: 12_000,
      rentPsf: 34.5,
      termMonths: 60,
    });
    const company = await call(dana, "POST", "/api/contacts/companies", { name: "Kestrel Analytics" });
    // Dana deleted her LOI above; the same fields in a template of her own.
    const loi = (
      await call(dana, "POST", "/api/document-templates", {
        name: "Deal summary",
        content: doc(
          field("company.name"),
          { type: "text", text: ": approximately " },
          field("project.size"),
          { type: "text", text: " rentable square feet at " },
          field("project.rent"),
          { type: "text", text: " for " },
          field("project.term"),
        ),
      })
    ).body;
    const res = await call(dana, "POST", `/api/document-templates/${loi.id}/generate`, {
      projectId: project.body.id,
      companyId: company.body.id,
    });
    expect(res.status).toBe(200);
    const body = texts(res.body.content);
    for (const value of ["Kestrel Analytics", "12,000", "$34.50", "60 months"]) expect(body).toContain(`"${value}"`);
    const theirs = await call(other, "POST", "/api/projects", { name: "Theirs", type: "other" });
    const refused = await call(dana, "POST", `/api/document-templates/${loi.id}/generate`, {
      projectId: theirs.body.id,
    });
    expect(refused.status).toBe(404);
  });

  it("downloads the letter as a PDF drawn on the server", async () => {
    const res = await call(dana, "GET", `/api/document-templates/${renewalId}/pdf?leaseId=${leaseId}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(String(res.headers["content-disposition"])).toContain("Renewal notice letter - Acme Corporation.pdf");
    const { pages } = await extractPdfText(new Uint8Array(res.raw));
    const text = pages.map((p) => p.text).join(" ");
    expect(text).toContain("March 31, 2031");
    expect(text).toContain("2 Harbor Way");
    expect((await call(dana, "GET", `/api/document-templates/${renewalId}/pdf?leaseId=nope`)).status).toBe(400);
  });

  it("puts the generated letter into a deal room as a room document", async () => {
    const [room] = await t.ctx.db.insert(dealrooms).values({ name: "Acme renewal", createdBy: dana.id }).returning();
    const res = await call(dana, "POST", `/api/document-templates/${renewalId}/dealroom`, {
      leaseId,
      dealroomId: room.id,
    });
    expect(res.status).toBe(200);
    const opened = await call(dana, "GET", `/api/dealrooms/${room.id}/documents/${res.body.documentId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.name).toBe("Renewal notice letter - Acme Corporation");
    expect(texts(opened.body.content)).toContain("March 31, 2031");
    const [theirs] = await t.ctx.db.insert(dealrooms).values({ name: "Theirs", createdBy: other.id }).returning();
    expect(
      (await call(dana, "POST", `/api/document-templates/${renewalId}/dealroom`, { leaseId, dealroomId: theirs.id }))
        .status,
    ).toBe(404);
  });

  it("answers 404 to another user and 401 to anonymous on every route", async () => {
    const base = `/api/document-templates/${renewalId}`;
    const save = { name: "Mine now", content: doc() };
    const routes: [string, string, unknown?][] = [
      ["GET", base],
      ["PUT", base, save],
      ["DELETE", base],
      ["POST", `${base}/generate`, {}],
      ["GET", `${base}/pdf`],
      ["POST", `${base}/dealroom`, { dealroomId: renewalId }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(other, method, url, body)).status, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await call(null, "GET", "/api/document-templates")).status).toBe(401);
    expect((await call(null, "POST", "/api/document-templates", save)).status).toBe(401);
    // The lease is Dana's: another user generating from it gets a 404 too (with their own template).
    const mine = (await call(other, "GET", "/api/document-templates")).body.items[1];
    expect((await call(other, "POST", `/api/document-templates/${mine.id}/generate`, { leaseId })).status).toBe(404);
    expect((await call(dana, "GET", base)).body.name).toBe("Renewal notice letter");
  });
});
