// Checklist templates (issue 8): ordered items with optional one-level subtasks and relative due offsets.
// Applying one to a project or a deal room creates tasks (tasks feature). Each user gets the built-in
// checklists once (checklist_template_seeds records it) and may edit or delete them like their own.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

export const checklistTemplates = pgTable(
  "checklist_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** What an item "before the key date" counts back from, e.g. "Lease expiration". */
    keyDateLabel: text("key_date_label"),
    /** Built-in checklist this row was seeded from (null for the user's own). */
    builtinKey: text("builtin_key"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checklist_templates_owner_name_idx").on(t.createdBy, t.name),
    check("checklist_templates_name_check", sql`length(btrim(${t.name})) between 1 and 200`),
  ],
);

export const checklistItems = pgTable(
  "checklist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: "cascade" }),
    /** A subtask of another item of the same template (one level only). */
    parentItemId: uuid("parent_item_id").references((): AnyPgColumn => checklistItems.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** Days from the anchor; null: the task gets no due date. */
    offsetDays: integer("offset_days"),
    offsetUnit: text("offset_unit").notNull().default("calendar"),
    /** applied: N days after the date the checklist is applied; key_date: N days before the key date. */
    anchor: text("anchor").notNull().default("applied"),
  },
  (t) => [
    index("checklist_items_template_idx").on(t.templateId, t.position),
    check("checklist_items_title_check", sql`length(btrim(${t.title})) between 1 and 500`),
    check("checklist_items_offset_check", sql`${t.offsetDays} is null or ${t.offsetDays} between -3650 and 3650`),
    check("checklist_items_unit_check", sql`${t.offsetUnit} in ('business','calendar')`),
    check("checklist_items_anchor_check", sql`${t.anchor} in ('applied','key_date')`),
  ],
);

/** One row per user once the built-in checklists were copied to them (deleting one does not bring it back). */
export const checklistTemplateSeeds = pgTable("checklist_template_seeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
