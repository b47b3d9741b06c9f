// The tasks list reads a page, its rows' associations and its total in one statement (a second only for the
// page's subtasks): every page of every sort equals one long page, a page past the end still answers the total,
// and another user's tasks never appear.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_COUNT_SPAN } from "#shared/contract/common.ts";
import { expectPagesMatchOneLongPage, getList, recordStatements } from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;

type Task = { id: string; title: string; subtasks: { id: string }[]; project: { name: string } | null };
const get = (user: TestUser, url: string) => getList<Task>(t, user, url);

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    for (const user of [ann, bob]) {
      const project = await db.query(
        `with stage as (insert into project_stages (created_by, project_type, name, position)
           values ($1::uuid, 'tenant_rep', 'Prospect', 0) returning id)
         insert into projects (name, project_type, stage_id, created_by)
         select 'Deal for ' || $1::text, 'tenant_rep', stage.id, $1::uuid from stage returning id`,
        [user.id],
      );
      // Repeated titles and due dates (some undated), so ties fall to the id; every fifth task in the project.
      await db.query(
        `insert into tasks (title, due_date, status_type, created_by, project_id, created_at)
         select 'Task ' || (g % 6), case when g % 4 = 0 then null else current_date + (g % 5) end,
                (array['not_started', 'in_progress'])[1 + g % 2], $1, case when g % 5 = 0 then $2::uuid end,
                now() - (g % 3 || ' minutes')::interval
           from generate_series(1, 43) g`,
        [user.id, project.rows[0].id],
      );
      // Two subtasks under each of the first three tasks by creation.
      await db.query(
        `insert into tasks (title, parent_task_id, status_type, created_by)
         select 'Step ' || s, p.id, 'not_started', $1
           from (select id from tasks where created_by = $1 order by created_at desc, id limit 3) p, generate_series(1, 2) s`,
        [user.id],
      );
    }
  } finally {
    await db.end();
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("tasks list", () => {
  it("pages in the same order as one long page, for every sort", async () => {
    for (const sort of ["due_date", "-due_date", "created_at", "-created_at", "title", "-title", "status"]) {
      const whole = await expectPagesMatchOneLongPage<Task>(t, ann, `/api/tasks?sort=${sort}`, {
        pageSize: 10,
        total: 43,
      });
      expect(whole.items.filter((i) => i.subtasks.length === 2)).toHaveLength(3);
      expect(whole.items.filter((i) => i.project?.name.startsWith("Deal for"))).toHaveLength(8);
    }
    await expectPagesMatchOneLongPage<Task>(t, ann, "/api/tasks?q=task%203", { pageSize: 3, total: 7 });
  });

  it("reads a page in one statement, two with subtasks; past the end it answers the total", async () => {
    const withSubtasks = "/api/tasks?sort=-created_at&page=1&pageSize=5";
    const without = "/api/tasks?sort=-created_at&page=3&pageSize=5";
    await get(ann, without); // warms the session cache
    await recordStatements(t, async (sent) => {
      const page = await get(ann, without);
      expect(page.items.every((i) => i.subtasks.length === 0)).toBe(true);
      expect(sent).toHaveLength(1);
      // A named statement per filter shape: another page of the same shape runs the same prepared statement.
      expect(sent[0]?.name).toMatch(/^tasks\.list\.\d+$/);
      const name = sent[0]?.name;
      sent.length = 0;
      await get(ann, "/api/tasks?sort=-created_at&page=4&pageSize=5");
      expect(sent.map((s) => s.name)).toEqual([name]);
      sent.length = 0;
      // A usual page size is part of the text, so the generic plan knows the page is 20 rows (with a parameter it
      // planned for thousands and read every task); the offset stays a parameter.
      await get(ann, "/api/tasks?sort=-created_at&page=2&pageSize=20");
      expect(sent[0]?.text).toMatch(/\blimit 20 offset \$\d+/);
      sent.length = 0;
      const first = await get(ann, withSubtasks);
      expect(first.items.some((i) => i.subtasks.length > 0)).toBe(true);
      expect(sent).toHaveLength(2);
    });
    expect(await get(ann, "/api/tasks?page=9&pageSize=20")).toMatchObject({ items: [], total: 43 });
    const anns = await get(ann, "/api/tasks?pageSize=100");
    const bobs = await get(bob, "/api/tasks?pageSize=100");
    expect(bobs.items.filter((b) => anns.items.some((a) => a.id === b.id))).toEqual([]);
  });
});

describe("tasks search total", () => {
  it("counts a search's matches exactly up to SEARCH_COUNT_SPAN past the page's start, then says 'more than'", async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into tasks (title, status_type, created_by)
         select 'Renewal call ' || g, 'not_started', $1 from generate_series(1, $2::int) g`,
        [ann.id, SEARCH_COUNT_SPAN + 30],
      );
    } finally {
      await db.end();
    }
    type Page = { items: Task[]; total: number; totalExact: boolean };
    const page = (url: string) => getList<Task>(t, ann, url) as Promise<unknown> as Promise<Page>;
    expect(await page("/api/tasks?q=renewal&page=1&pageSize=20")).toMatchObject({
      total: SEARCH_COUNT_SPAN,
      totalExact: false,
    });
    expect(await page("/api/tasks?q=renewal&page=2&pageSize=20")).toMatchObject({
      total: SEARCH_COUNT_SPAN + 20,
      totalExact: false,
    });
    // Near the end the read stops short of its reach: the exact total again, on the page and past it.
    expect(await page("/api/tasks?q=renewal&page=11&pageSize=20")).toMatchObject({
      total: SEARCH_COUNT_SPAN + 30,
      totalExact: true,
    });
    expect(await page("/api/tasks?q=renewal&page=99&pageSize=20")).toMatchObject({
      items: [],
      total: SEARCH_COUNT_SPAN + 30,
      totalExact: true,
    });
    expect(await page("/api/tasks?q=task%203&pageSize=20")).toMatchObject({ total: 7, totalExact: true });
    expect(await page("/api/tasks?pageSize=20")).toMatchObject({ totalExact: true });
  });
});
