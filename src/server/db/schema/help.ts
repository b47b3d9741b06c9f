import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Help Center articles (spec shell §2.12, §3): only published ones are listed, by category. */
export const helpArticles = pgTable(
  "help_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_articles_published_category_idx").on(t.isPublished, t.category)],
);
