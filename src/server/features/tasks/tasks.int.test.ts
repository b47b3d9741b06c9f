import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, people } from "#server/db/schema/contacts.ts";
import { addDays, dayInZone } from "#shared/rules/task-dates.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;

type Json = Record<string, unknown> & { id: string };
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json & { items: Json[]; total: number; detail?: string } };
};

const create = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(user, "POST", "/api/tasks", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "dana@tasks.test" });
  other = await t.signUp({ email: "other@tasks.test" });
});
afterAll(async () => {
  await t?.close();
});

describe("tasks: owner, other user, anonymous", () => {
  it("creates, reads, updates and deletes the owner's task; others get 404, anonymous 401", async () => {
    const task = await create(dana, {
      title: "  Call the landlord  ",
      description: "About the TI",
      dueDate: "2030-05-01",
    });
    expect(task).toMatchObject({
      title: "Call the landlord",
      statusType: "not_started",
      completed: false,
      dueDate: "2030-05-01",
    });
    expect(task.statusId).toBe("00000000-0000-4000-8000-00000000a001");

    expect((await call(dana, "GET", `/api/tasks/${task.id}`)).status).toBe(200);
    expect((await call(other, "GET", `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await call(null, "GET", `/api/tasks/${task.id}`)).status).toBe(401);
    expect((await call(null, "GET", "/api/tasks")).status).toBe(401);
    expect((await call(null, "POST", "/api/tasks", { title: "x" })).status).toBe(401);
    expect((await call(other, "PATCH", `/api/tasks/${task.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await call(other, "POST", `/api/tasks/${task.id}/complete`, { completed: true })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await call(other, "GET", "/api/tasks?status=all")).body.items).toHaveLength(0);

    const updated = await call(dana, "PATCH", `/api/tasks/${task.id}`, { dueDate: null, title: "Call Sam" });
    expect(updated.body).toMatchObject({ title: "Call Sam", dueDate: null });
    expect((await call(dana, "DELETE", `/api/tasks/${task.id}`)).body).toMatchObject({ ok: true, deleted: 1 });
    expect((await call(dana, "GET", `/api/tasks/${task.id}`)).status).toBe(404);
  });

  it("refuses bad input with clear 4xx messages", async () => {
    const blank = await call(dana, "POST", "/api/tasks", { title: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe("Title is required");
    for (const dueDate of ["2026-02-30", "tomorrow", "2026-13-01"]) {
      const res = await call(dana, "POST", "/api/tasks", { title: "x", dueDate });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Due date must be a real date written yyyy-MM-dd");
    }
    const zero = await call(dana, "POST", "/api/tasks", {
      title: "x",
      dueDate: "2030-01-01",
      recurrence: { kind: "days", interval: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toBe("Repeat interval must be at least 1");
    const huge = await call(dana, "POST", "/api/tasks", {
      title: "x",
      dueDate: "2030-01-01",
      recurrence: { kind: "months", interval: 12000 },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.detail).toMatch(/at most 24 months/);
    const noDue = await call(dana, "POST", "/api/tasks", { title: "x", recurrence: { kind: "weeks", interval: 1 } });
    expect(noDue.status).toBe(400);
    expect(noDue.body.detail).toBe("A recurring task needs a due date");
    expect((await call(dana, "GET", "/api/tasks?due=yesterday")).status).toBe(400);
    expect((await call(dana, "GET", "/api/tasks?tz=Mars/Olympus")).status).toBe(400);
    expect((await call(dana, "GET", "/api/tasks?status=done")).status).toBe(400);
    expect((await call(dana, "GET", "/api/tasks/not-a-uuid")).status).toBe(400);
    const badField = await call(dana, "POST", "/api/tasks", { title: "x", customFields: { Nope: "1" } });
    expect(badField.status).toBe(400);
    expect(badField.body.detail).toBe("Unknown custom field: Nope");
  });

  it("links people and companies of the owner only", async () => {
    const [person] = await t.ctx.db
      .insert(people)
      .values({ firstName: "Harriet", lastName: "Stone", nameKey: "harrietstone", createdBy: dana.id })
      .returning();
    const [theirs] = await t.ctx.db
      .insert(companies)
      .values({ name: "Other Co", nameKey: "otherco", createdBy: other.id })
      .returning();
    const task = await create(dana, { title: "Tour with Harriet", personId: person?.id });
    expect(task.person).toMatchObject({ firstName: "Harriet", lastName: "Stone" });
    const res = await call(dana, "POST", "/api/tasks", { title: "x", companyId: theirs?.id });
    expect(res.status).toBe(404);
    expect(res.body.title).toBe("Company not found");
    const found = await call(dana, "GET", "/api/tasks/associations?type=person&q=harr");
    expect(found.body.items).toEqual([{ id: person?.id, name: "Harriet Stone" }]);
    expect((await call(dana, "GET", "/api/tasks/associations?type=person&q=%20%20")).body.items).toEqual([]);
    expect((await call(other, "GET", "/api/tasks/associations?type=person&q=harr")).body.items).toEqual([]);
  });

  it("links a property, a lease and a deal room the user may open; another user's is a 404; a deleted property unlinks", async () => {
    const property = (
      await call(dana, "POST", "/api/properties", { name: "Harbor Point", locationStreetAddress: "1 Harbor Way" })
    ).body;
    const theirProperty = (await call(other, "POST", "/api/properties", { name: "Their Tower" })).body;
    const room = (await call(dana, "POST", "/api/dealrooms", { name: "Harbor room" })).body;
    const theirRoom = (await call(other, "POST", "/api/dealrooms", { name: "Their room" })).body;
    const task = await create(dana, { title: "Walk Harbor Point", propertyId: property.id, dealroomId: room.id });
    expect(task.property).toEqual({ id: property.id, name: "Harbor Point" });
    expect(task.dealroom).toEqual({ id: room.id, name: "Harbor room" });

    const refused = await call(dana, "POST", "/api/tasks", { title: "x", propertyId: theirProperty.id });
    expect(refused.status).toBe(404);
    expect(refused.body.title).toBe("Property not found");
    const patch = await call(dana, "PATCH", `/api/tasks/${task.id}`, { dealroomId: theirRoom.id });
    expect(patch.status).toBe(404);
    expect(patch.body.title).toBe("Deal room not found");
    const lease = await call(dana, "PATCH", `/api/tasks/${task.id}`, {
      leaseId: "00000000-0000-4000-8000-000000000000",
    });
    expect(lease.status).toBe(404);
    expect(lease.body.title).toBe("Lease not found");

    const search = async (user: TestUser, type: string, q: string) =>
      (await call(user, "GET", `/api/tasks/associations?type=${type}&q=${q}`)).body.items;
    expect(await search(dana, "property", "harbor")).toEqual([
      { id: property.id, name: "Harbor Point — 1 Harbor Way" },
    ]);
    expect(await search(dana, "property", "1%20harbor")).toHaveLength(1);
    expect(await search(dana, "dealroom", "harb")).toEqual([{ id: room.id, name: "Harbor room" }]);
    expect(await search(other, "property", "harbor")).toEqual([]);
    expect(await search(other, "dealroom", "harb")).toEqual([]);
    expect(await search(dana, "lease", "x")).toEqual([]);

    expect((await call(dana, "DELETE", `/api/properties/${property.id}`)).status).toBe(200);
    const after = (await call(dana, "GET", `/api/tasks/${task.id}`)).body;
    expect(after).toMatchObject({ propertyId: null, property: null });
  });
});

describe("subtasks", () => {
  it("nests one level, counts progress and refuses deeper nesting and cycles", async () => {
    const parent = await create(dana, { title: "Lease execution" });
    const a = await create(dana, { title: "Send redlines", parentTaskId: parent.id });
    await create(dana, { title: "Collect signatures", parentTaskId: parent.id });
    await call(dana, "POST", `/api/tasks/${a.id}/complete`, { completed: true });
    const detail = await call(dana, "GET", `/api/tasks/${parent.id}`);
    expect(detail.body).toMatchObject({ subtaskCount: 2, subtaskDoneCount: 1 });
    expect((await call(dana, "GET", `/api/tasks/${a.id}`)).body.parentTitle).toBe("Lease execution");

    const deeper = await call(dana, "POST", "/api/tasks", { title: "x", parentTaskId: a.id });
    expect(deeper.status).toBe(400);
    expect(deeper.body.detail).toMatch(/only one level/);
    const self = await call(dana, "PATCH", `/api/tasks/${parent.id}`, { parentTaskId: parent.id });
    expect(self.status).toBe(400);
    const other2 = await create(dana, { title: "Another" });
    const withKids = await call(dana, "PATCH", `/api/tasks/${parent.id}`, { parentTaskId: other2.id });
    expect(withKids.status).toBe(400);
    expect(withKids.body.detail).toBe("A task that has subtasks cannot become a subtask");
    const foreign = await create(other, { title: "Theirs" });
    expect((await call(dana, "POST", "/api/tasks", { title: "x", parentTaskId: foreign.id })).status).toBe(404);

    const list = await call(dana, "GET", "/api/tasks?status=all&q=Lease%20execution");
    expect(list.body.items[0]?.subtasks).toHaveLength(2);
    expect((await call(dana, "DELETE", `/api/tasks/${parent.id}`)).body.deleted).toBe(3);
  });
});

describe("status rules (§4)", () => {
  it("checkbox, dropdown, user statuses and the fallback on delete", async () => {
    const task = await create(dana, { title: "Status rules" });
    const done = await call(dana, "POST", `/api/tasks/${task.id}/complete`, { completed: true });
    expect(done.body.task).toMatchObject({ completed: true, statusType: "completed" });
    const undone = await call(dana, "POST", `/api/tasks/${task.id}/complete`, { completed: false });
    expect(undone.body.task).toMatchObject({
      completed: false,
      statusType: "not_started",
      statusId: "00000000-0000-4000-8000-00000000a001",
    });

    const mine = await call(dana, "POST", "/api/task-statuses", {
      name: "Waiting on landlord",
      color: "#AA5500",
      systemType: "in_progress",
    });
    expect(mine.status).toBe(201);
    expect(
      (
        await call(dana, "POST", "/api/task-statuses", {
          name: "waiting on LANDLORD",
          color: "#aa5500",
          systemType: "in_progress",
        })
      ).status,
    ).toBe(409);
    const set = await call(dana, "POST", `/api/tasks/${task.id}/status`, { statusId: mine.body.id });
    expect(set.body.task).toMatchObject({ statusId: mine.body.id, statusType: "in_progress", completed: false });
    // other users neither see nor use it
    expect((await call(other, "GET", "/api/task-statuses")).body.items).toHaveLength(3);
    const theirTask = await create(other, { title: "x" });
    expect((await call(other, "POST", `/api/tasks/${theirTask.id}/status`, { statusId: mine.body.id })).status).toBe(
      404,
    );
    expect((await call(other, "PATCH", `/api/task-statuses/${mine.body.id}`, { name: "Mine" })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/task-statuses/${mine.body.id}`)).status).toBe(404);
    expect((await call(null, "GET", "/api/task-statuses")).status).toBe(401);
    // system statuses are read-only
    expect(
      (await call(dana, "PATCH", "/api/task-statuses/00000000-0000-4000-8000-00000000a002", { name: "Doing" })).status,
    ).toBe(403);

    const renamed = await call(dana, "PATCH", `/api/task-statuses/${mine.body.id}`, {
      name: "Waiting",
      color: "#112233",
    });
    expect(renamed.body).toMatchObject({ name: "Waiting", color: "#112233" });
    const removed = await call(dana, "DELETE", `/api/task-statuses/${mine.body.id}`);
    expect(removed.body).toMatchObject({ ok: true, reassigned: 1, fallback: { name: "In Progress" } });
    expect((await call(dana, "GET", `/api/tasks/${task.id}`)).body).toMatchObject({
      statusId: "00000000-0000-4000-8000-00000000a002",
      statusType: "in_progress",
    });
  });

  it("completing a recurring task creates the next one", async () => {
    const task = await create(dana, {
      title: "Weekly pipeline call",
      dueDate: "2030-01-31",
      recurrence: { kind: "months", interval: 1 },
    });
    const done = await call(dana, "POST", `/api/tasks/${task.id}/complete`, { completed: true });
    expect(done.body.next).toMatchObject({ title: "Weekly pipeline call", dueDate: "2030-02-28", completed: false });
    // completing an already completed task creates nothing more
    const again = await call(dana, "POST", `/api/tasks/${task.id}/complete`, { completed: true });
    expect(again.body.next).toBeNull();
  });
});

describe("list: default filter, due filters in the user's time zone, paging", () => {
  it("filters by status and due date, pages by 20", async () => {
    const u = await t.signUp({ email: "lists@tasks.test" });
    const tz = "Pacific/Kiritimati"; // UTC+14: its "today" is often the UTC tomorrow
    const today = dayInZone(new Date(), tz);
    await create(u, { title: "overdue", dueDate: addDays(today, -1) });
    await create(u, { title: "today", dueDate: today, statusType: "in_progress" });
    await create(u, { title: "in three days", dueDate: addDays(today, 3) });
    await create(u, { title: "no due", dueDate: null });
    const doneTask = await create(u, { title: "done today", dueDate: today });
    await call(u, "POST", `/api/tasks/${doneTask.id}/complete`, { completed: true });
    const titles = async (qs: string) =>
      (await call(u, "GET", `/api/tasks?tz=${encodeURIComponent(tz)}&${qs}`)).body.items.map((i) => i.title);

    expect(await titles("")).toEqual(["overdue", "today", "in three days", "no due"]);
    expect((await titles("status=all&due=today")).sort()).toEqual(["done today", "today"]);
    expect(await titles("due=overdue&status=all")).toEqual(["overdue"]);
    expect(await titles("due=next7days")).toEqual(["today", "in three days"]);
    expect(await titles("due=noduedate")).toEqual(["no due"]);
    expect(await titles("status=completed")).toEqual(["done today"]);
    expect(await titles("q=THREE")).toEqual(["in three days"]);
    const list = await call(u, "GET", `/api/tasks?tz=${encodeURIComponent(tz)}`);
    expect(list.body.today).toBe(today);

    for (let i = 0; i < 22; i += 1) await create(u, { title: `bulk ${String(i).padStart(2, "0")}` });
    const page1 = await call(u, "GET", "/api/tasks?q=bulk&sort=title");
    expect(page1.body.total).toBe(22);
    expect(page1.body.items).toHaveLength(20);
    const page2 = await call(u, "GET", "/api/tasks?q=bulk&sort=title&page=2");
    expect(page2.body.items.map((i) => i.title)).toEqual(["bulk 20", "bulk 21"]);
  });
});
