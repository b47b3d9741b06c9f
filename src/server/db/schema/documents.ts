// Documents (spec crm-documents §3, §7): folders, leases, offering memoranda, access, attachments, types,
// plus what the product adds: broker corrections of lease fields, extracted page texts and lease chat.
// document_access and document_attachments point at a lease or a memorandum (document_type + document_id),
// so they carry no FK to either table; the service removes them together with the document.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const documentsFolders = pgTable(
  "documents_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // No cascade: the service deletes only empty folders (docs/decisions/…-documents-folders.md).
    parentFolderId: uuid("parent_folder_id").references((): AnyPgColumn => documentsFolders.id),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_folders_owner_name_idx").on(t.ownerId, t.name),
    index("documents_folders_parent_idx").on(t.parentFolderId),
    check("documents_folders_name_check", sql`length(btrim(${t.name})) > 0`),
    check("documents_folders_not_own_parent", sql`${t.parentFolderId} is null or ${t.parentFolderId} <> ${t.id}`),
  ],
);

export const documentTypesTable = pgTable("document_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  typeKey: text("type_key").notNull().unique(),
  displayName: text("display_name").notNull(),
  tableName: text("table_name").notNull(),
  icon: text("icon"),
  createdAt: createdAt(),
});

export const leases = pgTable(
  "leases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Storage key in the lease_documents bucket: {userId}/{uuid}.pdf */
    documentUrl: text("document_url").notNull(),
    status: text("status").notNull().default("active"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    extractionDetail: text("extraction_detail").notNull().default("concise"),
    folderId: uuid("folder_id").references(() => documentsFolders.id),
    aiExtractedData: jsonb("ai_extracted_data"),
    processingStartedAt: timestamp("processing_started_at", { withTimezone: true }),
    processingCompletedAt: timestamp("processing_completed_at", { withTimezone: true }),
    errorReason: text("error_reason"),
    fileSize: bigint("file_size", { mode: "number" }),
    originalFileName: text("original_file_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leases_owner_folder_idx").on(t.ownerId, t.folderId, t.createdAt),
    index("leases_status_idx").on(t.status, t.createdAt),
    check("leases_status_check", sql`${t.status} in ('active','processing','completed','error')`),
    check("leases_extraction_detail_check", sql`${t.extractionDetail} in ('concise','detailed')`),
    check("leases_title_check", sql`length(btrim(${t.title})) > 0`),
  ],
);

export const offeringMemorandums = pgTable(
  "offering_memorandums",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Storage key in the documents bucket: offering_memorandums/{userId}/{uuid}.pdf */
    documentUrl: text("document_url").notNull(),
    status: text("status").notNull().default("processing"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    folderId: uuid("folder_id").references(() => documentsFolders.id),
    extractedData: jsonb("extracted_data"),
    processingStartedAt: timestamp("processing_started_at", { withTimezone: true }),
    processingCompletedAt: timestamp("processing_completed_at", { withTimezone: true }),
    errorReason: text("error_reason"),
    fileSize: bigint("file_size", { mode: "number" }),
    originalFileName: text("original_file_name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("offering_memorandums_owner_folder_idx").on(t.ownerId, t.folderId, t.createdAt),
    check("offering_memorandums_status_check", sql`${t.status} in ('processing','completed','error')`),
    check("offering_memorandums_title_check", sql`length(btrim(${t.title})) > 0`),
  ],
);

export const documentAccess = pgTable(
  "document_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").notNull(),
    documentType: text("document_type").notNull(),
    /** Null while the invitation is pending. */
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    accessLevel: text("access_level").notNull().default("viewer"),
    status: text("status").notNull().default("active"),
    inviteEmail: text("invite_email"),
    /** sha256 of the invitation token (the token itself is only in the e-mail). */
    inviteTokenHash: text("invite_token_hash").unique(),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    lastModifiedBy: uuid("last_modified_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("document_access_user_idx").on(t.userId, t.status),
    index("document_access_document_idx").on(t.documentType, t.documentId),
    uniqueIndex("document_access_active_user_uq")
      .on(t.documentType, t.documentId, t.userId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex("document_access_pending_email_uq")
      .on(t.documentType, t.documentId, t.inviteEmail)
      .where(sql`${t.status} = 'pending'`),
    check("document_access_type_check", sql`${t.documentType} in ('lease','offering_memorandum')`),
    check("document_access_level_check", sql`${t.accessLevel} in ('viewer','commenter','editor','owner')`),
    check("document_access_status_check", sql`${t.status} in ('pending','active','revoked')`),
    check(
      "document_access_who_check",
      sql`(${t.status} = 'pending' and ${t.inviteEmail} is not null) or (${t.status} <> 'pending' and ${t.userId} is not null) or ${t.status} = 'revoked'`,
    ),
  ],
);

export const documentAttachments = pgTable(
  "document_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id").notNull(),
    documentType: text("document_type").notNull(),
    fileName: text("file_name").notNull(),
    bucket: text("bucket").notNull(),
    /** Storage key inside `bucket`. */
    fileUrl: text("file_url").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }),
    isOriginal: boolean("is_original").notNull().default(false),
    uploadedBy: uuid("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_attachments_document_idx").on(t.documentType, t.documentId),
    check("document_attachments_type_check", sql`${t.documentType} in ('lease','offering_memorandum')`),
  ],
);

export const leaseFieldCorrections = pgTable(
  "lease_field_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    fieldKey: text("field_key").notNull(),
    /** The broker's value; null means "the lease does not say this". The AI value stays in the abstract. */
    value: text("value"),
    correctedBy: uuid("corrected_by").references(() => profiles.id, { onDelete: "set null" }),
    correctedAt: timestamp("corrected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("lease_field_corrections_lease_field_uq").on(t.leaseId, t.fieldKey)],
);

/** Page texts of a processed lease (after OCR), so lease chat never re-parses the PDF. */
export const leasePages = pgTable(
  "lease_pages",
  {
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.pageNumber] })],
);

export const leaseChatMessages = pgTable(
  "lease_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("lease_chat_messages_lease_idx").on(t.leaseId, t.createdAt),
    check("lease_chat_messages_role_check", sql`${t.role} in ('user','assistant')`),
  ],
);

/** Page texts of a processed memorandum (after OCR), so memorandum chat never re-parses the PDF. */
export const offeringMemorandumPages = pgTable(
  "offering_memorandum_pages",
  {
    memorandumId: uuid("memorandum_id")
      .notNull()
      .references(() => offeringMemorandums.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.memorandumId, t.pageNumber] })],
);

export const offeringMemorandumChatMessages = pgTable(
  "offering_memorandum_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memorandumId: uuid("memorandum_id")
      .notNull()
      .references(() => offeringMemorandums.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("offering_memorandum_chat_messages_memo_idx").on(t.memorandumId, t.createdAt),
    check("offering_memorandum_chat_messages_role_check", sql`${t.role} in ('user','assistant')`),
  ],
);
