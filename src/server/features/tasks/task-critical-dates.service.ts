// Critical dates as tasks (issue 8). 'Add to tasks' on a lease creates a task for the expiration and every option
// notice deadline, linked to the lease, with a reminder ladder. Once a lease is tracked its tasks follow the
// abstract with the broker's corrections: a changed date moves the task (and re-arms its reminders), a new deadline
// adds one, a deadline no longer in the abstract removes its open task (a completed one stays as a record).
// The abstract is read through the documents feature's lease-facts service.
import type { Db } from "#server/db/client.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import * as skips from "#server/features/tasks/task-critical-dates.repository.ts";
import { toTaskDto } from "#server/features/tasks/tasks.dto.ts";
import * as repo from "#server/features/tasks/tasks.repository.ts";
import { listTasks } from "#server/features/tasks/tasks-list.repository.ts";
import type { TasksEvents } from "#server/features/tasks/tasks.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import { CRITICAL_DATE_NOT_FOUND, type LeaseLadder } from "#shared/contract/task-ladder.ts";
import type { LeaseTasksResponse } from "#shared/contract/tasks.ts";
import {
  type CriticalTaskPlan,
  criticalDateTasks,
  DEFAULT_CRITICAL_REMINDERS,
} from "#shared/rules/task-critical-dates.ts";
import { addDays } from "#shared/rules/task-dates.ts";
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

  async function leaseOf(userId: string, leaseId: string) {
    const lease = (await facts.leaseFacts(userId)).find((l) => l.id === leaseId);
    if (!lease) throw notFound("Lease not found");
    return lease;
  }

  async function planFor(userId: string, leaseId: string) {
    const lease = await leaseOf(userId, leaseId);
    return criticalDateTasks(lease.title, lease.criticalDates);
  }

  const sortedLadder = (days: readonly number[]) => [...new Set(days)].sort((a, b) => b - a);

  async function listFor(userId: string, leaseId: string) {
    const { rows } = await listTasks(
      db,
      userId,
      { statusTypes: null, due: { kind: "any" }, leaseId },
      { sort: "due_date", limit: 100, offset: 0 },
    );
    return rows.filter((r) => r.task.criticalDateKey).map(toTaskDto);
  }

  async function insertPlanned(
    tx: repo.Exec,
    userId: string,
    leaseId: string,
    p: CriticalTaskPlan,
    ladder: readonly number[],
    status: ReturnType<typeof fieldsForCompletion>,
  ) {
    await repo.insertTasks(tx, [
      {
        title: p.title,
        description: p.description,
        dueDate: p.dueDate,
        leaseId,
        ...status,
        reminderDays: sortedLadder(ladder),
        criticalDateKey: p.key,
        dueDateNote: p.note,
        createdBy: userId,
      },
    ]);
  }

  async function publish(userId: string) {
    try {
      await deps.events?.publish(userId, { type: "tasks.updated", entity: "tasks" });
    } catch {
      // best effort
    }
  }

  /** The ladder: every tracked-kind date of the lease with its task (if on the ladder) and reminder days. */
  async function ladder(userId: string, leaseId: string): Promise<LeaseLadder> {
    const lease = await leaseOf(userId, leaseId);
    const plan = criticalDateTasks(lease.title, lease.criticalDates);
    await sync(userId, leaseId, { create: false, plan });
    const byKey = new Map((await listFor(userId, leaseId)).map((t) => [t.criticalDateKey as string, t]));
    return {
      leaseId,
      leaseTitle: lease.title,
      defaultReminders: [...DEFAULT_CRITICAL_REMINDERS],
      dates: plan.map((p) => {
        const task = byKey.get(p.key) ?? null;
        return {
          key: p.key,
          kind: p.kind,
          label: p.label,
          leaseDate: p.leaseDate,
          dueDate: p.dueDate,
          note: p.note,
          task,
          reminders: (task?.reminderDays ?? []).map((days) => ({
            days,
            on: addDays(task?.dueDate ?? p.dueDate, -days),
          })),
        };
      }),
    };
  }

  /** Brings the lease's tasks in line with its critical dates; `create` adds tasks for untracked dates. */
  async function sync(
    userId: string,
    leaseId: string,
    opts: { create: boolean; reminderDays?: number[]; plan?: CriticalTaskPlan[] },
  ) {
    const plan = opts.plan ?? (await planFor(userId, leaseId));
    const counts = await db.transaction(async (tx) => {
      const existing = await repo.criticalTasksOfLease(tx, userId, leaseId);
      const tracked = existing.length > 0;
      if (!tracked && !opts.create) return { created: 0, updated: 0, removed: 0 };
      // 'Add to tasks' puts every date back on the ladder; the re-sync leaves the ones taken off alone.
      if (opts.create) await skips.unskip(tx, userId, leaseId);
      const skipped = opts.create ? new Set<string>() : await skips.skippedKeys(tx, userId, leaseId);
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
          if (skipped.has(p.key)) continue;
          await insertPlanned(tx, userId, leaseId, p, ladder, status);
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
    if (counts.created || counts.updated || counts.removed) await publish(userId);
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

    ladder,

    /**
     * Puts one date on the ladder (its task is created) or sets its reminders. On a lease not tracked yet, the other
     * dates are marked as off the ladder, so the re-sync does not add them behind the broker's back.
     */
    async putDate(userId: string, leaseId: string, key: string, reminderDays?: number[]): Promise<LeaseLadder> {
      const plan = await planFor(userId, leaseId);
      const p = plan.find((x) => x.key === key);
      if (!p) throw notFound(CRITICAL_DATE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const existing = await repo.criticalTasksOfLease(tx, userId, leaseId);
        const current = existing.find((t) => t.criticalDateKey === key);
        await skips.unskip(tx, userId, leaseId, [key]);
        if (current) {
          if (reminderDays)
            await repo.updateTaskRow(tx, userId, current.id, { reminderDays: sortedLadder(reminderDays) });
          return;
        }
        if (existing.length === 0) {
          await skips.skip(
            tx,
            userId,
            leaseId,
            plan.filter((x) => x.key !== key).map((x) => x.key),
          );
        }
        const ladderDays = reminderDays ?? existing[0]?.reminderDays ?? [...DEFAULT_CRITICAL_REMINDERS];
        const status = fieldsForCompletion(await repo.listStatuses(tx, userId), false);
        await insertPlanned(tx, userId, leaseId, p, ladderDays, status);
      });
      await publish(userId);
      return ladder(userId, leaseId);
    },

    /** Takes one date off the ladder: its task is deleted and the re-sync leaves it off. */
    async removeDate(userId: string, leaseId: string, key: string): Promise<LeaseLadder> {
      const plan = await planFor(userId, leaseId);
      if (!plan.some((x) => x.key === key)) throw notFound(CRITICAL_DATE_NOT_FOUND);
      await db.transaction(async (tx) => {
        const current = (await repo.criticalTasksOfLease(tx, userId, leaseId)).find((t) => t.criticalDateKey === key);
        if (current) await repo.deleteTaskRow(tx, userId, current.id);
        await skips.skip(tx, userId, leaseId, [key]);
      });
      await publish(userId);
      return ladder(userId, leaseId);
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
