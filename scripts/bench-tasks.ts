// `npm run bench:tasks`: latency of GET /api/tasks (the /tasks list) with 50 000 tasks (5 000 of them subtasks)
// and 5 000 projects for one user (plus 50 000 tasks of another user), through the real app over HTTP on the
// embedded database, at BENCH_CONNECTIONS (default 50). Prints req/s and p50/p95/p99 per query shape; target p99 < 50 ms.
// BENCH_KEEP=1 keeps the seeded database and reuses it on the next run (seeding only when the user has no tasks).
import { sql } from "drizzle-orm";
import { startBenchApp } from "./support/bench-app.ts";
import { BENCH_SECONDS } from "./support/bench-load.ts";
import { measureShapes, SHAPE_CONNECTIONS } from "./support/bench-shapes.ts";

const TASKS = 50_000;
const PROJECTS = 5_000;

const KEEP = process.env.BENCH_KEEP === "1";
const { db, base, signUp, signIn, stop } = await startBenchApp("bench-tasks", { fresh: !KEEP, keep: KEEP });

const account = (email: string) => (KEEP ? signIn(email).catch(() => signUp(email)) : signUp(email));
const user = await account("bench@example.com");
const other = await account("other@example.com");
const seeded = Number(
  (await db.execute<{ n: number }>(sql`select count(*)::int n from tasks where created_by = ${user.id}::uuid`)).rows[0]
    ?.n ?? 0,
);
const words = ["lease", "tour", "renewal", "estoppel", "LOI", "survey", "proposal", "CAM audit", "signature", "call"];
const wordList = sql.join(
  words.map((w) => sql`${w}`),
  sql`, `,
);
async function seed() {
  const t0 = performance.now();
  const [stage] = (
    await db.execute<{ id: string }>(sql`
      insert into project_stages (created_by, project_type, name, position)
      values (${user.id}::uuid, 'tenant_rep', 'Prospect', 0) returning id`)
  ).rows;
  await db.execute(sql`
    insert into projects (name, project_type, stage_id, created_by)
    select 'Deal ' || g, 'tenant_rep', ${stage?.id as string}::uuid, ${user.id}::uuid from generate_series(1, ${PROJECTS}) g`);
  const seedTasks = async (owner: string, count: number) => {
    // Top-level tasks: statuses spread over the three types, due days from -180 to +180 around today, 10 % undated,
    // a third linked to a project.
    await db.execute(sql`
      with p as (select array_agg(id) ids from projects where created_by = ${user.id}::uuid)
      insert into tasks (title, due_date, status_type, completed, status_id, project_id, created_by, created_at)
      select initcap((array[${wordList}])[1 + g % 10]) || ' task ' || g,
        case when g % 10 = 0 then null else current_date + ((g * 7919) % 361 - 180) end,
        (array['not_started','in_progress','completed'])[1 + g % 3],
        g % 3 = 2,
        ('00000000-0000-4000-8000-00000000a00' || (1 + g % 3))::uuid,
        case when g % 3 = 0 and ${owner}::uuid = ${user.id}::uuid then p.ids[1 + g % ${PROJECTS}] end,
        ${owner}::uuid, now() - (g || ' minutes')::interval
      from generate_series(1, ${count - count / 10}) g, p`);
    // Subtasks under the first 2 500 tasks (two each).
    await db.execute(sql`
      insert into tasks (title, parent_task_id, status_type, completed, created_by)
      select 'Step ' || s || ' of ' || t.title, t.id, case when s = 1 then 'completed' else 'not_started' end, s = 1, t.created_by
      from (select id, title, created_by from tasks where created_by = ${owner}::uuid and parent_task_id is null
        order by created_at limit ${count / 20}) t, generate_series(1, 2) s`);
  };
  await seedTasks(user.id, TASKS);
  await seedTasks(other.id, TASKS);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded ${TASKS} tasks and ${PROJECTS} projects for the user (+${TASKS} tasks of another) in ${Math.round(performance.now() - t0)} ms`,
  );
}
if (seeded === 0) await seed();

const pages = Math.ceil((TASKS * 0.9 * 2) / 3 / 20);
const shapes: [string, () => string][] = [
  ["baseline GET /api/profile", () => "/api/profile"],
  ["default filter, page 1", () => "/api/tasks?tz=America%2FNew_York"],
  [`random page (1..${pages})`, () => `/api/tasks?tz=America%2FNew_York&page=${1 + Math.floor(Math.random() * pages)}`],
  ["search 'renewal'", () => "/api/tasks?tz=America%2FNew_York&q=renewal"],
  ["due today", () => "/api/tasks?tz=America%2FNew_York&due=today"],
  ["overdue, all statuses", () => "/api/tasks?tz=America%2FNew_York&due=overdue&status=all"],
  ["this month, by title", () => "/api/tasks?tz=America%2FNew_York&due=thismonth&sort=title"],
];

const worst = await measureShapes(
  `GET /api/tasks, ${TASKS} tasks for one user, ${SHAPE_CONNECTIONS} connections, ${BENCH_SECONDS} s per shape`,
  base,
  user.cookie,
  shapes,
);
await stop();
process.exit(worst < 50 ? 0 : 1);
