// Reports through HTTP on real Postgres: figures from corrected abstracts, filters, exports parsed back,
// saved reports, and every route for owner / other user / anonymous / deal-room guest.
import ExcelJS from "exceljs";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealroomActivityLogs } from "#server/db/schema/dealrooms.ts";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { correct, seedLeases } from "#server/features/reports/reports.test-support.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let guestCookie: string;
let leaseIds: string[];

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ email: "owner@reports.test" });
  other = await t.signUp({ email: "other@reports.test" });
  leaseIds = await seedLeases(t.ctx.db, owner.id, [
    {
      title: "Acme lease",
      tenant: "Acme Corp",
      address: "100 Main St",
      suite: "200",
      rsf: 4000,
      expiration: "2030-03-31",
      monthlyRent: 10000,
      renewalNotice: "2029-06-30",
    },
    {
      title: "Beta lease",
      tenant: "Beta LLC",
      address: "100 Main St",
      suite: "300",
      rsf: 5000,
      expiration: "2031-01-31",
      monthlyRent: 12500,
    },
    {
      title: "Gamma lease",
      tenant: "Gamma Inc",
      address: "100 Main St",
      suite: "400",
      rsf: 1000,
      expiration: "2030-09-30",
    },
    {
      title: "=cmd| formula lease",
      tenant: '=HYPERLINK("x")',
      address: "9 Elm Ave",
      rsf: 2000,
      expiration: "2032-05-31",
    },
  ]);
  // The broker corrected Gamma's expiration: the report must use 2035, not the AI's 2030.
  await correct(t.ctx.db, leaseIds[2] as string, "expirationDate", "2035-12-31");
  await correct(t.ctx.db, leaseIds[1] as string, "rentableSquareFeet", "5,500");
  await seedLeases(t.ctx.db, other.id, [
    { title: "Secret lease", tenant: "Secret Tenant", address: "1 Hidden Rd", rsf: 999, expiration: "2030-01-01" },
  ]);

  // A deal room with a guest who viewed a document.
  const room = (await call("POST", "/api/dealrooms", owner.cookie, { name: "Sale room" })).json().id as string;
  const doc = (await call("POST", `/api/dealrooms/${room}/documents`, owner.cookie, { name: "LOI draft" })).json()
    .id as string;
  const inv = await call("POST", `/api/dealrooms/${room}/members`, owner.cookie, {
    email: "gus@outside.example",
    name: "Gus Guest",
  });
  const token = new URL(inv.json().shareUrl).searchParams.get("token") as string;
  const v = await call("POST", "/api/dealrooms/verify-access", undefined, {
    token,
    email: "gus@outside.example",
    name: "Gus Guest",
  });
  guestCookie = cookieHeader(v.headers["set-cookie"]);
  // What the room records when its documents are opened (the deal-room service writes these rows).
  await t.ctx.db.insert(dealroomActivityLogs).values([
    {
      dealroomId: room,
      entityId: doc,
      entityType: "document",
      actionType: "viewed",
      visitorEmail: "gus@outside.example",
    },
    {
      dealroomId: room,
      entityId: doc,
      entityType: "document",
      actionType: "viewed",
      visitorEmail: "GUS@outside.example",
    },
    { dealroomId: room, entityId: doc, entityType: "document", actionType: "downloaded", userId: owner.id },
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Result = {
  rows: Record<string, unknown>[];
  total: number;
  summary: { label: string; value: string }[];
  chart: { data: Record<string, unknown>[] };
};
const run = async (user: TestUser, id: string, query = "") => {
  const res = await call("GET", `/api/reports/run/${id}${query}`, user.cookie);
  return { status: res.statusCode, body: res.json() as Result };
};

describe("built-in reports", () => {
  it("lists the reports the user can open", async () => {
    const res = await call("GET", "/api/reports", owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().builtIn.map((r: { id: string }) => r.id)).toEqual([
      "lease-expirations",
      "rent-roll",
      "critical-dates",
      "pipeline",
      "dealroom-engagement",
      "contacts-by-tag",
    ]);
  });

  it("builds the expiration schedule from corrected abstracts, with the cliff flag", async () => {
    const { status, body } = await run(owner, "lease-expirations");
    expect(status).toBe(200);
    expect(body.rows.map((r) => [r.year, r.property, r.tenant, r.rsf, r.pctOfProperty, r.cliff])).toEqual([
      ["2030", "100 Main St", "Acme Corp", 4000, 38.1, true],
      ["2031", "100 Main St", "Beta LLC", 5500, 52.4, true],
      ["2032", "9 Elm Ave", '=HYPERLINK("x")', 2000, 100, true],
      ["2035", "100 Main St", "Gamma Inc", 1000, 9.5, false],
    ]);
    expect(body.chart.data.map((d) => d.year)).toEqual(["2030", "2031", "2032", "2035"]);
  });

  it("filters by date range and property", async () => {
    const { body } = await run(owner, "lease-expirations", "?from=2030-01-01&to=2031-12-31&property=main");
    expect(body.rows.map((r) => r.tenant)).toEqual(["Acme Corp", "Beta LLC"]);
  });

  it("refuses impossible dates and inverted ranges with a 400", async () => {
    for (const q of ["?from=2026-02-30", "?from=2031-01-01&to=2030-01-01", "?to=soon", "?months=5"]) {
      const res = await call("GET", `/api/reports/run/critical-dates${q}`, owner.cookie);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call("GET", "/api/reports/run/nope", owner.cookie)).statusCode).toBe(400);
  });

  it("builds a rent roll with current rent and rent per SF", async () => {
    const { body } = await run(owner, "rent-roll");
    const acme = body.rows.find((r) => r.tenant === "Acme Corp");
    expect(acme).toMatchObject({ annualRent: 120000, monthlyRent: 10000, rentPerSf: 30, suite: "200" });
    expect(body.rows).toHaveLength(4);
  });

  it("lists critical dates within the horizon", async () => {
    const { body } = await run(owner, "critical-dates", "?months=12");
    // Seeded deadlines are years ahead: none in the next 12 months.
    expect(body.total).toBe(0);
  });

  it("buckets upcoming deadlines; a corrected expiration moves the renewal notice deadline too", async () => {
    const soon = await t.signUp();
    const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const [id] = await seedLeases(t.ctx.db, soon.id, [
      {
        title: "Soon",
        tenant: "Soon Co",
        address: "5 Pine St",
        rsf: 100,
        expiration: inDays(900),
        renewalNotice: inDays(625),
      },
    ]);
    expect((await run(soon, "critical-dates", "?months=12")).body.total).toBe(0);
    // The broker corrects the expiration to ~11 months out (through the lease page's route, which recomputes
    // the stored report figures): the 9-month notice deadline lands ~2 months out.
    const corrected = await call("PATCH", `/api/leases/${id}/fields/expirationDate`, soon.cookie, {
      value: inDays(330),
    });
    expect(corrected.statusCode).toBe(200);
    const all = await run(soon, "critical-dates", "?months=12");
    expect(all.body.rows.map((r) => [r.kind, r.bucket, r.corrected])).toEqual([
      ["renewal_notice", "1–3 months", true],
      ["expiration", "6–12 months", true],
    ]);
    expect((await run(soon, "critical-dates", "?months=3")).body.total).toBe(1);
  });

  it("counts deal-room views and visitors", async () => {
    const { body } = await run(owner, "dealroom-engagement");
    expect(body.rows).toEqual([
      expect.objectContaining({ room: "Sale room", document: "LOI draft", views: 2, downloads: 1, visitors: 2 }),
    ]);
  });

  it("sums projects and estimated commission per pipeline stage", async () => {
    const broker = await t.signUp();
    for (const body of [
      { name: "Acme HQ", type: "tenant_rep", sizeSf: 10000, rentPsf: 40, termMonths: 60, commissionPct: 3 },
      { name: "Beta move", type: "tenant_rep", sizeSf: 5000, rentPsf: 30, termMonths: 36, commissionPct: 4 },
      { name: "No figures", type: "tenant_rep" },
    ]) {
      const res = await call("POST", "/api/projects", broker.cookie, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const { status, body } = await run(broker, "pipeline");
    expect(status).toBe(200);
    const prospect = body.rows.find((r) => r.projectType === "Tenant rep" && r.stage === "Prospect");
    // 10,000 × $40 × 5 yr × 3 % = $60,000; 5,000 × $30 × 3 yr × 4 % = $18,000.
    expect(prospect).toEqual({
      projectType: "Tenant rep",
      stage: "Prospect",
      projects: 3,
      withEstimate: 2,
      commission: 78000,
    });
    expect(body.summary).toContainEqual({ label: "Estimated commission", value: "$78,000.00" });
    expect((await run(other, "pipeline")).body.rows.every((r) => r.projects === 0)).toBe(true);
  });

  it("counts contacts by tag", async () => {
    const { body } = await run(owner, "contacts-by-tag");
    expect(body.rows).toEqual([{ tag: "(No tag)", people: 0, companies: 0, total: 0 }]);
  });

  it("shows another user nothing of the owner's data", async () => {
    const { body } = await run(other, "lease-expirations");
    expect(body.rows.map((r) => r.tenant)).toEqual(["Secret Tenant"]);
    expect((await run(other, "dealroom-engagement")).body.rows).toEqual([]);
  });
});

describe("exports", () => {
  const exp = (format: string, query = "") =>
    call("GET", `/api/reports/run/lease-expirations/export?format=${format}${query}`, owner.cookie);

  it("exports CSV that parses back, with formulas neutralised", async () => {
    const res = await exp("csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain(".csv");
    const lines = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Year,Property,Tenant,Lease,Suite,Expiration,RSF,% of property,Property % expiring that year,Expiry cliff",
    );
    expect(lines[1]).toBe("2030,100 Main St,Acme Corp,Acme lease,200,2030-03-31,4000,38.1%,38.1%,Yes");
    expect(lines[3]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines).toHaveLength(5);
  });

  it("exports XLSX with typed cells", async () => {
    const res = await exp("xlsx");
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getRow(1).getCell(3).value).toBe("Tenant");
    expect(ws?.getRow(2).getCell(3).value).toBe("Acme Corp");
    expect(ws?.getRow(2).getCell(7).value).toBe(4000);
    expect(ws?.rowCount).toBe(5);
  });

  it("exports a PDF whose text carries the rows", async () => {
    const res = await exp("pdf");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages } = await extractPdfText(new Uint8Array(res.rawPayload));
    const text = pages.map((p) => p.text).join("\n");
    expect(text).toContain("Lease expiration schedule");
    expect(text).toContain("Acme Corp");
  });

  it("exports 0 rows as a header-only file and refuses a bad format", async () => {
    const res = await exp("csv", "&from=2099-01-01");
    expect(
      res.body
        .replace(/^\ufeff/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(1);
    const pdf = await exp("pdf", "&from=2099-01-01");
    expect(pdf.statusCode).toBe(200);
    expect((await exp("docx")).statusCode).toBe(400);
    expect((await exp("csv", "&from=2026-13-01")).statusCode).toBe(400);
  });
});

describe("saved reports", () => {
  it("saves a report with its filters and opens it only for its owner", async () => {
    const created = await call("POST", "/api/reports/saved", owner.cookie, {
      name: "Main St expirations",
      reportId: "lease-expirations",
      filters: { property: "Main", months: 3, from: "2030-01-01" },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    // months is not a filter of this report: it is dropped.
    expect(saved.filters).toEqual({ property: "Main", from: "2030-01-01" });
    expect((await call("GET", `/api/reports/saved/${saved.id}`, owner.cookie)).json().name).toBe("Main St expirations");
    expect((await call("GET", `/api/reports/saved/${saved.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/reports/saved/${saved.id}`, other.cookie, { name: "x" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/reports/saved/${saved.id}`, other.cookie)).statusCode).toBe(404);
    const renamed = await call("PATCH", `/api/reports/saved/${saved.id}`, owner.cookie, { name: "Main St" });
    expect(renamed.json().name).toBe("Main St");
    const list = (await call("GET", "/api/reports", owner.cookie)).json();
    expect(list.saved.map((s: { name: string }) => s.name)).toEqual(["Main St"]);
    expect((await call("GET", "/api/reports", other.cookie)).json().saved).toEqual([]);
    expect((await call("DELETE", `/api/reports/saved/${saved.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/api/reports/saved/${saved.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it("refuses bad names and filters with a 400", async () => {
    const bad = [
      { name: " ", reportId: "rent-roll", filters: {} },
      { name: "x".repeat(121), reportId: "rent-roll", filters: {} },
      { name: "ok", reportId: "nope", filters: {} },
      { name: "ok", reportId: "rent-roll", filters: { from: "2030-02-31" } },
    ];
    for (const body of bad) expect((await call("POST", "/api/reports/saved", owner.cookie, body)).statusCode).toBe(400);
    expect((await call("GET", "/api/reports/saved/not-a-uuid", owner.cookie)).statusCode).toBe(400);
  });
});

describe("who may call", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/reports"],
    ["GET", "/api/reports/run/rent-roll"],
    ["GET", "/api/reports/run/rent-roll/export?format=csv"],
    ["GET", "/api/reports/saved/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/reports/saved", { name: "x", reportId: "rent-roll", filters: {} }],
    ["PATCH", "/api/reports/saved/00000000-0000-4000-8000-000000000000", { name: "x" }],
    ["DELETE", "/api/reports/saved/00000000-0000-4000-8000-000000000000"],
  ];
  it("answers 401 to anonymous callers and 403 to deal-room guests (their session opens only their room)", async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method as "GET", url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method as "GET", url, guestCookie, body)).statusCode, `guest ${method} ${url}`).toBe(403);
    }
  });
});
