// Board columns past 50 cards: a task column pages by status (a system status includes the tasks with no status of
// its type, §4); a project column's later pages come from the list in the board's order, without overlap.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "#server/db/schema/tasks.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let dana: TestUser;
let other: TestUser;
const NOT_STARTED = "00000000-0000-4000-8000-00000000a001";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
const call = async (user: TestUser | null, method: string, url: string, payload?: unknown): Promise<any> => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

beforeAll(async () => {
  t = await createTestApp();
  dana = await t.signUp({ email: "board@tasks.test" });
  other = await t.signUp({ email: "board-other@tasks.test" });
});
afterAll(async () => {
  await t?.close();
});

describe("board paging", () => {
  it("pages a task column by status, counting tasks with no status as their system status", async () => {
    for (let i = 0; i < 53; i++) {
      expect(
        (await call(dana, "POST", "/api/tasks", { title: `Call owner ${String(i).padStart(2, "0")}` })).status,
      ).toBe(201);
    }
    const started = await call(dana, "POST", "/api/tasks", { title: "Started one", statusType: "in_progress" });
    const bare = await call(dana, "POST", "/api/tasks", { title: "No status" });
    await t.ctx.db.update(tasks).set({ statusId: null }).where(eq(tasks.id, bare.body.id));
    const page = (n: number) =>
      call(dana, "GET", `/api/tasks?status=all&statusId=${NOT_STARTED}&sort=due_date&page=${n}&pageSize=50`);
    const first = await page(1);
    const second = await page(2);
    expect(first.body.total).toBe(54);
    expect(first.body.items).toHaveLength(50);
    expect(second.body.items).toHaveLength(4);
    const ids = [...first.body.items, ...second.body.items].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(54);
    expect(ids).toContain(bare.body.id);
    expect(ids).not.toContain(started.body.id);
    // another user's column is their own (none of Dana's tasks)
    expect((await call(other, "GET", `/api/tasks?status=all&statusId=${NOT_STARTED}`)).body.total).toBe(0);
    expect((await call(null, "GET", `/api/tasks?status=all&statusId=${NOT_STARTED}`)).status).toBe(401);
  });

  it("continues a project column from the list in the board's order", async () => {
    for (let i = 0; i < 52; i++) {
      const res = await call(dana, "POST", "/api/projects", { name: `Lead ${i}`, type: "tenant_rep" });
      expect(res.status).toBe(201);
    }
    const board = await call(dana, "GET", "/api/projects/board?type=tenant_rep");
    const column = board.body.columns[0];
    expect(column.count).toBe(52);
    expect(column.projects).toHaveLength(50);
    const rest = await call(
      dana,
      "GET",
      `/api/projects?type=tenant_rep&stageId=${column.id}&sort=position&page=2&pageSize=50`,
    );
    expect(rest.body.total).toBe(52);
    expect(rest.body.items).toHaveLength(2);
    const all = [...column.projects, ...rest.body.items].map((p: { id: string }) => p.id);
    expect(new Set(all).size).toBe(52);
    const pageOne = await call(
      dana,
      "GET",
      `/api/projects?type=tenant_rep&stageId=${column.id}&sort=position&page=1&pageSize=50`,
    );
    expect(pageOne.body.items.map((p: { id: string }) => p.id)).toEqual(
      column.projects.map((p: { id: string }) => p.id),
    );
    expect((await call(other, "GET", `/api/projects?stageId=${column.id}&sort=position`)).body.total).toBe(0);
  });
});
