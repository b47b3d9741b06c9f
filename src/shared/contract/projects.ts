// Projects: deals in a pipeline of stages per type (issue 8; crm-documents §3 custom fields for projects,
// shell §2.2 /projects?selected={id}).
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { customFieldValues, optionalText, sortParam, text } from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { projectTypes } from "#shared/rules/projects.ts";

export const projectType = z.enum(projectTypes, {
  error: "Type must be tenant rep, landlord rep, investment sale or other",
});

const name = text().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters");

/** A number field that may be cleared (null); bounds give a clear message instead of a database error. */
const amount = (label: string, max: number, opts: { int?: boolean } = {}) => {
  let n = z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`);
  n = n.max(max, `${label} must be at most ${max.toLocaleString("en-US")}`);
  if (opts.int) n = n.int(`${label} must be a whole number`);
  return n.nullable().optional();
};

const figures = {
  sizeSf: amount("Size (SF)", 100_000_000, { int: true }),
  rentPsf: amount("Rent ($/SF/yr)", 100_000),
  termMonths: amount("Term (months)", 1200, { int: true }),
  commissionPct: amount("Commission %", 100),
};

export const projectCreate = z.object({
  name,
  description: optionalText(5000),
  type: projectType,
  /** Defaults to the first stage of the type. */
  stageId: z.uuid().optional(),
  ...figures,
  customFields: customFieldValues.optional(),
});
export type ProjectCreate = z.infer<typeof projectCreate>;

export const projectUpdate = z.object({
  name: name.optional(),
  description: optionalText(5000),
  /** Changing the type moves the project to that type's first stage unless stageId says otherwise. */
  type: projectType.optional(),
  stageId: z.uuid().optional(),
  ...figures,
  customFields: customFieldValues.optional(),
});
export type ProjectUpdate = z.infer<typeof projectUpdate>;

export const projectDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  type: projectType,
  stageId: z.uuid(),
  stageName: z.string(),
  sizeSf: z.number().nullable(),
  rentPsf: z.number().nullable(),
  termMonths: z.number().nullable(),
  commissionPct: z.number().nullable(),
  /** SF × rent × term/12 × commission %; null when a figure is missing. */
  estimatedCommission: z.number().nullable(),
  customFields: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectDto = z.infer<typeof projectDto>;

/** "position": the board's order within a stage (a column's later pages come from the list in this order). */
export const projectSortFields = [
  "name",
  "updatedAt",
  "createdAt",
  "estimatedCommission",
  "stage",
  "position",
] as const;
export const projectListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: sortParam(projectSortFields),
  q: z.string().max(200).optional(),
  type: projectType.optional(),
  stageId: z.uuid().optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const listProjects = defineRoute({
  method: "GET",
  path: "/api/projects",
  feature: "templates",
  query: projectListQuery,
  response: z.object({ items: z.array(projectDto), total: z.number().int() }),
});

// ─── Stages ──────────────────────────────────────────────────────────────────
export const stageDto = z.object({
  id: z.uuid(),
  type: projectType,
  name: z.string(),
  position: z.number().int(),
  checklistTemplateId: z.uuid().nullable(),
  checklistName: z.string().nullable(),
});
export type StageDto = z.infer<typeof stageDto>;

export const BOARD_COLUMN_LIMIT = 50;
export const boardColumnDto = stageDto.extend({
  count: z.number().int(),
  /** Sum of the estimated commission of every project in the stage (not only the cards sent). */
  totalCommission: z.number(),
  projects: z.array(projectDto),
});
export type BoardColumnDto = z.infer<typeof boardColumnDto>;

export const getBoard = defineRoute({
  method: "GET",
  path: "/api/projects/board",
  feature: "templates",
  query: z.object({ type: projectType.default("tenant_rep") }),
  response: z.object({ type: projectType, columns: z.array(boardColumnDto) }),
});

export const pipelineDto = z.object({
  types: z.array(
    z.object({
      type: projectType,
      stages: z.array(
        z.object({ id: z.uuid(), name: z.string(), count: z.number().int(), totalCommission: z.number() }),
      ),
    }),
  ),
});
export type PipelineDto = z.infer<typeof pipelineDto>;
/** Home dashboard: counts and commission per stage for the types the user has projects of. */
export const getPipeline = defineRoute({
  method: "GET",
  path: "/api/projects/pipeline",
  feature: "templates",
  response: pipelineDto,
});

export const listStages = defineRoute({
  method: "GET",
  path: "/api/project-stages",
  feature: "templates",
  query: z.object({ type: projectType }),
  response: z.object({ items: z.array(stageDto) }),
});

const stageName = text().trim().min(1, "Stage name is required").max(100, "Stage name must be at most 100 characters");

export const createStage = defineRoute({
  method: "POST",
  path: "/api/project-stages",
  feature: "templates",
  body: z.object({ type: projectType, name: stageName, checklistTemplateId: z.uuid().nullable().optional() }),
  response: stageDto,
});
export const updateStage = defineRoute({
  method: "PATCH",
  path: "/api/project-stages/:id",
  feature: "templates",
  params: idParams,
  body: z.object({ name: stageName.optional(), checklistTemplateId: z.uuid().nullable().optional() }),
  response: stageDto,
});
/** The full new order of one type's stages (every id exactly once). */
export const reorderStages = defineRoute({
  method: "PUT",
  path: "/api/project-stages/order",
  feature: "templates",
  body: z.object({ type: projectType, ids: z.array(z.uuid()).min(1).max(100) }),
  response: z.object({ items: z.array(stageDto) }),
});
/** Refused with 409 while projects are in the stage, or when it is the type's last stage. */
export const deleteStage = defineRoute({
  method: "DELETE",
  path: "/api/project-stages/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});

// ─── One project ─────────────────────────────────────────────────────────────
/** Records a project links to. */
export const projectLinkTypes = ["person", "company", "lease", "offering_memorandum", "dealroom", "property"] as const;
export const projectLinkType = z.enum(projectLinkTypes, { error: "Unknown record type" });
export type ProjectLinkType = z.infer<typeof projectLinkType>;

export const projectLinkDto = z.object({ type: projectLinkType, id: z.uuid(), title: z.string() });
export type ProjectLinkDto = z.infer<typeof projectLinkDto>;

/** Where a timeline entry comes from: the project itself, one of its tasks, or a record it links. */
export const projectActivitySourceTypes = ["project", "task", ...projectLinkTypes] as const;
export type ProjectActivitySourceType = (typeof projectActivitySourceTypes)[number];

export const projectActivityDto = z.object({
  /** Stable across pages (the keyset's tie-breaker). */
  id: z.string(),
  source: z.object({ type: z.enum(projectActivitySourceTypes), id: z.uuid(), title: z.string() }),
  /** e.g. created, stage_changed, lease_analysed, task_completed, dealroom_viewed. */
  action: z.string(),
  /** The event in words (a stage move, a field corrected, a deal-room action). */
  detail: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectActivityDto = z.infer<typeof projectActivityDto>;

export const PROJECT_ACTIVITY_PAGE_SIZE = 20;
export const INVALID_CURSOR_MESSAGE = "This page of activity no longer exists; reload the project";
/** The project's activity and its linked records' activity in one timeline, newest first, by keyset pages. */
export const listProjectActivity = defineRoute({
  method: "GET",
  path: "/api/projects/:id/activity",
  feature: "templates",
  params: idParams,
  query: z.object({
    /** nextCursor of the previous page. */
    cursor: z.string().max(200).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(PROJECT_ACTIVITY_PAGE_SIZE),
  }),
  response: z.object({ items: z.array(projectActivityDto), nextCursor: z.string().nullable() }),
});

export const projectTaskDto = z.object({
  id: z.uuid(),
  title: z.string(),
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  parentTaskId: z.uuid().nullable(),
});
export type ProjectTaskDto = z.infer<typeof projectTaskDto>;

export const projectDetailDto = projectDto.extend({
  links: z.array(projectLinkDto),
  tasks: z.array(projectTaskDto),
});
export type ProjectDetailDto = z.infer<typeof projectDetailDto>;

export const getProject = defineRoute({
  method: "GET",
  path: "/api/projects/:id",
  feature: "templates",
  params: idParams,
  response: projectDetailDto,
});
export const createProject = defineRoute({
  method: "POST",
  path: "/api/projects",
  feature: "templates",
  body: projectCreate,
  response: projectDto,
});
export const updateProject = defineRoute({
  method: "PATCH",
  path: "/api/projects/:id",
  feature: "templates",
  params: idParams,
  body: projectUpdate,
  response: projectDto,
});

export const DELETE_TASKS_CHOICE_MESSAGE = "Choose whether to delete or keep the project's tasks";
/** tasks=delete removes the project's tasks with it; tasks=keep leaves them without a project. */
export const deleteProject = defineRoute({
  method: "DELETE",
  path: "/api/projects/:id",
  feature: "templates",
  params: idParams,
  query: z.object({ tasks: z.enum(["delete", "keep"], { error: DELETE_TASKS_CHOICE_MESSAGE }) }),
  response: z.object({ ok: z.literal(true), tasksDeleted: z.number().int(), tasksKept: z.number().int() }),
});

export const addProjectLink = defineRoute({
  method: "POST",
  path: "/api/projects/:id/links",
  feature: "templates",
  params: idParams,
  body: z.object({ type: projectLinkType, id: z.uuid({ error: "Choose a record to link" }) }),
  response: projectLinkDto,
});
export const removeProjectLink = defineRoute({
  method: "DELETE",
  path: "/api/projects/:id/links/:type/:entityId",
  feature: "templates",
  params: z.object({ id: z.uuid(), type: projectLinkType, entityId: z.uuid() }),
  response: okResponse,
});

/** Records of one type the user may link, by name (5 results, non-blank text). */
export const searchLinkOptions = defineRoute({
  method: "GET",
  path: "/api/projects/link-options",
  feature: "templates",
  query: z.object({ type: projectLinkType, q: z.string().max(200).optional() }),
  response: z.object({ items: z.array(projectLinkDto) }),
});

/** Association picker for tasks (crm-documents §7 'Tasks', §9): projects by name, 5 results. */
export const searchProjectOptions = defineRoute({
  method: "GET",
  path: "/api/projects/options",
  feature: "templates",
  query: z.object({ q: z.string().max(200).optional() }),
  response: z.object({ items: z.array(z.object({ id: z.uuid(), name: z.string() })) }),
});
