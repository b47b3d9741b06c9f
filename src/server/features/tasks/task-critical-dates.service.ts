// Critical dates as tasks (issue 8). 'Add to tasks' on a lease creates a task for the expiration and every option
// notice deadline, linked to the lease, with a reminder ladder. Once a lease is tracked its tasks follow the
// abstract with the broker's corrections: a changed date moves the task (and re-arms its reminders), a new deadline
// adds one, a deadline no longer in the abstract removes its open task (a completed one stays as a record).
// The abstract is read through the documents feature's lease-facts service.
import type { Db } from "#server/db/client.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { toTaskDto } from "#server/features/tasks/tasks.dto.ts";
import * as repo from "#server/features/tasks/tasks.repository.ts";
import type { TasksEvents } from "#server/features/tasks/tasks.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import type { LeaseTasksResponse } from "#shared/contract/tasks.ts";
import { criticalDateTasks, DEFAULT_CRITICAL_REMINDERS } from "#shared/rules/task-critical-dates.ts";
import { fieldsForCompletion } from "#shared/rules/task-status.ts";
import type { Logger } from "pino";

export function createCriticalDateTasksService(deps: {
  db: Db;
  access: AccessChecker;
  events?: TasksEvents;
  log: Logger;
}) {
  const { db } = deps;
  const facts = createLeaseFactsService({ db, access: deps.access });

  async function planFor(userId: string, leaseId: string) {
    const lease = (await facts.leaseFacts(userId)).find((l) => l.id === leaseId);
    if (!lease) throw notFound("Lease not found");
    return criticalDateTasks(lease.title, lease.criticalDates);
  }

  async function listFor(userId: string, leaseId: string) {
    const { rows } = await repo.listTasks(
      db,
      userId,
      { statusTypes: null, due: { kind: "any" }, leaseId },
      { sort: "due_date", limit: 100, offset: 0 },
    );
    return rows.filter((r) => r.task.criticalDateKey).map(toTaskDto);
  }

  /** Brings the lease's tasks in line with its critical dates; `create` adds tasks for untracked dates. */
  async function sync(userId: string, leaseId: string, opts: { create: boolean; reminderDays?: number[] }) {
    const plan = await planFor(userId, leaseId);
    const counts = await db.transaction(async (tx) => {
      const existing = await repo.criticalTasksOfLease(tx, userId, leaseId);
      const tracked = existing.length > 0;
      if (!tracked && !opts.create) return { created: 0, updated: 0, removed: 0 };
      const byKey = new Map(existing.map((t) => [t.criticalDateKey as string, t]));
      const ladder = opts.reminderDays ?? existing[0]?.reminderDays ?? [...DEFAULT_CRITICAL_REMINDERS];
      const status = fieldsForCompletion(await repo.listStatuses(tx, userId), false);
      let created = 0;
      let updated = 0;
      let removed = 0;
      for (const p of plan) {
        const current = byKey.get(p.key);
        byKey.delete(p.key);
        if (!current) {
          await repo.insertTasks(tx, [
            {
              title: p.title,
              description: p.description,
              dueDate: p.dueDate,
              leaseId,
              ...status,
              reminderDays: [...ladder].sort((a, b) => b - a),
              criticalDateKey: p.key,
              dueDateNote: p.note,
              createdBy: userId,
            },
          ]);
          created += 1;
        } else if (current.dueDate !== p.dueDate || current.dueDateNote !== p.note || current.title !== p.title) {
          await repo.updateTaskRow(tx, userId, current.id, {
            title: p.title,
            description: p.description,
            dueDate: p.dueDate,
            dueDateNote: p.note,
            ...(current.dueDate !== p.dueDate ? { remindersSent: [] } : {}),
          });
          updated += 1;
        }
      }
      for (const gone of byKey.values()) {
        if (gone.completed) continue;
        removed += await repo.deleteTaskRow(tx, userId, gone.id);
      }
      return { created, updated, removed };
    });
    if (counts.created || counts.updated || counts.removed) {
      try {
        await deps.events?.publish(userId, { type: "tasks.updated", entity: "tasks" });
      } catch {
        // best effort
      }
    }
    return counts;
  }

  return {
    async addLease(userId: string, leaseId: string, reminderDays?: number[]): Promise<LeaseTasksResponse> {
      const counts = await sync(userId, leaseId, { create: true, reminderDays });
      const tasks = await listFor(userId, leaseId);
      return { tracked: tasks.length > 0, tasks, ...counts };
    },

    async leaseTasks(userId: string, leaseId: string): Promise<LeaseTasksResponse> {
      const counts = await sync(userId, leaseId, { create: false });
      const tasks = await listFor(userId, leaseId);
      return { tracked: tasks.length > 0, tasks, ...counts };
    },

    /** The periodic re-sync of every tracked lease (corrections made anywhere reach the tasks). */
    async syncAll(): Promise<number> {
      let changed = 0;
      for (const { userId, leaseId } of await repo.leasesWithCriticalTasks(db)) {
        if (!leaseId) continue;
        try {
          const c = await sync(userId, leaseId, { create: false });
          changed += c.created + c.updated + c.removed;
        } catch (err) {
          // A lease the user can no longer open (unshared, subscription ended) keeps its tasks as they are.
          deps.log.debug({ err, userId, leaseId }, "critical-date sync skipped");
        }
      }
      return changed;
    },
  };
}
