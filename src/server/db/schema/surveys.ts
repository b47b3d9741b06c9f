// Surveys (tour books, issue 10): a client requirement, ordered rows of properties/spaces with their quotes,
// a public share link (token, optional expiry, revocable), the client's feedback per row and the link's views.
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";
import { companies } from "#server/db/schema/contacts.ts";
import { properties, spaces } from "#server/db/schema/properties.ts";
import { timestamps } from "#server/db/schema/columns.ts";

export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    clientCompanyId: uuid("client_company_id").references(() => companies.id, { onDelete: "set null" }),
    /** People of the client (contacts ids); kept as a list, stale ids are dropped when read. */
    clientContactIds: uuid("client_contact_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The project this survey serves (projects feature); no FK so surveys do not depend on it. */
    projectId: uuid("project_id"),
    minRsf: doublePrecision("min_rsf"),
    maxRsf: doublePrecision("max_rsf"),
    budgetPerRsf: doublePrecision("budget_per_rsf"),
    targetDate: date("target_date", { mode: "string" }),
    submarkets: text("submarkets").array().notNull().default(sql`'{}'::text[]`),
    mustHaves: text("must_haves").array().notNull().default(sql`'{}'::text[]`),
    minParkingRatio: doublePrecision("min_parking_ratio"),
    notes: text("notes"),
    shareToken: text("share_token").unique(),
    shareExpiresAt: timestamp("share_expires_at", { withTimezone: true }),
    shareRevokedAt: timestamp("share_revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("surveys_owner_updated_idx").on(t.createdBy, t.updatedAt.desc()),
    check("surveys_name_check", sql`length(btrim(${t.name})) between 1 and 200`),
    check("surveys_rsf_range_check", sql`${t.minRsf} is null or ${t.maxRsf} is null or ${t.minRsf} <= ${t.maxRsf}`),
  ],
);

export const surveyProperties = pgTable(
  "survey_properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    spaceId: uuid("space_id").references(() => spaces.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    submarket: text("submarket"),
    suite: text("suite"),
    floor: text("floor"),
    rsf: doublePrecision("rsf"),
    usf: doublePrecision("usf"),
    askingRent: doublePrecision("asking_rent"),
    rentType: text("rent_type"),
    opex: doublePrecision("opex"),
    baseYearStop: doublePrecision("base_year_stop"),
    availableDate: date("available_date", { mode: "string" }),
    termMonths: integer("term_months"),
    freeRentMonths: doublePrecision("free_rent_months"),
    tiAllowance: doublePrecision("ti_allowance"),
    parkingRatio: doublePrecision("parking_ratio"),
    parkingCost: doublePrecision("parking_cost"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    tourAt: timestamp("tour_at", { withTimezone: true }),
    tourStatus: text("tour_status").notNull().default("proposed"),
    ...timestamps,
  },
  (t) => [
    index("survey_properties_survey_idx").on(t.surveyId, t.position),
    check("survey_properties_name_check", sql`length(btrim(${t.name})) between 1 and 300`),
    check("survey_properties_rent_type_check", sql`${t.rentType} is null or ${t.rentType} in ('FS','MG','NNN')`),
    check(
      "survey_properties_tour_status_check",
      sql`${t.tourStatus} in ('proposed','scheduled','toured','shortlisted','rejected')`,
    ),
  ],
);

export const surveyFeedback = pgTable(
  "survey_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    rowId: uuid("row_id")
      .notNull()
      .references(() => surveyProperties.id, { onDelete: "cascade" }),
    verdict: text("verdict").notNull(),
    reason: text("reason"),
    /** Plain text, shown escaped. */
    comment: text("comment"),
    visitorName: text("visitor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("survey_feedback_survey_idx").on(t.surveyId, t.createdAt),
    check("survey_feedback_verdict_check", sql`${t.verdict} in ('favorite','maybe','no')`),
    check(
      "survey_feedback_reason_check",
      sql`${t.reason} is null or ${t.reason} in ('too_expensive','too_small','location','condition','other')`,
    ),
    check("survey_feedback_comment_check", sql`${t.comment} is null or length(${t.comment}) <= 2000`),
  ],
);

export const surveyViews = pgTable(
  "survey_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    visitorName: text("visitor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("survey_views_survey_idx").on(t.surveyId, t.createdAt)],
);
