// Help Center (spec shell §2.12): published articles ordered by category, and where 'Contact Us' leads.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "#shared/rules/contacts-text.ts";

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

// Admin → Articles (/articles): every article, drafts included.
const storable = (s: z.ZodString) => s.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const adminHelpArticleDto = helpArticleDto.extend({
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminHelpArticleDto = z.infer<typeof adminHelpArticleDto>;

export const helpArticleInput = z.object({
  title: storable(z.string().trim().min(1, "Title is required").max(200, "Keep the title under 200 characters")),
  category: storable(z.string().trim().min(1, "Category is required").max(80, "Keep the category under 80 characters")),
  content: storable(
    z.string().trim().min(1, "Content is required").max(20_000, "Keep the content under 20,000 characters"),
  ),
  isPublished: z.boolean().optional(),
});
export type HelpArticleInput = z.infer<typeof helpArticleInput>;

const articleParams = z.object({ id: z.uuid("Article not found") });

export const listAdminArticles = defineRoute({
  method: "GET",
  path: "/api/admin/articles",
  auth: "admin",
  query: z.object({
    q: z.string().max(200).optional(),
    status: z.enum(["published", "draft"]).optional(),
  }),
  response: z.object({ items: z.array(adminHelpArticleDto) }),
});

export const createArticle = defineRoute({
  method: "POST",
  path: "/api/admin/articles",
  auth: "admin",
  body: helpArticleInput,
  response: adminHelpArticleDto,
});

export const updateArticle = defineRoute({
  method: "PATCH",
  path: "/api/admin/articles/:id",
  auth: "admin",
  params: articleParams,
  body: helpArticleInput.partial(),
  response: adminHelpArticleDto,
});

export const deleteArticle = defineRoute({
  method: "DELETE",
  path: "/api/admin/articles/:id",
  auth: "admin",
  params: articleParams,
  response: z.object({ ok: z.literal(true) }),
});
