import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { fixture, getJson, LEASE_TEXT, makePdf, upload, waitForLease, waitForOm } from "./documents.test-support.ts";

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
const events: { userId: string; type: string; id?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: "Ada", lastName: "Admin" }); // the first account is an admin
  ann = await t.signUp({ firstName: "Ann", lastName: "Owner" });
  bob = await t.signUp({ firstName: "Bob", lastName: "Other" });
  for (const u of [admin, ann, bob])
    t.ctx.events.subscribe(u.id, (e) => events.push({ userId: u.id, type: e.type, id: e.id }));
});
afterAll(async () => {
  await t.close();
});

const req = (user: TestUser, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    payload: payload as Record<string, unknown> | undefined,
  });
const storageFile = (bucket: string, key: string) => path.join(t.dataDir, "storage", bucket, key);
const rowsOf = async (q: ReturnType<typeof sql>) => (await t.ctx.db.execute(q)).rows as Record<string, unknown>[];

describe("lease upload → job → abstract", () => {
  let leaseId = "";

  it("stores the file and rows, runs process-lease and publishes the outcome", async () => {
    const res = await upload(t, ann, "lease", {
      filename: "Kestrel Office Lease.pdf",
      data: fixture("leases/lease-01-summary-table-office.pdf"),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    leaseId = created.id;
    expect(created).toMatchObject({ title: "Kestrel Office Lease", extractionDetail: "concise", accessLevel: "owner" });
    expect(["active", "processing", "completed"]).toContain(created.status);

    const [lease] = await rowsOf(sql`select document_url, owner_id, file_size from leases where id = ${leaseId}`);
    expect(lease.document_url).toMatch(new RegExp(`^${ann.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(existsSync(storageFile("lease_documents", lease.document_url as string))).toBe(true);
    const access = await rowsOf(sql`select access_level, user_id from document_access where document_id = ${leaseId}`);
    expect(access).toEqual([{ access_level: "owner", user_id: ann.id }]);
    const attachments = await rowsOf(
      sql`select is_original, file_url, document_type from document_attachments where document_id = ${leaseId}`,
    );
    expect(attachments).toEqual([{ is_original: true, file_url: lease.document_url, document_type: "lease" }]);

    const done = await waitForLease(t, ann, leaseId);
    expect(done.status).toBe("completed");
    expect(done.processingCompletedAt).toBeTruthy();
    expect(done.aiExtractedData.tenant.value).toContain("Kestrel Analytics");
    const tenant = done.fields.find((f: { key: string }) => f.key === "tenant");
    expect(tenant.correction).toBeNull();
    expect(tenant.value).toContain("Kestrel Analytics");
    expect(done.criticalDates.map((d: { kind: string }) => d.kind)).toContain("expiration");
    const pages = await rowsOf(sql`select count(*)::int as n from lease_pages where lease_id = ${leaseId}`);
    expect(pages[0].n).toBeGreaterThan(0);
    expect(events.some((e) => e.userId === ann.id && e.type === "lease.updated" && e.id === leaseId)).toBe(true);
    // §4.8: the lease's change also refreshes Ann's document lists (and nobody else's).
    await vi.waitFor(() =>
      expect(events.some((e) => e.userId === ann.id && e.type === "documents.updated" && e.id === leaseId)).toBe(true),
    );
    expect(events.some((e) => e.userId === bob.id && e.id === leaseId)).toBe(false);
    // Lease Admin follows the analysis live: administrators hear of every lease (and only they, for others' leases).
    expect(events.some((e) => e.userId === admin.id && e.type === "admin_leases.updated" && e.id === leaseId)).toBe(
      true,
    );
    expect(events.some((e) => e.userId === admin.id && e.type === "lease.updated")).toBe(false);
  });

  it("lists it in Home with search, sort and pagination", async () => {
    const list = await getJson(t, ann, "/api/documents?q=kestrel&sort=-uploaded&page=1&pageSize=5");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: leaseId, type: "lease", accessLevel: "owner", folderId: null });
    expect(list.body.items[0].fileSize).toBeGreaterThan(1000);
    expect((await getJson(t, bob, "/api/documents?scope=all")).body.total).toBe(0);
  });

  it("keeps a broker's correction beside the AI value and recomputes critical dates", async () => {
    const res = await req(ann, "PATCH", `/api/leases/${leaseId}/fields/expirationDate`, { value: "2030-06-30" });
    expect(res.statusCode).toBe(200);
    const field = res.json().fields.find((f: { key: string }) => f.key === "expirationDate");
    expect(field.ai.normalized).toBe("2029-02-28");
    expect(field.value).toBe("2030-06-30");
    expect(field.correction).toMatchObject({ value: "2030-06-30", correctedBy: { id: ann.id, name: "Ann Owner" } });
    const expiration = res.json().criticalDates.find((d: { kind: string }) => d.kind === "expiration");
    expect(expiration).toMatchObject({ date: "2030-06-30", corrected: true });

    const ics = await req(ann, "GET", `/api/leases/${leaseId}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("BEGIN:VCALENDAR");
    expect(ics.body).toContain("DTSTART;VALUE=DATE:20300630");

    const reset = await req(ann, "PATCH", `/api/leases/${leaseId}/fields/expirationDate`, { reset: true });
    const restored = reset.json().fields.find((f: { key: string }) => f.key === "expirationDate");
    expect(restored).toMatchObject({ correction: null, value: reset.json().aiExtractedData.expirationDate.value });
  });

  it("exports the abstract as a PDF with the broker's correction", async () => {
    await req(ann, "PATCH", `/api/leases/${leaseId}/fields/permittedUse`, { value: "Biotech laboratory and offices" });
    const res = await req(ann, "GET", `/api/leases/${leaseId}/abstract.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=".+ - abstract\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await extractPdfText(new Uint8Array(res.rawPayload))).pages.map((p) => p.text).join("\n");
    expect(text).toContain("LEASE ABSTRACT");
    expect(text).toContain("Biotech laboratory and offices");
    expect(text).toContain("(corrected)");
    await req(ann, "PATCH", `/api/leases/${leaseId}/fields/permittedUse`, { reset: true });
    expect((await req(bob, "GET", `/api/leases/${leaseId}/abstract.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/leases/${leaseId}/abstract.pdf` })).statusCode).toBe(401);
  });

  it("answers lease chat questions with cited clauses and keeps the history", async () => {
    const asked = await req(ann, "POST", `/api/leases/${leaseId}/chat`, {
      question: "How long is the renewal option?",
    });
    expect(asked.statusCode).toBe(200);
    const { question, answer } = asked.json();
    expect(question).toMatchObject({ role: "user", content: "How long is the renewal option?", user: { id: ann.id } });
    expect(answer.role).toBe("assistant");
    expect(answer.content.length).toBeGreaterThan(0);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations[0].page).toBeGreaterThanOrEqual(1);
    expect((await req(ann, "POST", `/api/leases/${leaseId}/chat`, { question: "  " })).statusCode).toBe(400);
    const history = await getJson(t, ann, `/api/leases/${leaseId}/chat`);
    expect(history.body.items.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(events.some((e) => e.type === "lease_chat.updated" && e.id === leaseId)).toBe(true);
  });

  it("serves the original through a 2-hour signed URL and as a download", async () => {
    const res = await getJson(t, ann, `/api/documents/lease/${leaseId}/file-url`);
    expect(res.status).toBe(200);
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    const url = new URL(res.body.url);
    const file = await t.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const dl = await req(ann, "GET", `/api/documents/lease/${leaseId}/download`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers["content-disposition"]).toContain("attachment");
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const [lease] = await rowsOf(sql`select document_url from leases where id = ${leaseId}`);
    const expired = new URL(
      await t.ctx.storage.signedUrl("lease_documents", lease.document_url as string, { expiresInSeconds: -5 }),
    );
    expect((await t.app.inject({ method: "GET", url: expired.pathname + expired.search })).statusCode).toBe(403);
    const tampered = url.pathname.replace(/[0-9a-f]{8}-/, "00000000-") + url.search;
    expect((await t.app.inject({ method: "GET", url: tampered })).statusCode).toBe(404);
  });

  it("answers 404 to another user on every route of the lease and its files", async () => {
    const urls: ["GET" | "POST" | "PATCH" | "DELETE", string, unknown?][] = [
      ["GET", `/api/leases/${leaseId}`],
      ["GET", `/api/documents/lease/${leaseId}/file-url`],
      ["GET", `/api/documents/lease/${leaseId}/file-url?download=true`],
      ["GET", `/api/documents/lease/${leaseId}/download`],
      ["GET", `/api/documents/lease/${leaseId}/attachments`],
      ["GET", `/api/leases/${leaseId}/calendar.ics`],
      ["GET", `/api/leases/${leaseId}/abstract.pdf`],
      ["GET", `/api/leases/${leaseId}/chat`],
      ["POST", `/api/leases/${leaseId}/chat`, { question: "What is the rent?" }],
      ["PATCH", `/api/leases/${leaseId}/fields/tenant`, { value: "X" }],
      ["PATCH", `/api/documents/lease/${leaseId}`, { title: "Mine now" }],
      ["POST", `/api/documents/lease/${leaseId}/reanalyze`, {}],
      ["DELETE", `/api/documents/lease/${leaseId}`],
      ["GET", `/api/documents/lease/${leaseId}/access`],
      ["POST", `/api/documents/lease/${leaseId}/access`, { email: "x@example.com", accessLevel: "viewer" }],
    ];
    for (const [method, url, payload] of urls) {
      const res = await req(bob, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const attachments = await getJson(t, ann, `/api/documents/lease/${leaseId}/attachments`);
    const attachmentId = attachments.body.items[0].id;
    expect((await req(bob, "GET", `/api/documents/lease/${leaseId}/attachments/${attachmentId}/url`)).statusCode).toBe(
      404,
    );
    const own = await getJson(t, ann, `/api/documents/lease/${leaseId}/attachments/${attachmentId}/url`);
    expect(own.status).toBe(200);
    // Bob's own memorandum id does not open Ann's attachment either.
    expect((await req(bob, "GET", `/api/offering-memorandums/${leaseId}`)).statusCode).toBe(404);
  });

  it("shares by e-mail invitation; accept grants, revoke removes", async () => {
    const invite = await req(ann, "POST", `/api/documents/lease/${leaseId}/access`, {
      email: bob.email.toUpperCase(),
      accessLevel: "viewer",
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ status: "pending", inviteEmail: bob.email, accessLevel: "viewer" });
    const mail = await waitForMail(t.dataDir, bob.email, /shared a lease/);
    const link = new URL(mail.links.find((l) => l.includes(`/lease/${leaseId}?invite=`)) as string);
    const token = link.searchParams.get("invite") as string;

    const carol = await t.signUp();
    const wrong = await req(carol, "POST", "/api/documents/invitations/accept", { token });
    expect(wrong.statusCode).toBe(403);
    expect((await req(carol, "POST", "/api/documents/invitations/accept", { token: "x".repeat(32) })).statusCode).toBe(
      404,
    );

    const accepted = await req(bob, "POST", "/api/documents/invitations/accept", { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ documentType: "lease", documentId: leaseId, accessLevel: "viewer" });
    // Bob's 'Shared with me' list hears of it at once.
    await vi.waitFor(() =>
      expect(events.some((e) => e.userId === bob.id && e.type === "documents.updated" && e.id === leaseId)).toBe(true),
    );
    // Accepting again is harmless.
    expect((await req(bob, "POST", "/api/documents/invitations/accept", { token })).statusCode).toBe(200);

    const seen = await getJson(t, bob, `/api/leases/${leaseId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.accessLevel).toBe("viewer");
    expect((await getJson(t, bob, `/api/documents/lease/${leaseId}/file-url`)).status).toBe(200);
    const shared = await getJson(t, bob, "/api/documents?scope=shared");
    expect(shared.body.items.map((i: { id: string }) => i.id)).toEqual([leaseId]);
    expect(shared.body.items[0].owner.name).toBe("Ann Owner");
    // A viewer neither corrects, deletes nor manages sharing.
    expect((await req(bob, "PATCH", `/api/leases/${leaseId}/fields/tenant`, { value: "X" })).statusCode).toBe(403);
    expect((await req(bob, "DELETE", `/api/documents/lease/${leaseId}`)).statusCode).toBe(403);
    expect((await req(bob, "GET", `/api/documents/lease/${leaseId}/access`)).statusCode).toBe(403);

    const list = await getJson(t, ann, `/api/documents/lease/${leaseId}/access`);
    expect(list.body.items.map((a: { accessLevel: string }) => a.accessLevel)).toEqual(["owner", "viewer"]);
    const bobRow = list.body.items.find((a: { user: { id: string } | null }) => a.user?.id === bob.id);
    const owner = list.body.items.find((a: { accessLevel: string }) => a.accessLevel === "owner");
    expect((await req(ann, "DELETE", `/api/documents/lease/${leaseId}/access/${owner.id}`)).statusCode).toBe(400);
    expect((await req(ann, "DELETE", `/api/documents/lease/${leaseId}/access/${bobRow.id}`)).statusCode).toBe(200);
    expect((await getJson(t, bob, `/api/leases/${leaseId}`)).status).toBe(404);
    expect((await getJson(t, bob, `/api/documents/lease/${leaseId}/file-url`)).status).toBe(404);
    expect((await req(bob, "POST", "/api/documents/invitations/accept", { token })).statusCode).toBe(404);
  });

  it("gates lease viewing on an active subscription or trial; /documents stays open", async () => {
    const eve = await t.signUp();
    const up = await upload(t, eve, "lease", { filename: "gate.pdf", data: await makePdf(LEASE_TEXT) });
    expect(up.statusCode).toBe(201);
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${eve.id}`);
    const res = await getJson(t, eve, `/api/leases/${up.json().id}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FEATURE_REQUIRED", title: "Upgrade Your Account" });
    expect((await upload(t, eve, "lease", { filename: "x.pdf", data: await makePdf(["x"]) })).statusCode).toBe(403);
    expect((await getJson(t, eve, "/api/documents")).status).toBe(200);
    expect((await getJson(t, eve, "/api/documents/folders")).status).toBe(200);
  });

  it("admin lists all leases with owner, status, timing and re-runs one", async () => {
    expect((await getJson(t, ann, "/api/admin/leases")).status).toBe(403);
    const list = await getJson(t, admin, "/api/admin/leases?page=1&pageSize=50");
    expect(list.status).toBe(200);
    const row = list.body.items.find((i: { id: string }) => i.id === leaseId);
    expect(row).toMatchObject({ status: "completed", owner: { id: ann.id, name: "Ann Owner" } });
    expect(row.processingSeconds).toBeGreaterThanOrEqual(0);
    const rerun = await req(admin, "POST", `/api/admin/leases/${leaseId}/reanalyze`);
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json().status).toBe("active");
    const done = await waitForLease(t, ann, leaseId);
    expect(done.status).toBe("completed");
  });

  it("deletes the lease with its stored file and rows (owner only)", async () => {
    const [lease] = await rowsOf(sql`select document_url from leases where id = ${leaseId}`);
    const file = storageFile("lease_documents", lease.document_url as string);
    expect((await req(ann, "DELETE", `/api/documents/lease/${leaseId}`)).statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await rowsOf(sql`select 1 from document_access where document_id = ${leaseId}`)).toHaveLength(0);
    expect(await rowsOf(sql`select 1 from document_attachments where document_id = ${leaseId}`)).toHaveLength(0);
    expect((await getJson(t, ann, `/api/leases/${leaseId}`)).status).toBe(404);
  });
});

describe("folders", () => {
  it("creates, nests, renames, moves, lists with breadcrumbs and deletes only empty folders", async () => {
    const blank = await req(ann, "POST", "/api/documents/folders", { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe("Please enter a folder name");

    const a = (await req(ann, "POST", "/api/documents/folders", { name: "Clients" })).json();
    const b = (await req(ann, "POST", "/api/documents/folders", { name: "Acme", parentFolderId: a.id })).json();
    const c = (await req(ann, "POST", "/api/documents/folders", { name: "2024", parentFolderId: b.id })).json();
    const tree = await getJson(t, ann, "/api/documents/folders");
    expect(tree.body.items.map((f: { name: string }) => f.name)).toEqual(["2024", "Acme", "Clients"]);
    const crumbs = await getJson(t, ann, `/api/documents/folders/${c.id}`);
    expect(crumbs.body.breadcrumbs.map((x: { name: string }) => x.name)).toEqual(["Clients", "Acme", "2024"]);

    expect((await req(ann, "PATCH", `/api/documents/folders/${a.id}`, { parentFolderId: c.id })).statusCode).toBe(400);
    const renamed = await req(ann, "PATCH", `/api/documents/folders/${c.id}`, { name: "FY2024", parentFolderId: null });
    expect(renamed.json()).toMatchObject({ name: "FY2024", parentFolderId: null });

    // Another user's folder: 404 everywhere, and not usable as a parent or an upload target.
    expect((await getJson(t, bob, `/api/documents/folders/${a.id}`)).status).toBe(404);
    expect((await req(bob, "PATCH", `/api/documents/folders/${a.id}`, { name: "x" })).statusCode).toBe(404);
    expect((await req(bob, "DELETE", `/api/documents/folders/${a.id}`)).statusCode).toBe(404);
    expect((await req(bob, "POST", "/api/documents/folders", { name: "x", parentFolderId: a.id })).statusCode).toBe(
      404,
    );
    expect((await getJson(t, bob, `/api/documents?folderId=${a.id}`)).status).toBe(404);
    const intoOthers = await upload(
      t,
      bob,
      "lease",
      { filename: "x.pdf", data: await makePdf(["x"]) },
      { folderId: a.id },
    );
    expect(intoOthers.statusCode).toBe(404);

    const up = await upload(
      t,
      ann,
      "lease",
      { filename: "In Folder.pdf", data: await makePdf(LEASE_TEXT) },
      {
        folderId: b.id,
        extractionDetail: "detailed",
        title: "Acme HQ Lease",
      },
    );
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ folderId: b.id, extractionDetail: "detailed", title: "Acme HQ Lease" });
    const inFolder = await getJson(t, ann, `/api/documents?folderId=${b.id}`);
    expect(inFolder.body.items.map((i: { id: string }) => i.id)).toEqual([up.json().id]);
    const del = await req(ann, "DELETE", `/api/documents/folders/${b.id}`);
    expect(del.statusCode).toBe(409);

    const moved = await req(ann, "PATCH", `/api/documents/lease/${up.json().id}`, { folderId: null, title: "Renamed" });
    expect(moved.json()).toMatchObject({ folderId: null, title: "Renamed" });
    expect((await req(ann, "DELETE", `/api/documents/folders/${b.id}`)).statusCode).toBe(200);
    expect((await req(ann, "DELETE", `/api/documents/folders/${a.id}`)).statusCode).toBe(200);
    await waitForLease(t, ann, up.json().id);
  });
});

describe("offering memorandum", () => {
  it("uploads, processes and shows price, cap rate and NOI", async () => {
    const res = await upload(t, ann, "om", {
      filename: "harbor_view_office_om.pdf",
      data: fixture("om/harbor_view_office_om.pdf"),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: "offering_memorandum",
      status: "processing",
      title: "harbor_view_office_om",
    });
    const [row] = await rowsOf(sql`select document_url from offering_memorandums where id = ${res.json().id}`);
    expect(row.document_url).toMatch(new RegExp(`^offering_memorandums/${ann.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(existsSync(storageFile("documents", row.document_url as string))).toBe(true);
    const done = await waitForOm(t, ann, res.json().id);
    expect(done.status).toBe("completed");
    expect(done.extractedData.askingPrice?.normalized).toBeGreaterThan(0);
    expect(done.extractedData.noi?.normalized).toBeGreaterThan(0);
    expect(done.extractedData.capRate?.normalized).toBeGreaterThan(0);
    expect((await getJson(t, bob, `/api/offering-memorandums/${res.json().id}`)).status).toBe(404);
    expect((await getJson(t, bob, `/api/documents/offering_memorandum/${res.json().id}/file-url`)).status).toBe(404);
    const list = await getJson(t, ann, "/api/documents?type=offering_memorandum");
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(res.json().id);
  });
});

describe("OpenAPI", () => {
  it("documents every documents route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/documents", "/api/leases/{id}", "/api/admin/leases"]));
  });
});
