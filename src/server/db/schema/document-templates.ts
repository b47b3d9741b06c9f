// Document templates (issue 10): rich-text letters with merge fields ({{tenant.name}}, …) that generate a
// document from a lease, contact, company, property or project. Each user gets the built-in templates once
// (document_template_seeds records it) and may edit or delete them like their own.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

export const documentTemplates = pgTable(
  "document_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** TipTap JSON of the one rich-text schema (shared/rules/richtext-schema.ts), checked before it is stored. */
    content: jsonb("content").notNull(),
    /** Built-in template this row was seeded from (null for the user's own). */
    builtinKey: text("builtin_key"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_templates_owner_name_idx").on(t.createdBy, t.name),
    check("document_templates_name_check", sql`length(btrim(${t.name})) between 1 and 200`),
  ],
);

/** One row per user once the built-in templates were copied to them (deleting one does not bring it back). */
export const documentTemplateSeeds = pgTable("document_template_seeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
