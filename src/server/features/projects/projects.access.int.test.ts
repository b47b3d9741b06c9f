// Who may call the projects API (projects, stages, links, the timeline, board and pickers), route by route,
// checked against the contract: anonymous 401, deal-room guest 403, another user 404 on every route naming the
// owner's project or stage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as projectsContract from "#shared/contract/projects.ts";
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

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  guestCookie = await dealroomGuestCookie(t, dana);
});
afterAll(async () => {
  await t?.close();
});

describe("projects access on every route", () => {
  it("answers 401 anonymous, 403 to a deal-room guest, 404 to another user; the owner's project is untouched", async () => {
    const project = await as("POST", "/api/projects", { name: "Guarded deal", type: "tenant_rep" });
    const company = await as("POST", "/api/contacts/companies", { name: "Linked Co" });
    await as("POST", `/api/projects/${project.id}/links`, { type: "company", id: company.id });
    const stages = (await as("GET", "/api/project-stages?type=tenant_rep")).items as { id: string }[];
    const stage = await as("POST", "/api/project-stages", { type: "tenant_rep", name: "Extra" });
    const p = `/api/projects/${project.id}`;
    const reversed = [...stages.map((s) => s.id), stage.id].reverse();
    const row = (
      method: AccessRow["method"],
      template: string,
      url: string,
      payload?: object,
      ownRecord = template.includes(":"),
    ): AccessRow => ({ method, template, url, payload, ownRecord });
    const rows: AccessRow[] = [
      row("GET", "/api/projects", "/api/projects"),
      row("POST", "/api/projects", "/api/projects", { name: "x", type: "other" }),
      row("GET", "/api/projects/board", "/api/projects/board?type=tenant_rep"),
      row("GET", "/api/projects/pipeline", "/api/projects/pipeline"),
      row("GET", "/api/projects/link-options", "/api/projects/link-options?type=company&q=li"),
      row("GET", "/api/projects/options", "/api/projects/options?q=gu"),
      row("GET", "/api/projects/:id", p),
      row("PATCH", "/api/projects/:id", p, { name: "Taken" }),
      row("DELETE", "/api/projects/:id", `${p}?tasks=keep`),
      row("GET", "/api/projects/:id/activity", `${p}/activity`),
      row("POST", "/api/projects/:id/links", `${p}/links`, { type: "company", id: company.id }),
      row("DELETE", "/api/projects/:id/links/:type/:entityId", `${p}/links/company/${company.id}`),
      row("GET", "/api/project-stages", "/api/project-stages?type=tenant_rep"),
      row("POST", "/api/project-stages", "/api/project-stages", { type: "tenant_rep", name: "Theirs" }),
      row("PATCH", "/api/project-stages/:id", `/api/project-stages/${stage.id}`, { name: "Taken" }),
      row("DELETE", "/api/project-stages/:id", `/api/project-stages/${stage.id}`),
      row("PUT", "/api/project-stages/order", "/api/project-stages/order", { type: "tenant_rep", ids: reversed }),
    ];
    await expectGuarded(t, rows, { guestCookie, other }, declaredRoutes(projectsContract));

    // Another user's reorder is checked against their own pipeline: the owner's stage ids are not in it.
    const theirs = await t.app.inject({
      method: "PUT",
      url: "/api/project-stages/order",
      payload: { type: "tenant_rep", ids: reversed },
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().detail).toBe("List every stage of the pipeline exactly once");

    const after = await as("GET", p);
    expect(after).toMatchObject({ name: "Guarded deal", links: [{ type: "company", id: company.id }] });
    const order = (await as("GET", "/api/project-stages?type=tenant_rep")).items as { id: string; name: string }[];
    expect(order.map((s) => s.id)).toEqual([...stages.map((s) => s.id), stage.id]);
    expect(order.at(-1)?.name).toBe("Extra");
  });
});
