// Global search (spec shell §2.6, §3 'Search result', §7.5).
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { searchResultTypes } from "#shared/rules/search.ts";

export const searchResultDto = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(searchResultTypes),
  /** The record holding the result, when it opens inside it: a document's deal room. */
  parentId: z.uuid().optional(),
});
export type SearchResultDto = z.infer<typeof searchResultDto>;

export const globalSearch = defineRoute({
  method: "GET",
  path: "/api/search",
  summary: "Search the caller's records of every type by title or name (at least 2 characters)",
  query: z.object({
    q: z.string().max(200).optional(),
    /** One type only (a record picker, e.g. "lease" when generating a document from a template). */
    type: z.enum(searchResultTypes, { error: "Unknown search type" }).optional(),
  }),
  response: z.object({ items: z.array(searchResultDto) }),
});
