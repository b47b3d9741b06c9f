import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCriticalDateTasksService } from "#server/features/tasks/task-critical-dates.service.ts";
import { callAs, insertLeaseWithDates } from "../../../../tests/support/lease-dates.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
let leaseId: string;

type Tracked = {
  tracked: boolean;
  created: number;
  updated: number;
  removed: number;
  tasks: {
    id: string;
    title: string;
    dueDate: string;
    dueDateNote: string | null;
    reminderDays: number[];
    criticalDateKey: string;
  }[];
};
const call = (user: TestUser | null, method: string, url: string, payload?: unknown) =>
  callAs<Tracked>(t, user, method, url, payload);

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "critical@tasks.test" });
  other = await t.signUp({ email: "critical-other@tasks.test" });
  leaseId = await insertLeaseWithDates(t, dana, "Kestrel Tower lease", "Kestrel Analytics");
});
afterAll(async () => {
  await t?.close();
});

describe("critical dates → tasks", () => {
  it("adds the expiration and each notice deadline with the reminder ladder, moved to business days", async () => {
    const before = await call(dana, "GET", `/api/tasks/lease/${leaseId}`);
    expect(before.body).toMatchObject({ tracked: false, tasks: [] });

    const added = await call(dana, "POST", `/api/tasks/lease/${leaseId}`, {});
    expect(added.status).toBe(200);
    expect(added.body.created).toBe(4);
    const byKey = Object.fromEntries(added.body.tasks.map((x) => [x.criticalDateKey, x]));
    expect(byKey["termination_notice:1"]).toMatchObject({ dueDate: "2028-12-22" });
    expect(byKey["termination_notice:1"]?.dueDateNote).toMatch(/Christmas Day/);
    expect(byKey["renewal_notice:1"]).toMatchObject({ dueDate: "2031-03-28" });
    expect(byKey["renewal_notice:1"]?.dueDateNote).toMatch(/Saturday/);
    expect(byKey.expiration).toMatchObject({
      dueDate: "2031-12-31",
      dueDateNote: null,
      reminderDays: [180, 90, 60, 30],
    });
    expect(byKey.expiration?.title).toBe("Lease expiration — Kestrel Tower lease");

    // again: nothing duplicated
    const again = await call(dana, "POST", `/api/tasks/lease/${leaseId}`, {});
    expect(again.body).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(again.body.tasks).toHaveLength(4);
    await t.app.inject({
      method: "POST",
      url: "/api/tasks",
      headers: { cookie: dana.cookie },
      payload: { title: "Plain task" },
    });
    const onlyCritical = await t.app.inject({
      method: "GET",
      url: "/api/tasks?critical=true&status=all",
      headers: { cookie: dana.cookie },
    });
    expect((onlyCritical.json() as { total: number }).total).toBe(4);
  });

  it("follows a corrected abstract", async () => {
    const fix = await t.app.inject({
      method: "PATCH",
      url: `/api/leases/${leaseId}/fields/expirationDate`,
      headers: { cookie: dana.cookie },
      payload: { value: "2032-01-31" },
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const service = createCriticalDateTasksService({ db: t.ctx.db, access: t.ctx.access, log: t.ctx.log });
    // the expiration moves, and deadlines the documents feature derives from it (notice months) move with it
    expect(await service.syncAll()).toBeGreaterThanOrEqual(1);
    expect(await service.syncAll()).toBe(0);
    const after = await call(dana, "GET", `/api/tasks/lease/${leaseId}`);
    expect(after.body.tasks.find((x) => x.criticalDateKey === "expiration")).toMatchObject({ dueDate: "2032-01-30" });
    // 2032-01-31 is a Saturday
    expect(after.body.tasks.find((x) => x.criticalDateKey === "expiration")?.dueDateNote).toMatch(/Saturday/);
  });

  it("answers 404 for another user's lease and 401 when signed out; bad ladders are refused", async () => {
    expect((await call(other, "POST", `/api/tasks/lease/${leaseId}`, {})).status).toBe(404);
    expect((await call(other, "GET", `/api/tasks/lease/${leaseId}`)).status).toBe(404);
    expect((await call(null, "POST", `/api/tasks/lease/${leaseId}`, {})).status).toBe(401);
    expect((await call(dana, "POST", `/api/tasks/lease/${leaseId}`, { reminderDays: [5000] })).status).toBe(400);
  });
});
