// Checklist templates. Rules: a user sees and edits only their own templates (another user's → 404); each user
// gets our built-in checklists once, on first use; saving replaces the ordered items; applying creates one task
// per item (subtasks under it) linked to the project or deal room, due per the item's offset
// (shared/rules/checklist-due.ts), in one transaction through the tasks service.
import { builtinChecklists } from "#server/features/templates/checklist-builtins.ts";
import * as repo from "#server/features/templates/checklists.repository.ts";
import { createProjectsService } from "#server/features/projects/projects.service.ts";
import { createTasksService, type TaskCreateWithSubtasks } from "#server/features/tasks/tasks.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type {
  ApplyChecklistBody,
  ChecklistDto,
  ChecklistInput,
  ChecklistItemDto,
  ChecklistSummaryDto,
} from "#shared/contract/checklists.ts";
import { checklistDueDate, type OffsetAnchor, type OffsetUnit } from "#shared/rules/checklist-due.ts";

export const CHECKLIST_NOT_FOUND = "Checklist not found";

const toSummary = (row: repo.TemplateRow): ChecklistSummaryDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  keyDateLabel: row.keyDateLabel,
  taskCount: row.taskCount,
  builtin: row.builtinKey !== null,
  updatedAt: row.updatedAt.toISOString(),
});

const toItem = (row: repo.ItemRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  offsetDays: row.offsetDays,
  offsetUnit: row.offsetUnit as OffsetUnit,
  anchor: row.anchor as OffsetAnchor,
});

export function nestItems(rows: repo.ItemRow[]): ChecklistItemDto[] {
  const top = rows.filter((r) => !r.parentItemId);
  return top.map((r) => ({
    ...toItem(r),
    subtasks: rows.filter((s) => s.parentItemId === r.id).map(toItem),
  }));
}

export function createChecklistsService(ctx: Pick<AppContext, "db" | "events">) {
  const { db } = ctx;
  const tasks = createTasksService(db, ctx.events);
  const projects = createProjectsService(ctx);

  const seed = async (userId: string) => {
    await db.transaction(async (tx) => {
      if (!(await repo.claimSeed(tx, userId))) return;
      for (const { key, template } of builtinChecklists) {
        const id = await repo.insertTemplate(tx, userId, template, key);
        await repo.replaceItems(tx, id, template.items);
      }
    });
  };

  const load = async (userId: string, id: string, ex: repo.Exec = db) => {
    const row = await repo.findTemplate(ex, userId, id);
    if (!row) throw notFound(CHECKLIST_NOT_FOUND);
    return row;
  };

  const service = {
    async list(userId: string): Promise<ChecklistSummaryDto[]> {
      await seed(userId);
      return (await repo.listTemplates(db, userId)).map(toSummary);
    },

    async get(userId: string, id: string, ex: repo.Exec = db): Promise<ChecklistDto> {
      const row = await load(userId, id, ex);
      return { ...toSummary(row), items: nestItems(await repo.listItems(ex, id)) };
    },

    async create(userId: string, input: ChecklistInput): Promise<ChecklistDto> {
      await seed(userId);
      return db.transaction(async (tx) => {
        const id = await repo.insertTemplate(tx, userId, input);
        await repo.replaceItems(tx, id, input.items);
        return service.get(userId, id, tx);
      });
    },

    async save(userId: string, id: string, input: ChecklistInput): Promise<ChecklistDto> {
      return db.transaction(async (tx) => {
        await load(userId, id, tx);
        await repo.updateTemplate(tx, userId, id, input);
        await repo.replaceItems(tx, id, input.items);
        return service.get(userId, id, tx);
      });
    },

    async remove(userId: string, id: string) {
      if (!(await repo.deleteTemplate(db, userId, id))) throw notFound(CHECKLIST_NOT_FOUND);
    },

    async apply(userId: string, id: string, body: ApplyChecklistBody) {
      const template = await service.get(userId, id);
      const needsKeyDate = template.items
        .flatMap((i) => [i, ...i.subtasks])
        .some((i) => i.anchor === "key_date" && i.offsetDays !== null);
      if (needsKeyDate && !body.keyDate) {
        const label = template.keyDateLabel?.trim() || "the key date";
        const message = `Enter ${label}: some items are due before it`;
        throw new AppError("VALIDATION_FAILED", message, { fields: { keyDate: message }, detail: message });
      }
      if (template.items.length === 0) {
        const message = "This checklist has no items yet";
        throw new AppError("VALIDATION_FAILED", message, { detail: message });
      }
      let project: { id: string; name: string } | null = null;
      if (body.projectId) {
        project = await projects.findOwned(userId, body.projectId);
        if (!project) throw notFound("Project not found");
      }
      const link = body.projectId ? { projectId: body.projectId } : { dealroomId: body.dealroomId as string };
      const dates = { appliedOn: body.appliedOn, keyDate: body.keyDate ?? null };
      const inputs: TaskCreateWithSubtasks[] = template.items.map((item) => ({
        title: item.title,
        description: item.description,
        dueDate: checklistDueDate(item, dates),
        ...link,
        subtasks: item.subtasks.map((sub) => ({
          title: sub.title,
          description: sub.description,
          dueDate: checklistDueDate(sub, dates),
          ...link,
        })),
      }));
      const created = await tasks.createMany(userId, inputs);
      const all = created.flatMap((t) => [t, ...t.subtasks]);
      if (project) {
        await projects.logActivity(
          userId,
          project.id,
          "checklist_applied",
          `${template.name} · ${all.length} task${all.length === 1 ? "" : "s"}`,
        );
      }
      return { created: all.length, tasks: all.map((t) => ({ id: t.id, title: t.title, dueDate: t.dueDate })) };
    },
  };
  return service;
}
