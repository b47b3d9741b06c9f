import { CheckSquareIcon } from "lucide-react";
import { Link } from "react-router";
import type { TaskListItem } from "#shared/contract/tasks.ts";
import { addDays, DUE_GROUP_LABELS, type DueGroup, dueGroup } from "#shared/rules/task-dates.ts";
import { paths } from "#web/app/paths.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useTasks } from "#web/features/tasks/api/list-tasks.ts";
import { formatUsDate } from "#web/components/ui/date-picker-model.ts";

const SHOWN: DueGroup[] = ["overdue", "today", "tomorrow", "this_week"];

/** Home dashboard: my open tasks that are overdue, due today or this week. */
export function MyTasksWidget() {
  const overdue = useTasks({ due: "overdue", pageSize: 10 });
  const week = useTasks({ due: "next7days", pageSize: 20 });
  const critical = useTasks({ critical: "true", status: "not_started,in_progress", pageSize: 10 });
  // Without the tasks feature (plan) the widget stays away.
  if (overdue.isError || week.isError) return null;
  const today = week.data?.today ?? overdue.data?.today ?? "";
  const items: TaskListItem[] = [...(overdue.data?.items ?? []), ...(week.data?.items ?? [])];
  const groups = SHOWN.map((g) => ({
    g,
    tasks: items.filter((t) => dueGroup(t.dueDate, today, t.completed) === g),
  })).filter((x) => x.tasks.length > 0);
  const total = (overdue.data?.total ?? 0) + (week.data?.total ?? 0);
  const soon = (critical.data?.items ?? []).filter(
    (t) => t.dueDate !== null && t.dueDate >= today && t.dueDate <= addDays(today, 90),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckSquareIcon aria-hidden className="size-4 text-primary" /> My tasks
        </CardTitle>
        <CardDescription>Overdue, today and this week, and lease dates coming up.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {overdue.isPending || week.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : total === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing due this week.</p>
        ) : (
          groups.map(({ g, tasks }) => (
            <section key={g} aria-labelledby={`home-tasks-${g}`}>
              <h3
                id={`home-tasks-${g}`}
                className={`text-xs font-semibold uppercase ${g === "overdue" ? "text-red-700" : "text-slate-600"}`}
              >
                {DUE_GROUP_LABELS[g]} ({tasks.length})
              </h3>
              <ul className="mt-1 grid gap-1">
                {tasks.slice(0, 5).map((t) => (
                  <li key={t.id} className="flex items-center justify-between gap-2 text-sm">
                    <Link to={paths.tasks(t.id)} className="min-w-0 truncate hover:underline pointer-coarse:py-2.5">
                      {t.title}
                    </Link>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatUsDate(t.dueDate)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {soon.length > 0 ? (
          <section aria-labelledby="home-critical-dates">
            <h3 id="home-critical-dates" className="text-xs font-semibold uppercase text-amber-800">
              Critical dates, next 90 days ({soon.length})
            </h3>
            <ul className="mt-1 grid gap-1">
              {soon.slice(0, 5).map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-2 text-sm">
                  <Link to={paths.tasks(t.id)} className="min-w-0 truncate hover:underline pointer-coarse:py-2.5">
                    {t.title}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatUsDate(t.dueDate)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Link to={paths.tasks()} className="touch-hit text-sm font-medium text-primary hover:underline">
          All tasks
        </Link>
      </CardContent>
    </Card>
  );
}
