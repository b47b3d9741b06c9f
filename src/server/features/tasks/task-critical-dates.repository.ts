// Critical dates taken off a lease's ladder one by one (see the task_critical_date_skips table).
import { and, eq, inArray } from "drizzle-orm";
import { taskCriticalDateSkips } from "#server/db/schema/tasks.ts";
import type { Exec } from "#server/features/tasks/tasks.repository.ts";

export async function skippedKeys(ex: Exec, userId: string, leaseId: string): Promise<Set<string>> {
  const rows = await ex
    .select({ key: taskCriticalDateSkips.dateKey })
    .from(taskCriticalDateSkips)
    .where(and(eq(taskCriticalDateSkips.userId, userId), eq(taskCriticalDateSkips.leaseId, leaseId)));
  return new Set(rows.map((r) => r.key));
}

export async function skip(ex: Exec, userId: string, leaseId: string, keys: string[]) {
  if (keys.length === 0) return;
  await ex
    .insert(taskCriticalDateSkips)
    .values(keys.map((dateKey) => ({ userId, leaseId, dateKey })))
    .onConflictDoNothing();
}

export async function unskip(ex: Exec, userId: string, leaseId: string, keys?: string[]) {
  const scope = and(eq(taskCriticalDateSkips.userId, userId), eq(taskCriticalDateSkips.leaseId, leaseId));
  await ex.delete(taskCriticalDateSkips).where(keys ? and(scope, inArray(taskCriticalDateSkips.dateKey, keys)) : scope);
}
