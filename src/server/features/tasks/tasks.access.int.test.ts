// Who may call the tasks API (tasks, statuses, a lease's critical dates, preferences and the calendar feed
// address), route by route, checked against the contract: anonymous 401, deal-room guest 403, another user 404
// on every route naming the owner's record (§6: reads and writes restricted to created_by).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leases } from "#server/db/schema/documents.ts";
import * as ladderContract from "#shared/contract/task-ladder.ts";
import * as preferencesContract from "#shared/contract/task-preferences.ts";
import * as tasksContract from "#shared/contract/tasks.ts";
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

const post = async (url: string, payload: object) =>
  (await t.app.inject({ method: "POST", url, payload, headers: { cookie: dana.cookie } })).json() as { id: string };

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp();
  other = await t.signUp();
  guestCookie = await dealroomGuestCookie(t, dana);
});
afterAll(async () => {
  await t?.close();
});

describe("tasks access on every route", () => {
  it("answers 401 anonymous, 403 to a deal-room guest, 404 to another user; the owner's records are untouched", async () => {
    const task = await post("/api/tasks", { title: "Guarded task" });
    const status = await post("/api/task-statuses", { name: "Waiting", color: "#112233", systemType: "in_progress" });
    const statuses = (
      await t.app.inject({ method: "GET", url: "/api/task-statuses", headers: { cookie: dana.cookie } })
    ).json() as { items: { id: string; isSystem: boolean }[] };
    const system = statuses.items.find((s) => s.isSystem)?.id;
    const [lease] = await t.ctx.db
      .insert(leases)
      .values({ title: "Dana lease", documentUrl: "x/1.pdf", ownerId: dana.id })
      .returning();
    const l = lease?.id;
    const row = (method: AccessRow["method"], template: string, url: string, payload?: object): AccessRow => ({
      method,
      template,
      url,
      payload,
      ownRecord: template.includes(":"),
    });
    const rows: AccessRow[] = [
      row("GET", "/api/tasks", "/api/tasks"),
      row("POST", "/api/tasks", "/api/tasks", { title: "x" }),
      row("GET", "/api/tasks/associations", "/api/tasks/associations?type=person&q=a"),
      row("GET", "/api/tasks/:id", `/api/tasks/${task.id}`),
      row("PATCH", "/api/tasks/:id", `/api/tasks/${task.id}`, { title: "Taken" }),
      row("DELETE", "/api/tasks/:id", `/api/tasks/${task.id}`),
      row("POST", "/api/tasks/:id/complete", `/api/tasks/${task.id}/complete`, { completed: true }),
      row("POST", "/api/tasks/:id/status", `/api/tasks/${task.id}/status`, { statusId: system }),
      row("GET", "/api/task-statuses", "/api/task-statuses"),
      row("POST", "/api/task-statuses", "/api/task-statuses", {
        name: "Mine",
        color: "#000000",
        systemType: "completed",
      }),
      row("PATCH", "/api/task-statuses/:id", `/api/task-statuses/${status.id}`, { name: "Taken" }),
      row("DELETE", "/api/task-statuses/:id", `/api/task-statuses/${status.id}`),
      row("GET", "/api/tasks/lease/:id", `/api/tasks/lease/${l}`),
      row("POST", "/api/tasks/lease/:id", `/api/tasks/lease/${l}`, {}),
      row("GET", "/api/tasks/lease/:id/dates", `/api/tasks/lease/${l}/dates`),
      row("PUT", "/api/tasks/lease/:id/dates/:key", `/api/tasks/lease/${l}/dates/expiration`, {}),
      row("DELETE", "/api/tasks/lease/:id/dates/:key", `/api/tasks/lease/${l}/dates/expiration`),
      row("GET", "/api/tasks/preferences", "/api/tasks/preferences"),
      row("PATCH", "/api/tasks/preferences", "/api/tasks/preferences", { digestEnabled: false }),
      row("POST", "/api/tasks/calendar-feed", "/api/tasks/calendar-feed"),
      row("DELETE", "/api/tasks/calendar-feed", "/api/tasks/calendar-feed"),
    ];
    await expectGuarded(
      t,
      rows,
      { guestCookie, other },
      declaredRoutes(tasksContract, ladderContract, preferencesContract),
    );

    const mine = await t.app.inject({ method: "GET", url: `/api/tasks/${task.id}`, headers: { cookie: dana.cookie } });
    expect(mine.json()).toMatchObject({ title: "Guarded task", completed: false });
    const after = await t.app.inject({ method: "GET", url: "/api/task-statuses", headers: { cookie: dana.cookie } });
    expect(after.json().items.map((s: { name: string }) => s.name)).toContain("Waiting");
    const prefs = await t.app.inject({
      method: "GET",
      url: "/api/tasks/preferences",
      headers: { cookie: dana.cookie },
    });
    expect(prefs.json()).toMatchObject({ digestEnabled: true, calendarUrl: null });
  });
});
