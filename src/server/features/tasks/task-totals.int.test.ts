// The per-user, per-status counters of top-level tasks (list_totals 'tasks_<status type>', kept by triggers) equal a
// recount after every kind of write, and the list's status-only views read their total from them.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getList } from "../../../../tests/support/list-pages.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let db: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.signUp({ email: "ann@example.com" });
  bob = await t.signUp({ email: "bob@example.com" });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
}, 60_000);

afterAll(async () => {
  await db?.end();
  await t?.close();
});

/** Counters and a recount of top-level tasks by owner and status type, as "owner:type=n" lines. */
async function countersAndRecount() {
  const counters = await db.query(
    `select user_id || ':' || list || '=' || n as line from list_totals where list like 'tasks\\_%' and n > 0 order by 1`,
  );
  const recount = await db.query(
    `select created_by || ':tasks_' || status_type || '=' || count(*) as line from tasks
      where parent_task_id is null group by created_by, status_type order by 1`,
  );
  return { counters: counters.rows.map((r) => r.line), recount: recount.rows.map((r) => r.line) };
}
const expectConsistent = async () => {
  const { counters, recount } = await countersAndRecount();
  expect(counters).toEqual(recount);
};

describe("task totals", () => {
  it("follow inserts, subtasks, status changes, reparenting, owner changes and deletes", async () => {
    for (const user of [ann, bob]) {
      await db.query(
        `insert into tasks (title, status_type, completed, created_by)
         select 'Task ' || g, (array['not_started', 'in_progress', 'completed'])[1 + g % 3], g % 3 = 2, $1
           from generate_series(1, 30) g`,
        [user.id],
      );
    }
    await expectConsistent();
    // Subtasks are not counted.
    await db.query(
      `insert into tasks (title, parent_task_id, created_by)
       select 'Step', id, created_by from tasks where created_by = $1 and parent_task_id is null limit 4`,
      [ann.id],
    );
    await expectConsistent();
    await db.query(
      `update tasks set status_type = 'completed', completed = true where created_by = $1 and status_type = 'in_progress'`,
      [ann.id],
    );
    await db.query(`update tasks set title = title || '!' where created_by = $1`, [bob.id]);
    await expectConsistent();
    // A top-level task becomes a subtask and back; a task changes owner.
    const [a, b] = (
      await db.query(`select id from tasks where created_by = $1 and parent_task_id is null order by title limit 2`, [
        ann.id,
      ])
    ).rows;
    await db.query(`update tasks set parent_task_id = $1 where id = $2`, [a.id, b.id]);
    await expectConsistent();
    await db.query(`update tasks set parent_task_id = null where id = $1`, [b.id]);
    await db.query(`update tasks set created_by = $1 where id = $2`, [bob.id, b.id]);
    await expectConsistent();
    // Deleting a parent takes its subtasks (cascade); deleting many at once.
    await db.query(`delete from tasks where id = $1`, [a.id]);
    await db.query(`delete from tasks where created_by = $1 and status_type = 'not_started'`, [bob.id]);
    await expectConsistent();
  });

  it("answer the list's total for status-only views, the same as counting", async () => {
    const counted = async (types: string[]) =>
      Number(
        (
          await db.query(
            `select count(*) n from tasks where created_by = $1 and parent_task_id is null and status_type = any($2)`,
            [ann.id, types],
          )
        ).rows[0].n,
      );
    expect((await getList(t, ann, "/api/tasks")).total).toBe(await counted(["not_started", "in_progress"]));
    expect((await getList(t, ann, "/api/tasks?status=all")).total).toBe(
      await counted(["not_started", "in_progress", "completed"]),
    );
    expect((await getList(t, ann, "/api/tasks?status=completed&page=99")).total).toBe(await counted(["completed"]));
    expect((await getList(t, ann, "/api/tasks?status=all&q=Task 1")).total).toBeGreaterThan(0);
  });
});
