// Tasks (§3–§7 'Tasks', issue 8). Rules stated here:
// - every read and write is scoped to created_by; another user's task, status or association is a 404;
// - subtasks are one level deep: a parent must be a top-level task, and a task with subtasks cannot get a parent;
// - status fields follow shared/rules/task-status.ts (checkbox, dropdown, save-by-type);
// - completing a recurring task creates the next one (same fields, next due day, not completed);
// - other features (projects, checklists, critical dates) create tasks through createMany.
import type { Db } from "#server/db/client.ts";
import { checkCustomFieldValues, createContactsService } from "#server/features/contacts/contacts.service.ts";
import { toDetail, toListItem } from "#server/features/tasks/tasks.dto.ts";
import * as links from "#server/features/tasks/task-associations.repository.ts";
import * as repo from "#server/features/tasks/tasks.repository.ts";
import { listTasks } from "#server/features/tasks/tasks-list.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type {
  AssociationType,
  TaskCreate,
  TaskDetail,
  TaskListItem,
  TaskListQuery,
  TaskUpdate,
} from "#shared/contract/tasks.ts";
import { dayInZone, dueRange } from "#shared/rules/task-dates.ts";
import { nextDueDate, type Recurrence } from "#shared/rules/task-recurrence.ts";
import {
  DEFAULT_STATUS_FILTER,
  fieldsForCompletion,
  fieldsForStatus,
  fieldsForType,
  STATUS_NOT_FOUND,
  type StatusFields,
  type TaskStatusType,
} from "#shared/rules/task-status.ts";

export type TasksEvents = {
  publish: (userId: string, event: { type: string; entity: string; id?: string }) => Promise<void>;
};

const badRequest = (message: string, field?: string) =>
  new AppError("BAD_REQUEST", message, { detail: message, ...(field ? { fields: { [field]: message } } : {}) });

/** Creating with subtasks in one go (checklists). */
export type TaskCreateWithSubtasks = TaskCreate & {
  subtasks?: TaskCreate[];
  criticalDateKey?: string | null;
  dueDateNote?: string | null;
};

export function createTasksService(db: Db, events?: TasksEvents) {
  const contacts = createContactsService(db);
  const notify = async (userId: string, id?: string) => {
    try {
      await events?.publish(userId, { type: "tasks.updated", entity: "tasks", id });
    } catch {
      // Realtime is best effort: the page refetches on focus anyway.
    }
  };

  async function statusFieldsFor(
    ex: repo.Exec,
    userId: string,
    input: { statusId?: string; statusType?: TaskStatusType },
  ) {
    const statuses = await repo.listStatuses(ex, userId);
    if (input.statusId) {
      const status = statuses.find((s) => s.id === input.statusId);
      if (!status) throw notFound(STATUS_NOT_FOUND);
      return fieldsForStatus(status);
    }
    try {
      return fieldsForType(statuses, input.statusType ?? "not_started");
    } catch {
      throw new AppError("INTERNAL", STATUS_NOT_FOUND);
    }
  }

  /** Each association set must be the user's own (or one they may open); otherwise 404, naming which. */
  async function checkAssociations(ex: repo.Exec, userId: string, input: TaskUpdate) {
    if (input.personId && !(await links.ownsPerson(ex, userId, input.personId))) throw notFound("Person not found");
    if (input.companyId && !(await links.ownsCompany(ex, userId, input.companyId))) throw notFound("Company not found");
    if (input.projectId && !(await links.ownsProject(ex, userId, input.projectId))) throw notFound("Project not found");
    if (input.leaseId && !(await links.canOpenLease(ex, userId, input.leaseId))) throw notFound("Lease not found");
    if (input.propertyId && !(await links.ownsProperty(ex, userId, input.propertyId))) {
      throw notFound("Property not found");
    }
    if (input.dealroomId && !(await links.canOpenDealroom(ex, userId, input.dealroomId))) {
      throw notFound("Deal room not found");
    }
  }

  async function checkParent(ex: repo.Exec, userId: string, parentId: string, selfId?: string) {
    if (parentId === selfId) throw badRequest("A task cannot be its own parent", "parentTaskId");
    const parent = await repo.getTaskRow(ex, userId, parentId);
    if (!parent) throw notFound("Parent task not found");
    if (parent.parentTaskId) {
      throw badRequest("Subtasks cannot have subtasks of their own: only one level is allowed", "parentTaskId");
    }
    if (selfId && (await repo.hasSubtasks(ex, userId, selfId))) {
      throw badRequest("A task that has subtasks cannot become a subtask", "parentTaskId");
    }
    return parent;
  }

  async function customFieldsFor(
    userId: string,
    current: Record<string, string>,
    values: TaskCreate["customFields"],
    ex: repo.Exec,
  ) {
    if (!values) return current;
    const defs = await contacts.customFieldDefs(userId, "tasks", ex);
    const change = checkCustomFieldValues(defs, values);
    const next = { ...current, ...change.set };
    for (const key of change.remove) delete next[key];
    return next;
  }

  function checkSchedule(t: {
    dueDate: string | null;
    dueTime: string | null;
    recurrence: Recurrence | null;
    reminderDays: number[];
  }) {
    if (t.dueTime && !t.dueDate) throw badRequest("A due time needs a due date", "dueTime");
    if (t.recurrence && !t.dueDate) throw badRequest("A recurring task needs a due date", "recurrence");
    if (t.reminderDays.length > 0 && !t.dueDate) throw badRequest("A reminder needs a due date", "reminderDays");
  }

  async function detail(ex: repo.Exec, userId: string, id: string): Promise<TaskDetail> {
    const row = await repo.getTaskJoined(ex, userId, id);
    if (!row) throw notFound("Task not found");
    const subtasks = row.task.parentTaskId ? [] : await repo.subtasksOf(ex, userId, [id]);
    const parent = row.task.parentTaskId ? await repo.getTaskRow(ex, userId, row.task.parentTaskId) : undefined;
    return toDetail(row, subtasks, parent?.title ?? null);
  }

  async function insertOne(ex: repo.Exec, userId: string, input: TaskCreateWithSubtasks, parentId: string | null) {
    const status = await statusFieldsFor(ex, userId, input);
    const values = {
      title: input.title.trim(),
      description: input.description?.trim() || null,
      dueDate: input.dueDate ?? null,
      dueTime: input.dueDate ? (input.dueTime ?? null) : null,
      personId: input.personId ?? null,
      companyId: input.companyId ?? null,
      projectId: input.projectId ?? null,
      leaseId: input.leaseId ?? null,
      propertyId: input.propertyId ?? null,
      dealroomId: input.dealroomId ?? null,
      parentTaskId: parentId,
      ...status,
      completedAt: status.completed ? new Date() : null,
      customFields: await customFieldsFor(userId, {}, input.customFields, ex),
      recurrence: input.recurrence ?? null,
      reminderDays: [...new Set(input.reminderDays ?? [])].sort((a, b) => b - a),
      reminderTime: input.reminderTime ?? null,
      criticalDateKey: input.criticalDateKey ?? null,
      dueDateNote: input.dueDateNote ?? null,
      createdBy: userId,
    };
    checkSchedule(values);
    const [row] = await repo.insertTasks(ex, [values]);
    return row as repo.TaskRow;
  }

  async function applyStatus(userId: string, id: string, pick: (statuses: repo.StatusRow[]) => StatusFields) {
    const result = await db.transaction(async (tx) => {
      const current = await repo.getTaskRow(tx, userId, id, true);
      if (!current) throw notFound("Task not found");
      const statuses = await repo.listStatuses(tx, userId);
      let fields: StatusFields;
      try {
        fields = pick(statuses);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError("INTERNAL", STATUS_NOT_FOUND);
      }
      const becameDone = fields.completed && !current.completed;
      await repo.updateTaskRow(tx, userId, id, {
        ...fields,
        completedAt: fields.completed ? (current.completedAt ?? new Date()) : null,
      });
      let nextId: string | null = null;
      if (becameDone && current.recurrence && current.dueDate && !current.parentTaskId) {
        nextId = await createNextOccurrence(tx, userId, current, statuses);
      }
      return { task: await detail(tx, userId, id), next: nextId ? await detail(tx, userId, nextId) : null };
    });
    await notify(userId, id);
    return result;
  }

  /** The next occurrence: same fields, the next due day, not started; its subtasks are copied unchecked. */
  async function createNextOccurrence(tx: repo.Exec, userId: string, t: repo.TaskRow, statuses: repo.StatusRow[]) {
    const recurrence = t.recurrence as Recurrence;
    const status = fieldsForCompletion(statuses, false);
    const base = {
      description: t.description,
      dueTime: t.dueTime,
      personId: t.personId,
      companyId: t.companyId,
      projectId: t.projectId,
      leaseId: t.leaseId,
      propertyId: t.propertyId,
      dealroomId: t.dealroomId,
      ...status,
      customFields: t.customFields,
      createdBy: userId,
    };
    const [next] = await repo.insertTasks(tx, [
      {
        ...base,
        title: t.title,
        dueDate: nextDueDate(recurrence, t.dueDate as string),
        recurrence,
        reminderDays: t.reminderDays,
        reminderTime: t.reminderTime,
      },
    ]);
    const subtasks = await repo.subtasksOf(tx, userId, [t.id]);
    await repo.insertTasks(
      tx,
      subtasks.map(({ task: s }) => ({ ...base, title: s.title, description: s.description, parentTaskId: next?.id })),
    );
    return (next as repo.TaskRow).id;
  }

  const service = {
    async list(
      userId: string,
      q: TaskListQuery,
    ): Promise<{ items: TaskListItem[]; total: number; totalExact: boolean; today: string }> {
      const today = dayInZone(new Date(), q.tz ?? "UTC");
      const statusTypes =
        q.status === "all" ? null : q.status ? (q.status.split(",") as TaskStatusType[]) : [...DEFAULT_STATUS_FILTER];
      const { rows, total, totalExact } = await listTasks(
        db,
        userId,
        {
          statusTypes,
          statusId: q.statusId,
          due: dueRange(q.due, today),
          q: q.q?.trim() || undefined,
          projectId: q.projectId,
          leaseId: q.leaseId,
          personId: q.personId,
          companyId: q.companyId,
          dealroomId: q.dealroomId,
          criticalOnly: q.critical === "true",
        },
        { sort: q.sort, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      );
      const subtasks = await repo.subtasksOf(
        db,
        userId,
        rows.filter((r) => r.subtaskCount > 0).map((r) => r.task.id),
      );
      const byParent = new Map<string, repo.TaskJoinedRow[]>();
      for (const s of subtasks) {
        const key = s.task.parentTaskId as string;
        byParent.set(key, [...(byParent.get(key) ?? []), s]);
      }
      return { items: rows.map((r) => toListItem(r, byParent.get(r.task.id) ?? [])), total, totalExact, today };
    },

    get: (userId: string, id: string) => detail(db, userId, id),

    async create(userId: string, input: TaskCreateWithSubtasks): Promise<TaskDetail> {
      const [created] = await service.createMany(userId, [input]);
      return created as TaskDetail;
    },

    /** Creates tasks (each with optional subtasks) in one transaction; a parentTaskId nests under that task. */
    async createMany(userId: string, inputs: TaskCreateWithSubtasks[], ex?: repo.Exec): Promise<TaskDetail[]> {
      const run = async (tx: repo.Exec) => {
        const ids: string[] = [];
        for (const input of inputs) {
          await checkAssociations(tx, userId, input);
          const parentId = input.parentTaskId ?? null;
          if (parentId) await checkParent(tx, userId, parentId);
          if (parentId && input.subtasks?.length) {
            throw badRequest("Subtasks cannot have subtasks of their own: only one level is allowed", "subtasks");
          }
          const row = await insertOne(tx, userId, input, parentId);
          for (const sub of input.subtasks ?? []) {
            await checkAssociations(tx, userId, sub);
            await insertOne(tx, userId, sub, row.id);
          }
          ids.push(row.id);
        }
        // One after another: the queries share the transaction's one connection.
        const details: TaskDetail[] = [];
        for (const id of ids) details.push(await detail(tx, userId, id));
        return details;
      };
      const created = ex ? await run(ex) : await db.transaction(run);
      await notify(userId);
      return created;
    },

    async update(userId: string, id: string, patch: TaskUpdate): Promise<TaskDetail> {
      const result = await db.transaction(async (tx) => {
        const current = await repo.getTaskRow(tx, userId, id, true);
        if (!current) throw notFound("Task not found");
        await checkAssociations(tx, userId, patch);
        if (patch.parentTaskId) await checkParent(tx, userId, patch.parentTaskId, id);
        const has = <K extends keyof TaskUpdate>(k: K) => patch[k] !== undefined;
        const next: Partial<repo.TaskInsert> = {};
        if (has("title")) next.title = (patch.title as string).trim();
        if (has("description")) next.description = patch.description?.trim() || null;
        if (has("dueDate")) next.dueDate = patch.dueDate ?? null;
        if (has("dueTime")) next.dueTime = patch.dueTime ?? null;
        if (has("dueDate") && !patch.dueDate) next.dueTime = null;
        for (const k of [
          "personId",
          "companyId",
          "projectId",
          "leaseId",
          "propertyId",
          "dealroomId",
          "parentTaskId",
        ] as const) {
          if (has(k)) next[k] = patch[k] ?? null;
        }
        if (has("statusId") || has("statusType")) {
          const fields = await statusFieldsFor(tx, userId, patch);
          Object.assign(next, fields, { completedAt: fields.completed ? (current.completedAt ?? new Date()) : null });
        }
        if (has("customFields"))
          next.customFields = await customFieldsFor(userId, current.customFields, patch.customFields, tx);
        if (has("recurrence")) next.recurrence = patch.recurrence ?? null;
        if (has("reminderDays")) next.reminderDays = [...new Set(patch.reminderDays)].sort((a, b) => b - a);
        if (has("reminderTime")) next.reminderTime = patch.reminderTime ?? null;
        const dueDate = next.dueDate !== undefined ? next.dueDate : current.dueDate;
        if (dueDate !== current.dueDate) next.remindersSent = [];
        if (has("dueDate") && current.criticalDateKey) next.dueDateNote = null;
        checkSchedule({
          dueDate,
          dueTime: next.dueTime !== undefined ? next.dueTime : current.dueTime,
          recurrence: (next.recurrence !== undefined ? next.recurrence : current.recurrence) as Recurrence | null,
          reminderDays: next.reminderDays ?? current.reminderDays,
        });
        await repo.updateTaskRow(tx, userId, id, next);
        return detail(tx, userId, id);
      });
      await notify(userId, id);
      return result;
    },

    async remove(userId: string, id: string) {
      const deleted = await repo.deleteTaskRow(db, userId, id);
      if (deleted === 0) throw notFound("Task not found");
      await notify(userId, id);
      return { ok: true as const, deleted };
    },

    /** Deleting a project: its tasks are deleted (with their subtasks) or kept without a project. */
    async releaseProject(userId: string, projectId: string, mode: "delete" | "keep", ex: repo.Exec = db) {
      const n = await repo.releaseProjectTasks(ex, userId, projectId, mode);
      if (n > 0) await notify(userId);
      return n;
    },

    complete: (userId: string, id: string, completed: boolean) =>
      applyStatus(userId, id, (statuses) => fieldsForCompletion(statuses, completed)),

    setStatus: (userId: string, id: string, statusId: string) =>
      applyStatus(userId, id, (statuses) => {
        const status = statuses.find((s) => s.id === statusId);
        if (!status) throw notFound(STATUS_NOT_FOUND);
        return fieldsForStatus(status);
      }),

    /** §7: people by first or last name, companies by name; 5 each; blank text finds nothing. */
    async searchAssociations(userId: string, type: AssociationType, q: string | undefined) {
      const text = q?.trim();
      if (!text) return [];
      switch (type) {
        case "person":
          return (await links.searchPeople(db, userId, text)).map((p) => ({
            id: p.id,
            name: `${p.firstName} ${p.lastName}`.trim(),
          }));
        case "company":
          return links.searchCompanies(db, userId, text);
        case "project":
          return links.searchProjects(db, userId, text);
        case "lease":
          return links.searchLeases(db, userId, text);
        case "dealroom":
          return links.searchDealrooms(db, userId, text);
        case "property":
          return (await links.searchProperties(db, userId, text)).map((p) => ({
            id: p.id,
            name: p.address ? `${p.name} — ${p.address}` : p.name,
          }));
      }
    },
  };
  return service;
}

export type TasksService = ReturnType<typeof createTasksService>;
