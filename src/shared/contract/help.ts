// Help Center (spec shell §2.12): published articles ordered by category, and where 'Contact Us' leads.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const helpArticleDto = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Plain text with simple markup: one paragraph per line, '- ' or '* ' list items, '1. ' numbered items. */
  content: z.string(),
  category: z.string(),
});
export type HelpArticleDto = z.infer<typeof helpArticleDto>;

export const listHelpArticles = defineRoute({
  method: "GET",
  path: "/api/help/articles",
  summary: "Published help articles, ordered by category",
  response: z.object({
    items: z.array(helpArticleDto),
    /** External help-desk new-request page; null when none is configured. */
    contactUrl: z.string().nullable(),
  }),
});
