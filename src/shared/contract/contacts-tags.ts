// Tags (crm-documents.md §3–5): one name per user; assignments are relational (tag_assignments).
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { contactEntityType, tagRef, text } from "#shared/contract/contacts-common.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const tagDto = z.object({
  id: z.string(),
  name: z.string(),
  entityTypes: z.array(z.string()),
  /** How many records carry the tag. */
  usageCount: z.number().int(),
  createdAt: z.string(),
});
export type TagDto = z.infer<typeof tagDto>;

const tagName = text().trim().min(1, "Tag name is required").max(100);

/** All the user's tags, ordered by name. */
export const listTags = defineRoute({
  method: "GET",
  path: "/api/contacts/tags",
  feature: "templates",
  query: z.object({ entityType: contactEntityType.optional() }),
  response: z.object({ items: z.array(tagDto) }),
});
/** Creates the tag, or returns the existing one with the same name (case-insensitive). */
export const createTag = defineRoute({
  method: "POST",
  path: "/api/contacts/tags",
  feature: "templates",
  body: z.object({ name: tagName, entityType: contactEntityType.optional() }),
  response: tagDto,
});
/** Rename; a name another tag already has → 409 (merge instead). */
export const renameTag = defineRoute({
  method: "PATCH",
  path: "/api/contacts/tags/:id",
  feature: "templates",
  params: idParams,
  body: z.object({ name: tagName }),
  response: tagDto,
});
/** Moves every assignment of :id onto `intoId` (no duplicates) and deletes :id. */
export const mergeTag = defineRoute({
  method: "POST",
  path: "/api/contacts/tags/:id/merge",
  feature: "templates",
  params: idParams,
  body: z.object({ intoId: z.uuid() }),
  response: tagDto,
});
export const deleteTag = defineRoute({
  method: "DELETE",
  path: "/api/contacts/tags/:id",
  feature: "templates",
  params: idParams,
  response: okResponse,
});

/** Relational mode: assign by name (tag created if new; blank ignored); answers the record's tags. */
export const assignTag = defineRoute({
  method: "POST",
  path: "/api/contacts/tag-assignments",
  feature: "templates",
  body: z.object({
    entityType: contactEntityType,
    entityId: z.uuid(),
    name: text().max(100),
  }),
  response: z.object({ tags: z.array(tagRef) }),
});
export const unassignTag = defineRoute({
  method: "POST",
  path: "/api/contacts/tag-assignments/remove",
  feature: "templates",
  body: z.object({ entityType: contactEntityType, entityId: z.uuid(), tagId: z.uuid() }),
  response: z.object({ tags: z.array(tagRef) }),
});
