// Contacts tables (crm-documents.md §3): people, companies, tags, tag_assignments, custom_fields, imports.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";
import { timestamps } from "#server/db/schema/columns.ts";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    website: text("website"),
    phone: text("phone"),
    address: text("address"),
    linkedinUrl: text("linkedin_url"),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    // Duplicate keys, kept by the service (shared/rules/contacts-normalize.ts).
    nameKey: text("name_key").notNull(),
    domain: text("domain"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("companies_owner_name_idx").on(t.createdBy, t.name),
    index("companies_owner_name_key_idx").on(t.createdBy, t.nameKey),
    index("companies_owner_domain_idx").on(t.createdBy, t.domain),
    // The list's default sort (lower(name), id) read in order; the plain name after the key lets PostgreSQL skip
    // an offset's entries in the index alone (it does not see lower(name) as available without its column).
    index("companies_owner_lower_name_idx").on(t.createdBy, sql`lower(${t.name})`, t.id, t.name),
    // Substring search (ilike '%…%') in the people list and global search (decision 0023).
    index("companies_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    check("companies_name_check", sql`length(trim(${t.name})) > 0`),
  ],
);

export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    // The form requires a last name; a scanned one-word name may have none.
    lastName: text("last_name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    position: text("position"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    address: text("address"),
    linkedinUrl: text("linkedin_url"),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    // Lower-cased e-mail and normalised "first last", kept by the service for duplicate detection.
    emailKey: text("email_key"),
    nameKey: text("name_key").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("people_owner_last_name_idx").on(t.createdBy, t.lastName, t.firstName),
    index("people_owner_email_key_idx").on(t.createdBy, t.emailKey),
    index("people_owner_name_key_idx").on(t.createdBy, t.nameKey),
    index("people_company_idx").on(t.companyId),
    index("people_owner_updated_idx").on(t.createdBy, t.updatedAt),
    // The list's default sorts, read in order and stopped at the page (decision 0023). The plain names after
    // the key make an offset (a deep page typed without a cursor, decision 0051) an index-only scan: PostgreSQL
    // counts lower(last_name) as available only with last_name itself in the index.
    index("people_owner_lower_last_first_idx").on(
      t.createdBy,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
      t.lastName,
      t.firstName,
    ),
    index("people_owner_lower_first_last_idx").on(
      t.createdBy,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      t.id,
      t.firstName,
      t.lastName,
    ),
    // Substring search: the full name (covers first and last name alone), e-mail and phone.
    index("people_full_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index("people_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("people_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    check("people_first_name_check", sql`length(trim(${t.firstName})) > 0`),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    entityTypes: text("entity_types").array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tags_owner_name_unique").on(t.createdBy, sql`lower(${t.name})`),
    check("tags_name_check", sql`length(trim(${t.name})) > 0`),
  ],
);

// Keyed by the assignment itself (no surrogate id): one index less to maintain on bulk imports.
export const tagAssignments = pgTable(
  "tag_assignments",
  {
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    entityId: uuid("entity_id").notNull(),
    entityType: text("entity_type").notNull(),
    // No foreign key: the tag (owned by the same user) already cascades, and a per-row owner check doubles the
    // cost of bulk imports.
    createdBy: uuid("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "tag_assignments_pk", columns: [t.tagId, t.entityId, t.entityType] }),
    index("tag_assignments_entity_idx").on(t.entityType, t.entityId),
    check(
      "tag_assignments_entity_type_check",
      sql`${t.entityType} in ('people','companies','projects','tasks','properties')`,
    ),
  ],
);

export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    fieldType: text("field_type").notNull(),
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    entityType: text("entity_type").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("custom_fields_owner_type_name_unique").on(t.createdBy, t.entityType, sql`lower(${t.name})`),
    check("custom_fields_field_type_check", sql`${t.fieldType} in ('dropdown','text')`),
    check(
      "custom_fields_entity_type_check",
      sql`${t.entityType} in ('people','companies','projects','tasks','properties')`,
    ),
    check("custom_fields_name_check", sql`length(trim(${t.name})) > 0`),
  ],
);

export const importJobs = pgTable(
  "import_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    entityType: text("entity_type").notNull(),
    fileName: text("file_name").notNull(),
    fileKind: text("file_kind").notNull(),
    storageKey: text("storage_key").notNull(),
    encoding: text("encoding").notNull(),
    delimiter: text("delimiter"),
    headers: jsonb("headers").$type<string[]>().notNull(),
    mapping: jsonb("mapping").$type<(string | null)[]>().notNull(),
    duplicateMode: text("duplicate_mode"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("uploaded"),
    totalRows: integer("total_rows").notNull().default(0),
    processedRows: integer("processed_rows").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("import_jobs_owner_idx").on(t.createdBy, t.createdAt),
    check("import_jobs_entity_type_check", sql`${t.entityType} in ('people','companies')`),
    check("import_jobs_file_kind_check", sql`${t.fileKind} in ('csv','xlsx')`),
    check("import_jobs_status_check", sql`${t.status} in ('uploaded','queued','running','completed','failed')`),
    check(
      "import_jobs_duplicate_mode_check",
      sql`${t.duplicateMode} is null or ${t.duplicateMode} in ('skip','update','create')`,
    ),
  ],
);

/** Skipped and failed rows of an import, for the summary and its CSV. */
export const importJobIssues = pgTable(
  "import_job_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => importJobs.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    outcome: text("outcome").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [
    index("import_job_issues_job_row_idx").on(t.jobId, t.row),
    check("import_job_issues_outcome_check", sql`${t.outcome} in ('skipped','failed')`),
  ],
);
