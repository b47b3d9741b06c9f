// Checklist templates (issue 8; shell §2.2 /templates, /templates/checklist/{id}): ordered items with optional
// subtasks and relative due offsets; applying one to a project or a deal room creates linked tasks.
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { optionalText, text } from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { MAX_CHECKLIST_OFFSET, OFFSET_RANGE_MESSAGE, offsetAnchors, offsetUnits } from "#shared/rules/checklist-due.ts";
import { isIsoDay } from "#shared/rules/task-dates.ts";

const title = text().trim().min(1, "Title is required").max(500, "Title must be at most 500 characters");
const offset = {
  offsetDays: z
    .number({ error: "Offset must be a whole number of days" })
    .int("Offset must be a whole number of days")
    .min(-MAX_CHECKLIST_OFFSET, OFFSET_RANGE_MESSAGE)
    .max(MAX_CHECKLIST_OFFSET, OFFSET_RANGE_MESSAGE)
    .nullable(),
  offsetUnit: z.enum(offsetUnits, { error: "Unit must be calendar or business days" }),
  anchor: z.enum(offsetAnchors, { error: "Count from the applied date or the key date" }),
};

export const checklistSubtaskInput = z.object({ title, description: optionalText(2000), ...offset });
export const checklistItemInput = checklistSubtaskInput.extend({
  subtasks: z.array(checklistSubtaskInput).max(50, "At most 50 subtasks per item").default([]),
});
export type ChecklistItemInput = z.infer<typeof checklistItemInput>;

export const checklistInput = z.object({
  name: text().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  description: optionalText(2000),
  keyDateLabel: optionalText(100),
  items: z.array(checklistItemInput).max(200, "At most 200 items per checklist").default([]),
});
export type ChecklistInput = z.infer<typeof checklistInput>;

const subtaskDto = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  offsetDays: z.number().int().nullable(),
  offsetUnit: z.enum(offsetUnits),
  anchor: z.enum(offsetAnchors),
});
export const checklistItemDto = subtaskDto.extend({ subtasks: z.array(subtaskDto) });
export type ChecklistItemDto = z.infer<typeof checklistItemDto>;

export const checklistSummaryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  keyDateLabel: z.string().nullable(),
  /** Items and subtasks: the number of tasks applying it creates. */
  taskCount: z.number().int(),
  /** Seeded from one of our built-in checklists (the user may still edit or delete it). */
  builtin: z.boolean(),
  updatedAt: z.string(),
});
export type ChecklistSummaryDto = z.infer<typeof checklistSummaryDto>;

export const checklistDto = checklistSummaryDto.extend({ items: z.array(checklistItemDto) });
export type ChecklistDto = z.infer<typeof checklistDto>;

export const listChecklists = defineRoute({
  method: "GET",
  path: "/api/checklists",
  feature: "templates",
  response: z.object({ items: z.array(checklistSummaryDto) }),
});
export const getChecklist = defineRoute({
  method: "GET",
  path: "/api/checklists/:id",
  feature: "templates",
  params: idParams,
  response: checklistDto,
});
export const createChecklist = defineRoute({
  method: "POST",
  path: "/api/checklists",
  feature: "templates",
  body: checklistInput,
  response: checklistDto,
});
/** Replaces the name, key-date label and the whole ordered item list. */
export const saveChecklist = defineRoute({
  method: "PUT",
  path: "/api/checklists/:id",
  feature: "templates",
  params: idParams,
  body: checklistInput,
  response: checklistDto,
});
export const deleteChecklist = defineRoute({
  method: "DELETE",
  path: "/api/checklists/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});

const day = (message: string) => z.string().refine(isIsoDay, message);
export const APPLY_TARGET_MESSAGE = "Choose a project or a deal room";
export const applyChecklistBody = z
  .object({
    projectId: z.uuid().optional(),
    dealroomId: z.uuid().optional(),
    /** The day offsets count from (the browser's today by default). */
    appliedOn: day("Applied date must be a valid date (yyyy-MM-dd)"),
    keyDate: day("Key date must be a valid date (yyyy-MM-dd)").nullable().optional(),
  })
  .refine((b) => !!b.projectId !== !!b.dealroomId, { message: APPLY_TARGET_MESSAGE, path: ["projectId"] });
export type ApplyChecklistBody = z.infer<typeof applyChecklistBody>;

export const applyChecklist = defineRoute({
  method: "POST",
  path: "/api/checklists/:id/apply",
  feature: "templates",
  params: idParams,
  body: applyChecklistBody,
  response: z.object({
    created: z.number().int(),
    tasks: z.array(z.object({ id: z.uuid(), title: z.string(), dueDate: z.string().nullable() })),
  }),
});
