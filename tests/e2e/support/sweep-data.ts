// The route sweep's data: one signed-in admin with a record of every kind, created over the API the way the
// pages create them, so each route with a parameter has something real to show.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { withClient } from "./db.ts";

export type SweepIds = {
  userId: string;
  leaseId: string;
  memorandumId: string;
  personId: string;
  companyId: string;
  folderId: string;
  dealroomId: string;
  roomDocumentId: string;
  propertyId: string;
  taskId: string;
  projectId: string;
  surveyId: string;
  surveyToken: string;
  checklistId: string;
  documentTemplateId: string;
  articleId: string;
};

const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");
const OM_PDF = path.resolve("fixtures/om/harbor_view_office_om.pdf");

async function post(
  api: APIRequestContext,
  url: string,
  data: unknown,
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as { id: string };
}

async function upload(api: APIRequestContext, url: string, title: string, file: string): Promise<string> {
  const res = await api.post(url, {
    multipart: { title, file: { name: path.basename(file), mimeType: "application/pdf", buffer: readFileSync(file) } },
  });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Waits until the analysis finished, so the sweep measures the filled page rather than its processing state. */
async function analysed(api: APIRequestContext, url: string): Promise<void> {
  await expect
    .poll(async () => ((await (await api.get(url)).json()) as { status?: string }).status, { timeout: 120_000 })
    .toMatch(/completed|error/);
}

export async function makeAdmin(email: string): Promise<void> {
  await withClient((c) => c.query("update profiles set role = 'admin' where email = $1", [email]));
}

/** Puts an account into its deletion grace period, so Admin → Deletions has a row to show. */
export async function scheduleDeletion(email: string): Promise<void> {
  await withClient((c) =>
    c.query(
      "insert into account_deletions (user_id, due_at) select id, now() + interval '7 days' from profiles where email = $1",
      [email],
    ),
  );
}

/** Help articles are shared by every user: the sweep removes its own. */
export async function removeArticle(id: string): Promise<void> {
  await withClient((c) => c.query("delete from help_articles where id = $1", [id]));
}

export async function seedSweepData(api: APIRequestContext): Promise<SweepIds> {
  const profile = (await (await api.get("/api/profile")).json()) as { id: string };
  const company = await post(api, "/api/contacts/companies", {
    name: "Northwind Traders International Holdings Incorporated",
  });
  const person = await post(api, "/api/contacts/people", {
    firstName: "Maximiliana",
    lastName: "Oppenheimer-Featherstonehaugh",
    email: "maximiliana.oppenheimer-featherstonehaugh@northwind-traders.example.com",
  });
  const folder = await post(api, "/api/documents/folders", { name: "Costa Mesa portfolio" });
  const leaseId = await upload(api, "/api/leases", "Kestrel Analytics — 1200 Harbor Boulevard, Suite 400", LEASE_PDF);
  const memorandumId = await upload(api, "/api/offering-memorandums", "Harbor View Office", OM_PDF);
  const room = await post(api, "/api/dealrooms", {
    name: "Harbor View Office Tower — disposition of the Class A asset, phase two",
  });
  const roomDocument = await post(api, `/api/dealrooms/${room.id}/documents`, { name: "Letter of intent" });
  const property = await post(api, "/api/properties", {
    name: "Harbor Tower",
    locationStreetAddress: "100 Harbor Street",
    locationCity: "Boston",
    locationState: "MA",
  });
  const task = await post(api, "/api/tasks", { title: "Call the landlord about the renewal option" });
  const project = await post(api, "/api/projects", { name: "Harbor HQ search", type: "tenant_rep" });
  const survey = await post(api, "/api/surveys", { name: "Harbor HQ tour" });
  await post(api, `/api/surveys/${survey.id}/rows`, { name: "Harbor Tower", address: "100 Harbor Street, Boston" });
  const shared = (await post(api, `/api/surveys/${survey.id}/share`, {})) as { share?: { token: string } };
  const checklist = await post(api, "/api/checklists", { name: "Lease renewal", items: [] });
  const documentTemplate = await post(api, "/api/document-templates", {
    name: "Letter of intent",
    content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Dear landlord," }] }] },
  });
  await post(api, "/api/tasks", { title: "Send the LOI", projectId: project.id });
  const article = await post(api, "/api/admin/articles", {
    title: "Sharing a deal room with a buyer's counsel and lenders",
    category: "Deal Rooms",
    content: "Open the room, choose Share and invite each party by e-mail.",
  });
  await analysed(api, `/api/leases/${leaseId}`);
  await analysed(api, `/api/offering-memorandums/${memorandumId}`);
  return {
    userId: profile.id,
    leaseId,
    memorandumId,
    personId: person.id,
    companyId: company.id,
    folderId: folder.id,
    dealroomId: room.id,
    roomDocumentId: roomDocument.id,
    propertyId: property.id,
    taskId: task.id,
    projectId: project.id,
    surveyId: survey.id,
    surveyToken: shared.share?.token ?? "",
    checklistId: checklist.id,
    documentTemplateId: documentTemplate.id,
    articleId: article.id,
  };
}
