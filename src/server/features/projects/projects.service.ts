// Projects: a broker's deals. Rules: every read and write is scoped to the creator (another user's project
// is a 404); a project sits in one stage of its type's pipeline; figures feed the estimated commission
// (shared/rules/projects.ts); custom-field values are checked against the user's 'projects' definitions;
// deleting asks what happens to the project's tasks. Other features call this service, nothing deeper.
import { checkCustomFieldValues, createContactsService } from "#server/features/contacts/contacts.service.ts";
import * as links from "#server/features/projects/projects-links.repository.ts";
import { createStagesService, invalid, toStageDto } from "#server/features/projects/projects-stages.service.ts";
import * as repo from "#server/features/projects/projects.repository.ts";
import { decodeCursor, toTimelinePage } from "#server/features/projects/projects-timeline.ts";
import { timelinePage } from "#server/features/projects/projects-timeline.repository.ts";
import { createTasksService, type TasksService } from "#server/features/tasks/tasks.service.ts";
import { notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type {
  BoardColumnDto,
  PipelineDto,
  ProjectCreate,
  ProjectDetailDto,
  ProjectDto,
  ProjectLinkType,
  ProjectListQuery,
  ProjectTaskDto,
  ProjectUpdate,
} from "#shared/contract/projects.ts";
import { BOARD_COLUMN_LIMIT } from "#shared/contract/projects.ts";
import type { TaskListQuery } from "#shared/contract/tasks.ts";
import { estimatedCommission, type ProjectType, projectTypeLabels } from "#shared/rules/projects.ts";

const PROJECT_TASKS_LIMIT = 100;

/** The project's tasks for its page: top-level tasks (any status, by due date) each followed by its subtasks. */
async function projectTasks(tasks: TasksService, userId: string, projectId: string): Promise<ProjectTaskDto[]> {
  const { items } = await tasks.list(userId, {
    projectId,
    status: "all",
    due: "all",
    sort: "due_date",
    page: 1,
    pageSize: PROJECT_TASKS_LIMIT,
  } as TaskListQuery);
  const flat = (t: {
    id: string;
    title: string;
    dueDate: string | null;
    completed: boolean;
    parentTaskId: string | null;
  }) => ({
    id: t.id,
    title: t.title,
    dueDate: t.dueDate,
    completed: t.completed,
    parentTaskId: t.parentTaskId,
  });
  return items.flatMap((t) => [flat(t), ...t.subtasks.map(flat)]);
}

const iso = (d: Date) => d.toISOString();
export const LINK_NOT_FOUND = "Record not found";
const linkLabels: Record<ProjectLinkType, string> = {
  person: "person",
  company: "company",
  lease: "lease",
  offering_memorandum: "memorandum",
  dealroom: "deal room",
  property: "property",
};

export function toProjectDto(row: repo.ProjectRow): ProjectDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.projectType as ProjectType,
    stageId: row.stageId,
    stageName: row.stageName,
    sizeSf: row.sizeSf,
    rentPsf: row.rentPsf === null ? null : Number(row.rentPsf),
    termMonths: row.termMonths,
    commissionPct: row.commissionPct === null ? null : Number(row.commissionPct),
    estimatedCommission: estimatedCommission({
      sizeSf: row.sizeSf,
      rentPsf: row.rentPsf === null ? null : Number(row.rentPsf),
      termMonths: row.termMonths,
      commissionPct: row.commissionPct === null ? null : Number(row.commissionPct),
    }),
    customFields: row.customFields ?? {},
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const money = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

export function createProjectsService(ctx: Pick<AppContext, "db" | "events">) {
  const { db, events } = ctx;
  const tasks = createTasksService(db, events);
  const stages = createStagesService(ctx);
  const contacts = createContactsService(db);
  const changed = (userId: string, id?: string) =>
    void events.publish(userId, { type: "projects.updated", entity: "projects", id }).catch(() => {});

  const load = async (userId: string, id: string, ex: repo.Exec = db) => {
    const row = await repo.findProjectRow(ex, userId, id);
    if (!row) throw notFound("Project not found");
    return row;
  };

  /** The stage for a type: the given one (must be the user's and of that type) or the type's first. */
  const resolveStage = async (userId: string, type: ProjectType, stageId: string | undefined, ex: repo.Exec) => {
    const list = await stages.list(userId, type, ex);
    if (!stageId) return list[0] as repo.StageRow;
    const stage = list.find((s) => s.id === stageId);
    if (stage) return stage;
    if (await repo.findStageRow(ex, userId, stageId)) {
      throw invalid("stageId", "That stage belongs to another project type");
    }
    throw notFound("Stage not found");
  };

  const customValues = async (
    userId: string,
    current: Record<string, string>,
    values: ProjectCreate["customFields"],
    ex: repo.Exec,
  ) => {
    if (!values) return current;
    const change = checkCustomFieldValues(await contacts.customFieldDefs(userId, "projects", ex), values);
    const next = { ...current, ...change.set };
    for (const key of change.remove) delete next[key];
    return next;
  };

  const service = {
    stages,

    async list(userId: string, q: ProjectListQuery) {
      const { items, total } = await repo.listProjectRows(db, userId, q);
      return { items: items.map(toProjectDto), total };
    },

    async board(userId: string, type: ProjectType): Promise<BoardColumnDto[]> {
      const columns = await stages.list(userId, type);
      const [rows, totals] = await Promise.all([
        repo.boardProjectRows(db, userId, type, BOARD_COLUMN_LIMIT),
        repo.stageTotals(db, userId, type),
      ]);
      return columns.map((stage) => {
        const t = totals.find((x) => x.stageId === stage.id);
        return {
          ...toStageDto(stage),
          count: t?.count ?? 0,
          totalCommission: money(t?.total),
          projects: rows.filter((r) => r.stageId === stage.id).map(toProjectDto),
        };
      });
    },

    async pipeline(userId: string): Promise<PipelineDto> {
      const [all, totals] = await Promise.all([repo.listStageRows(db, userId), repo.stageTotals(db, userId)]);
      const types = [...new Set(all.map((s) => s.projectType as ProjectType))];
      return {
        types: types
          .map((type) => ({
            type,
            stages: all
              .filter((s) => s.projectType === type)
              .map((s) => {
                const t = totals.find((x) => x.stageId === s.id);
                return { id: s.id, name: s.name, count: t?.count ?? 0, totalCommission: money(t?.total) };
              }),
          }))
          .filter((t) => t.stages.some((s) => s.count > 0)),
      };
    },

    async get(userId: string, id: string): Promise<ProjectDetailDto> {
      const row = await load(userId, id);
      const [linkList, taskList] = await Promise.all([
        links.listLinks(db, userId, id),
        projectTasks(tasks, userId, id),
      ]);
      return { ...toProjectDto(row), links: linkList, tasks: taskList };
    },

    /** The project's timeline with its linked records' activity: one statement per page (the ownership check
     * runs beside it; the page itself is scoped to the creator too, so nothing leaks before the 404). */
    async activity(userId: string, id: string, cursorText: string | undefined, pageSize: number) {
      const cursor = decodeCursor(cursorText);
      const [row, rows] = await Promise.all([
        repo.findProjectRow(db, userId, id),
        timelinePage(db, userId, id, cursor, pageSize),
      ]);
      if (!row) throw notFound("Project not found");
      return toTimelinePage(rows, pageSize);
    },

    /** The project if the user owns it (for other features, e.g. tasks and checklists). */
    async findOwned(userId: string, id: string): Promise<ProjectDto | null> {
      const row = await repo.findProjectRow(db, userId, id);
      return row ? toProjectDto(row) : null;
    },

    async create(userId: string, input: ProjectCreate): Promise<ProjectDto> {
      const id = await db.transaction(async (tx) => {
        const stage = await resolveStage(userId, input.type, input.stageId, tx);
        const customFields = await customValues(userId, {}, input.customFields, tx);
        const { id } = await repo.insertProjectRow(tx, {
          name: input.name,
          description: input.description ?? null,
          projectType: input.type,
          stageId: stage.id,
          position: await repo.endOfStagePosition(tx, userId, stage.id),
          sizeSf: input.sizeSf ?? null,
          rentPsf: input.rentPsf ?? null,
          termMonths: input.termMonths ?? null,
          commissionPct: input.commissionPct ?? null,
          customFields,
          createdBy: userId,
        });
        await repo.addActivity(tx, id, userId, "created", `${projectTypeLabels[input.type]} · ${stage.name}`);
        return id;
      });
      changed(userId, id);
      return toProjectDto(await load(userId, id));
    },

    async update(userId: string, id: string, patch: ProjectUpdate): Promise<ProjectDto> {
      await db.transaction(async (tx) => {
        const current = await load(userId, id, tx);
        const type = patch.type ?? (current.projectType as ProjectType);
        const typeChanged = type !== current.projectType;
        let stageId = current.stageId;
        let stageName = current.stageName;
        if (typeChanged || (patch.stageId && patch.stageId !== current.stageId)) {
          const stage = await resolveStage(userId, type, patch.stageId, tx);
          stageId = stage.id;
          stageName = stage.name;
        }
        const moved = stageId !== current.stageId;
        const set: Parameters<typeof repo.updateProjectRow>[3] = {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.sizeSf !== undefined ? { sizeSf: patch.sizeSf } : {}),
          ...(patch.rentPsf !== undefined ? { rentPsf: patch.rentPsf } : {}),
          ...(patch.termMonths !== undefined ? { termMonths: patch.termMonths } : {}),
          ...(patch.commissionPct !== undefined ? { commissionPct: patch.commissionPct } : {}),
          projectType: type,
          stageId,
        };
        if (moved) set.position = await repo.endOfStagePosition(tx, userId, stageId);
        if (patch.customFields)
          set.customFields = await customValues(userId, current.customFields, patch.customFields, tx);
        await repo.updateProjectRow(tx, userId, id, set);
        if (moved) await repo.addActivity(tx, id, userId, "stage_changed", `${current.stageName} → ${stageName}`);
        const edited = Object.keys(patch).filter((k) => k !== "stageId" && k !== "type");
        if (typeChanged) await repo.addActivity(tx, id, userId, "type_changed", projectTypeLabels[type]);
        if (edited.length > 0) await repo.addActivity(tx, id, userId, "updated", edited.join(", "));
      });
      changed(userId, id);
      return toProjectDto(await load(userId, id));
    },

    async remove(userId: string, id: string, mode: "delete" | "keep") {
      const result = await db.transaction(async (tx) => {
        await load(userId, id, tx);
        const n = await tasks.releaseProject(userId, id, mode, tx);
        await repo.deleteProjectRow(tx, userId, id);
        return n;
      });
      changed(userId, id);
      return { tasksDeleted: mode === "delete" ? result : 0, tasksKept: mode === "keep" ? result : 0 };
    },

    async addLink(userId: string, id: string, type: ProjectLinkType, entityId: string) {
      await load(userId, id);
      const target = await links.findLinkable(db, userId, type, entityId);
      if (!target) throw notFound(LINK_NOT_FOUND);
      const added = await links.insertLink(db, userId, id, type, entityId);
      if (added) {
        await repo.addActivity(db, id, userId, "linked", `${linkLabels[type]}: ${target.title}`);
        await repo.updateProjectRow(db, userId, id, {});
        changed(userId, id);
      }
      return { type, id: target.id, title: target.title };
    },

    async removeLink(userId: string, id: string, type: ProjectLinkType, entityId: string) {
      await load(userId, id);
      const target = await links.findLinkable(db, userId, type, entityId);
      if (!(await links.deleteLink(db, id, type, entityId))) throw notFound("Link not found");
      await repo.addActivity(db, id, userId, "unlinked", `${linkLabels[type]}${target ? `: ${target.title}` : ""}`);
      changed(userId, id);
    },

    async linkOptions(userId: string, type: ProjectLinkType, q: string | undefined) {
      const text = q?.trim();
      if (!text) return [];
      return links.searchLinkable(db, userId, type, text, 5);
    },

    async options(userId: string, q: string | undefined) {
      const text = q?.trim();
      if (!text) return [];
      return repo.searchProjectOptions(db, userId, text, 5);
    },

    /** Records an event on the project's activity log (e.g. a checklist applied). */
    async logActivity(userId: string, id: string, action: string, detail: string, ex: repo.Exec = db) {
      await repo.addActivity(ex, id, userId, action, detail);
      changed(userId, id);
    },
  };
  return service;
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
