// Projects (issue 8): deals in a per-user, per-type pipeline of stages, links to the records a deal involves
// and its activity log. Tasks point at a project through tasks.project_id.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";
import { checklistTemplates } from "#server/db/schema/checklists.ts";

const typeCheck = (column: unknown) => sql`${column} in ('tenant_rep','landlord_rep','investment_sale','other')`;

export const projectStages = pgTable(
  "project_stages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    projectType: text("project_type").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** Checklist offered when a project enters this stage. */
    checklistTemplateId: uuid("checklist_template_id").references(() => checklistTemplates.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_stages_owner_type_name_uq").on(t.createdBy, t.projectType, sql`lower(${t.name})`),
    index("project_stages_owner_type_position_idx").on(t.createdBy, t.projectType, t.position),
    check("project_stages_type_check", typeCheck(t.projectType)),
    check("project_stages_name_check", sql`length(btrim(${t.name})) between 1 and 100`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    projectType: text("project_type").notNull(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => projectStages.id, { onDelete: "restrict" }),
    /** Order of the card inside its column. */
    position: doublePrecision("position").notNull().default(0),
    sizeSf: integer("size_sf"),
    rentPsf: numeric("rent_psf", { precision: 12, scale: 2, mode: "number" }),
    termMonths: integer("term_months"),
    commissionPct: numeric("commission_pct", { precision: 6, scale: 3, mode: "number" }),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("projects_owner_updated_idx").on(t.createdBy, t.updatedAt.desc(), t.id),
    index("projects_owner_stage_idx").on(t.createdBy, t.stageId, t.position),
    index("projects_owner_lower_name_idx").on(t.createdBy, sql`lower(${t.name})`),
    check("projects_type_check", typeCheck(t.projectType)),
    check("projects_name_check", sql`length(btrim(${t.name})) between 1 and 200`),
    check("projects_size_check", sql`${t.sizeSf} is null or ${t.sizeSf} between 0 and 100000000`),
    check("projects_rent_check", sql`${t.rentPsf} is null or ${t.rentPsf} between 0 and 100000`),
    check("projects_term_check", sql`${t.termMonths} is null or ${t.termMonths} between 0 and 1200`),
    check("projects_commission_check", sql`${t.commissionPct} is null or ${t.commissionPct} between 0 and 100`),
  ],
);

/** A record the deal involves. No foreign key on entity_id (it points into several tables); the service
 * checks ownership when linking and the reads join only what still exists. */
export const projectLinks = pgTable(
  "project_links",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    createdBy: uuid("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "project_links_pk", columns: [t.projectId, t.entityType, t.entityId] }),
    index("project_links_entity_idx").on(t.entityType, t.entityId),
    check(
      "project_links_entity_type_check",
      sql`${t.entityType} in ('person','company','lease','offering_memorandum','dealroom','property')`,
    ),
  ],
);

export const projectActivity = pgTable(
  "project_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** Human-readable detail, e.g. "Prospect → Pursuit" or the linked record's title. */
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_activity_project_idx").on(t.projectId, t.createdAt.desc())],
);
