// Custom-field definitions per entity type (crm-documents.md §3, §5, §8). Values live in each record's
// custom_fields object keyed by field name.
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { customFieldEntityType, text } from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const customFieldType = z.enum(["dropdown", "text"]);
export type CustomFieldType = z.infer<typeof customFieldType>;

export const CUSTOM_FIELD_NAME_MESSAGE = "Field name can only contain letters, numbers, and spaces";

export const customFieldName = z
  .string()
  .trim()
  .min(1, "Field name is required")
  .max(100)
  .regex(/^[\p{L}\p{N} ]+$/u, CUSTOM_FIELD_NAME_MESSAGE);

export const customFieldDto = z.object({
  id: z.string(),
  name: z.string(),
  fieldType: customFieldType,
  options: z.array(z.string()),
  entityType: customFieldEntityType,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomFieldDto = z.infer<typeof customFieldDto>;

// Blank options are dropped by the server.
const options = z.array(text().trim().max(200)).max(200);

export const customFieldCreate = z.object({
  name: customFieldName,
  fieldType: customFieldType,
  /** Required (at least one) for dropdown; ignored for text. */
  options: options.optional(),
  entityType: customFieldEntityType,
});
export type CustomFieldCreate = z.infer<typeof customFieldCreate>;

export const customFieldUpdate = z.object({
  name: customFieldName.optional(),
  fieldType: customFieldType.optional(),
  options: options.optional(),
});
export type CustomFieldUpdate = z.infer<typeof customFieldUpdate>;

export const listCustomFields = defineRoute({
  method: "GET",
  path: "/api/custom-fields",
  feature: "templates",
  query: z.object({ entityType: customFieldEntityType }),
  response: z.object({ items: z.array(customFieldDto) }),
});
export const createCustomField = defineRoute({
  method: "POST",
  path: "/api/custom-fields",
  feature: "templates",
  body: customFieldCreate,
  response: customFieldDto,
});
/** Renaming moves the stored values to the new key. */
export const updateCustomField = defineRoute({
  method: "PATCH",
  path: "/api/custom-fields/:id",
  feature: "templates",
  params: idParams,
  body: customFieldUpdate,
  response: customFieldDto,
});
/** Refused (409 'This field is in use and cannot be deleted') while any record holds a value. */
export const deleteCustomField = defineRoute({
  method: "DELETE",
  path: "/api/custom-fields/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});
