// Checklist templates through HTTP on real Postgres: built-ins seeded once, editing, applying to a project and a
// deal room (tasks with due dates), owner / other user 404 / anonymous 401, bad input 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Res = { status: number; body: any };
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown): Promise<Res> => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

const item = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  offsetDays: 1,
  offsetUnit: "business",
  anchor: "applied",
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@checklists.test" });
  other = await t.signUp({ email: "other@checklists.test" });
});
afterAll(async () => {
  await t.close();
});

describe("checklist templates", () => {
  it("seeds our three checklists once; a deleted one stays deleted", async () => {
    const first = await call(dana, "GET", "/api/checklists");
    expect(first.status).toBe(200);
    expect(first.body.items.map((c: { name: string }) => c.name)).toEqual([
      "Lease execution",
      "Sale closing",
      "Tenant-rep engagement",
    ]);
    expect(first.body.items.every((c: { builtin: boolean }) => c.builtin)).toBe(true);
    const sale = first.body.items[1];
    expect(sale.taskCount).toBe(11);
    expect((await call(dana, "DELETE", `/api/checklists/${sale.id}`)).status).toBe(200);
    const again = await call(dana, "GET", "/api/checklists");
    expect(again.body.items).toHaveLength(2);
    expect((await call(other, "GET", "/api/checklists")).body.items).toHaveLength(3);
  });

  it("creates, edits with ordered items and subtasks, and refuses bad input", async () => {
    const created = await call(dana, "POST", "/api/checklists", {
      name: "Sublease listing",
      keyDateLabel: "Sublease expiration",
      items: [item("Photos"), item("Flyer", { subtasks: [item("Floor plan"), item("Pricing", { offsetDays: null })] })],
    });
    expect(created.status).toBe(201);
    expect(created.body.items.map((i: { title: string }) => i.title)).toEqual(["Photos", "Flyer"]);
    expect(created.body.items[1].subtasks.map((i: { title: string }) => i.title)).toEqual(["Floor plan", "Pricing"]);
    expect(created.body.taskCount).toBe(4);

    const saved = await call(dana, "PUT", `/api/checklists/${created.body.id}`, {
      name: "Sublease listing",
      keyDateLabel: "Sublease expiration",
      items: [
        item("Flyer"),
        item("Photos"),
        item("Notify landlord", { anchor: "key_date", offsetDays: 90, offsetUnit: "calendar" }),
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.items.map((i: { title: string }) => i.title)).toEqual(["Flyer", "Photos", "Notify landlord"]);
    expect(saved.body.items[0].subtasks).toEqual([]);

    const put = (items: unknown[], name = "x") =>
      call(dana, "PUT", `/api/checklists/${created.body.id}`, { name, items });
    const tooFar = await put([item("Far", { offsetDays: 3651 })]);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.detail).toBe("Offset must be between -3650 and 3650 days");
    expect((await put([item("Far back", { offsetDays: -4000 })])).body.detail).toBe(
      "Offset must be between -3650 and 3650 days",
    );
    expect((await put([item("Half", { offsetDays: 1.5 })])).body.detail).toBe("Offset must be a whole number of days");
    expect((await put([item("  ")])).body.detail).toBe("Title is required");
    expect((await put([item("Unit", { offsetUnit: "weeks" })])).status).toBe(400);
    expect((await put([], "  ")).body.detail).toBe("Name is required");
    // Nothing already saved was lost.
    const kept = await call(dana, "GET", `/api/checklists/${created.body.id}`);
    expect(kept.body.items).toHaveLength(3);
  });

  it("answers 404 to another user and 401 to nobody", async () => {
    const mine = (await call(dana, "GET", "/api/checklists")).body.items[0];
    for (const [method, url, body] of [
      ["GET", `/api/checklists/${mine.id}`],
      ["PUT", `/api/checklists/${mine.id}`, { name: "Mine", items: [] }],
      ["DELETE", `/api/checklists/${mine.id}`],
      ["POST", `/api/checklists/${mine.id}/apply`, { appliedOn: "2026-11-25", dealroomId: mine.id }],
    ] as [string, string, unknown][]) {
      expect((await call(other, method, url, body)).status, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect((await call(null, "GET", "/api/checklists")).status).toBe(401);
    expect((await call(dana, "GET", `/api/checklists/${mine.id}`)).status).toBe(200);
  });
});

describe("applying a checklist", () => {
  it("creates linked tasks with business-day and key-date due dates on a project, logged in its activity", async () => {
    const project = await call(dana, "POST", "/api/projects", { name: "Acme renewal", type: "tenant_rep" });
    const tenantRep = (await call(dana, "GET", "/api/checklists")).body.items.find(
      (c: { name: string }) => c.name === "Tenant-rep engagement",
    );
    const noKey = await call(dana, "POST", `/api/checklists/${tenantRep.id}/apply`, {
      projectId: project.body.id,
      appliedOn: "2026-11-25",
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.detail).toBe("Enter Lease expiration: some items are due before it");

    const applied = await call(dana, "POST", `/api/checklists/${tenantRep.id}/apply`, {
      projectId: project.body.id,
      appliedOn: "2026-11-25",
      keyDate: "2028-06-30",
    });
    expect(applied.status).toBe(201);
    expect(applied.body.created).toBe(11);
    const due = Object.fromEntries(
      applied.body.tasks.map((x: { title: string; dueDate: string }) => [x.title, x.dueDate]),
    );
    // 2 business days after Wed Nov 25 2026 skip Thanksgiving and the weekend.
    expect(due["Sign the tenant representation agreement"]).toBe("2026-11-30");
    expect(due["Budget and target rent"]).toBe("2026-12-03");
    expect(due["Deliver renewal or termination notice to the landlord"]).toBe("2027-10-04");

    const detail = (await call(dana, "GET", `/api/projects/${project.body.id}`)).body;
    expect(detail.tasks).toHaveLength(11);
    expect(detail.tasks[0]).toMatchObject({ title: "Sign the tenant representation agreement", completed: false });
    const timeline = (await call(dana, "GET", `/api/projects/${project.body.id}/activity`)).body.items;
    expect(timeline.find((a: { source: { type: string } }) => a.source.type === "project")).toMatchObject({
      action: "checklist_applied",
      detail: "Tenant-rep engagement · 11 tasks",
    });
    const list = await call(dana, "GET", `/api/tasks?projectId=${project.body.id}&status=all&pageSize=50`);
    expect(list.body.total).toBe(8);

    // Deleting the project asks about its tasks: keep leaves them without a project.
    const kept = await call(dana, "DELETE", `/api/projects/${project.body.id}?tasks=keep`);
    expect(kept.body).toMatchObject({ tasksKept: 11, tasksDeleted: 0 });
    const orphan = await call(dana, "GET", `/api/tasks/${applied.body.tasks[0].id}`);
    expect(orphan.body.projectId).toBeNull();
  });

  it("deletes the project's tasks with it when asked, and applies to a deal room", async () => {
    const project = await call(dana, "POST", "/api/projects", { name: "Sale deal", type: "investment_sale" });
    const lease = (await call(dana, "GET", "/api/checklists")).body.items.find(
      (c: { name: string }) => c.name === "Lease execution",
    );
    const applied = await call(dana, "POST", `/api/checklists/${lease.id}/apply`, {
      projectId: project.body.id,
      appliedOn: "2026-12-01",
      keyDate: "2027-03-01",
    });
    expect(applied.body.created).toBe(11);
    const gone = await call(dana, "DELETE", `/api/projects/${project.body.id}?tasks=delete`);
    expect(gone.body).toMatchObject({ tasksDeleted: 11, tasksKept: 0 });
    expect((await call(dana, "GET", `/api/tasks/${applied.body.tasks[0].id}`)).status).toBe(404);

    const [room] = await t.ctx.db.insert(dealrooms).values({ name: "Harbor room", createdBy: dana.id }).returning();
    const toRoom = await call(dana, "POST", `/api/checklists/${lease.id}/apply`, {
      dealroomId: room?.id,
      appliedOn: "2026-12-01",
      keyDate: "2027-03-01",
    });
    expect(toRoom.status).toBe(201);
    const roomTasks = await call(dana, "GET", `/api/tasks?dealroomId=${room?.id}&status=all`);
    expect(roomTasks.body.total).toBe(8);
  });

  it("refuses a missing or double target, bad dates and targets of another user", async () => {
    const lease = (await call(dana, "GET", "/api/checklists")).body.items[0];
    const apply = (body: unknown) => call(dana, "POST", `/api/checklists/${lease.id}/apply`, body);
    expect((await apply({ appliedOn: "2026-12-01" })).body.detail).toBe("Choose a project or a deal room");
    const theirs = await call(other, "POST", "/api/projects", { name: "Theirs", type: "other" });
    const both = await apply({ appliedOn: "2026-12-01", projectId: theirs.body.id, dealroomId: theirs.body.id });
    expect(both.body.detail).toBe("Choose a project or a deal room");
    expect((await apply({ appliedOn: "2026-02-30", projectId: theirs.body.id })).body.detail).toBe(
      "Applied date must be a valid date (yyyy-MM-dd)",
    );
    const foreign = await apply({ appliedOn: "2026-12-01", keyDate: "2027-01-01", projectId: theirs.body.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.title).toBe("Project not found");
    const [room] = await t.ctx.db.insert(dealrooms).values({ name: "Their room", createdBy: other.id }).returning();
    const foreignRoom = await apply({ appliedOn: "2026-12-01", keyDate: "2027-01-01", dealroomId: room?.id });
    expect(foreignRoom.status).toBe(404);
  });

  it("links tasks to a project through the task panel's picker and refuses another user's project", async () => {
    const project = await call(dana, "POST", "/api/projects", { name: "Picker Plaza", type: "other" });
    const found = await call(dana, "GET", "/api/tasks/associations?type=project&q=picker");
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([{ id: project.body.id, name: "Picker Plaza" }]);
    const theirs = await call(other, "POST", "/api/projects", { name: "Picker Secret", type: "other" });
    const refused = await call(dana, "POST", "/api/tasks", { title: "Call", projectId: theirs.body.id });
    expect(refused.status).toBe(404);
    const task = await call(dana, "POST", "/api/tasks", { title: "Call", projectId: project.body.id });
    expect(task.status).toBe(201);
    expect(task.body.project).toEqual({ id: project.body.id, name: "Picker Plaza" });
  });
});
