// Who may call the templates API (checklists and document templates: read, edit, apply, generate, PDF, into a
// deal room), route by route, checked against the contract: anonymous 401, deal-room guest 403, another user 404
// on every route naming the owner's template.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as checklistsContract from "#shared/contract/checklists.ts";
import * as templatesContract from "#shared/contract/document-templates.ts";
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

const as = async (method: "GET" | "POST", url: string, payload?: object) =>
  (await t.app.inject({ method, url, payload, headers: { cookie: dana.cookie } })).json();

const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] };

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  guestCookie = await dealroomGuestCookie(t, dana);
});
afterAll(async () => {
  await t?.close();
});

describe("templates access on every route", () => {
  it("answers 401 anonymous, 403 to a deal-room guest, 404 to another user; the owner's templates are untouched", async () => {
    const checklist = await as("POST", "/api/checklists", {
      name: "Guarded list",
      items: [{ title: "Step one", offsetDays: 2, offsetUnit: "business", anchor: "applied" }],
    });
    const template = await as("POST", "/api/document-templates", { name: "Guarded letter", content: doc });
    const project = await as("POST", "/api/projects", { name: "Deal", type: "tenant_rep" });
    const room = await as("POST", "/api/dealrooms", { name: "Letters" });
    const c = `/api/checklists/${checklist.id}`;
    const d = `/api/document-templates/${template.id}`;
    const row = (method: AccessRow["method"], template: string, url: string, payload?: object): AccessRow => ({
      method,
      template,
      url,
      payload,
      ownRecord: template.includes(":"),
    });
    const rows: AccessRow[] = [
      row("GET", "/api/checklists", "/api/checklists"),
      row("POST", "/api/checklists", "/api/checklists", { name: "x" }),
      row("GET", "/api/checklists/:id", c),
      row("PUT", "/api/checklists/:id", c, { name: "Taken", items: [] }),
      row("DELETE", "/api/checklists/:id", c),
      row("POST", "/api/checklists/:id/apply", `${c}/apply`, { projectId: project.id, appliedOn: "2026-11-24" }),
      row("GET", "/api/document-templates", "/api/document-templates"),
      row("POST", "/api/document-templates", "/api/document-templates", { name: "x", content: doc }),
      row("GET", "/api/document-templates/:id", d),
      row("PUT", "/api/document-templates/:id", d, { name: "Taken", content: doc }),
      row("DELETE", "/api/document-templates/:id", d),
      row("POST", "/api/document-templates/:id/generate", `${d}/generate`, {}),
      row("POST", "/api/document-templates/:id/dealroom", `${d}/dealroom`, { dealroomId: room.id }),
      row("GET", templatesContract.generatedPdfPath, `${d}/pdf`),
    ];
    const declared = declaredRoutes(checklistsContract, templatesContract);
    // The PDF download is a plain GET (a link the browser follows), registered beside the contract's routes.
    await expectGuarded(
      t,
      rows,
      { guestCookie, other },
      [...declared, `GET ${templatesContract.generatedPdfPath}`].sort(),
    );

    expect(await as("GET", c)).toMatchObject({
      name: "Guarded list",
      items: [{ title: "Step one", offsetDays: 2, offsetUnit: "business", anchor: "applied" }],
    });
    expect(await as("GET", d)).toMatchObject({ name: "Guarded letter" });
    const tasks = await as("GET", `/api/tasks?projectId=${project.id}&status=all`);
    expect(tasks.total).toBe(0);
  });
});
