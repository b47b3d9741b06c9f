// The per-lease critical-date ladder: dates put on and taken off one by one, reminders per date, the re-sync
// respecting what the broker took off, 'Add to tasks' putting everything back; 404 for another user, 401 signed out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCriticalDateTasksService } from "#server/features/tasks/task-critical-dates.service.ts";
import type { LeaseLadder } from "#shared/contract/task-ladder.ts";
import { callAs, insertLeaseWithDates } from "../../../../tests/support/lease-dates.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let leaseId: string;

const call = (user: TestUser | null, method: string, url: string, payload?: unknown) =>
  callAs<LeaseLadder & { title?: string }>(t, user, method, url, payload);
const dates = (l: LeaseLadder) => Object.fromEntries(l.dates.map((d) => [d.key, d]));
const url = (key?: string) => `/api/tasks/lease/${leaseId}/dates${key ? `/${encodeURIComponent(key)}` : ""}`;

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "ladder@tasks.test" });
  other = await t.signUp({ email: "ladder-other@tasks.test" });
  leaseId = await insertLeaseWithDates(t, dana, "Osprey Yards lease", "Osprey Labs");
});
afterAll(async () => {
  await t?.close();
});

describe("critical-date ladder", () => {
  it("lists every date with its weekend/holiday shift, none on the ladder yet", async () => {
    const res = await call(dana, "GET", url());
    expect(res.status).toBe(200);
    expect(res.body.leaseTitle).toBe("Osprey Yards lease");
    expect(res.body.defaultReminders).toEqual([180, 90, 60, 30]);
    const d = dates(res.body);
    expect(Object.keys(d)).toEqual(["termination_notice:1", "renewal_notice:1", "expiration", "renewal_notice:2"]);
    expect(d["termination_notice:1"]).toMatchObject({ leaseDate: "2028-12-25", dueDate: "2028-12-22", task: null });
    expect(d["termination_notice:1"]?.note).toMatch(/Christmas Day/);
    expect(d["renewal_notice:1"]?.note).toMatch(/Saturday/);
    expect(d.expiration).toMatchObject({ dueDate: "2031-12-31", note: null, reminders: [] });
  });

  it("puts one date on the ladder with its own reminders; the re-sync does not add the others", async () => {
    const put = await call(dana, "PUT", url("renewal_notice:1"), { reminderDays: [30, 120, 30] });
    expect(put.status).toBe(200);
    const d = dates(put.body);
    expect(d["renewal_notice:1"]?.task).toMatchObject({ dueDate: "2031-03-28", reminderDays: [120, 30] });
    expect(d["renewal_notice:1"]?.reminders).toEqual([
      { days: 120, on: "2030-11-28" },
      { days: 30, on: "2031-02-26" },
    ]);
    expect(d.expiration?.task).toBeNull();
    const service = createCriticalDateTasksService({ db: t.ctx.db, access: t.ctx.access, log: t.ctx.log });
    await service.syncAll();
    const again = await call(dana, "GET", url());
    expect(again.body.dates.filter((x) => x.task).map((x) => x.key)).toEqual(["renewal_notice:1"]);
    expect((await call(dana, "GET", `/api/tasks/lease/${leaseId}`)).body).toMatchObject({ tracked: true });
  });

  it("adds a second date with the lease's ladder, edits its reminders, takes the first off", async () => {
    const added = await call(dana, "PUT", url("expiration"), {});
    expect(dates(added.body).expiration?.task?.reminderDays).toEqual([120, 30]);
    const edited = await call(dana, "PUT", url("expiration"), { reminderDays: [90] });
    expect(dates(edited.body).expiration?.reminders).toEqual([{ days: 90, on: "2031-10-02" }]);
    const taskId = dates(edited.body)["renewal_notice:1"]?.task?.id;
    const removed = await call(dana, "DELETE", url("renewal_notice:1"));
    expect(removed.status).toBe(200);
    expect(dates(removed.body)["renewal_notice:1"]?.task).toBeNull();
    expect((await t.app.inject({ url: `/api/tasks/${taskId}`, headers: { cookie: dana.cookie } })).statusCode).toBe(
      404,
    );
    const service = createCriticalDateTasksService({ db: t.ctx.db, access: t.ctx.access, log: t.ctx.log });
    await service.syncAll();
    const after = await call(dana, "GET", url());
    expect(after.body.dates.filter((x) => x.task).map((x) => x.key)).toEqual(["expiration"]);
  });

  it("'Add to tasks' puts every date back", async () => {
    const all = await t.app.inject({
      method: "POST",
      url: `/api/tasks/lease/${leaseId}`,
      headers: { cookie: dana.cookie },
      payload: {},
    });
    expect(all.statusCode).toBe(200);
    const after = await call(dana, "GET", url());
    expect(after.body.dates.every((x) => x.task !== null)).toBe(true);
  });

  it("refuses another user's lease (404), the signed-out (401), unknown dates and bad reminders", async () => {
    expect((await call(other, "GET", url())).status).toBe(404);
    expect((await call(other, "PUT", url("expiration"), {})).status).toBe(404);
    expect((await call(other, "DELETE", url("expiration"))).status).toBe(404);
    expect((await call(null, "GET", url())).status).toBe(401);
    expect((await call(null, "DELETE", url("expiration"))).status).toBe(401);
    const unknown = await call(dana, "PUT", url("contraction_notice:7"), {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.title).toBe("Critical date not found");
    expect((await call(dana, "DELETE", url("Bad Key"))).status).toBe(400);
    expect((await call(dana, "PUT", url("expiration"), { reminderDays: [5000] })).status).toBe(400);
    expect((await call(dana, "PUT", url("expiration"), { reminderDays: [-1] })).status).toBe(400);
    expect((await call(dana, "GET", "/api/tasks/lease/not-a-uuid/dates")).status).toBeLessThan(500);
  });
});
