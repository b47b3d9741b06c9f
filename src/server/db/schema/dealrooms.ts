// Deal rooms (spec shell-access-dealrooms §3, §7.4): rooms, members, share links for outside visitors,
// folders, documents (uploaded files or rich-text), versions, the activity log and DocuSign envelopes.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";

const accessLevelCheck = (column: unknown) => sql`${column} in ('viewer','commenter','editor','owner')`;

export const dealrooms = pgTable(
  "dealrooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    status: text("status").notNull().default("active"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dealrooms_created_by_updated_idx").on(t.createdBy, t.updatedAt.desc(), t.id.desc()),
    // Global search orders rooms by name: a common term is read in name order and stops at the limit (0023).
    index("dealrooms_name_idx").on(t.name),
    check("dealrooms_name_check", sql`length(btrim(${t.name})) between 1 and 200`),
    check("dealrooms_status_check", sql`${t.status} in ('active','archived')`),
  ],
);

export const dealroomMembers = pgTable(
  "dealroom_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    /** Stored lower-cased: the invitation's address. */
    email: text("email"),
    name: text("name").notNull().default(""),
    accessLevel: text("access_level").notNull().default("viewer"),
    invitedBy: uuid("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    status: text("status").notNull().default("invited"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dealroom_members_room_email_uq").on(t.dealroomId, t.email),
    index("dealroom_members_user_idx").on(t.userId, t.dealroomId),
    check("dealroom_members_access_level_check", accessLevelCheck(t.accessLevel)),
    check("dealroom_members_status_check", sql`${t.status} in ('invited','active','revoked')`),
    check("dealroom_members_identity_check", sql`${t.userId} is not null or ${t.email} is not null`),
  ],
);

export const dealroomShareLinks = pgTable(
  "dealroom_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => dealroomMembers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    accessLevel: text("access_level").notNull().default("viewer"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dealroom_share_links_room_idx").on(t.dealroomId),
    check("dealroom_share_links_access_level_check", accessLevelCheck(t.accessLevel)),
  ],
);

export const dealroomFolders = pgTable(
  "dealroom_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dealroom_folders_room_name_uq").on(t.dealroomId, t.name),
    check("dealroom_folders_name_check", sql`length(btrim(${t.name})) between 1 and 120`),
  ],
);

export const dealroomDocuments = pgTable(
  "dealroom_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    folderId: uuid("folder_id").references(() => dealroomFolders.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** file: an upload in the dealroom_documents bucket; richtext: edited in the room (TipTap JSON). */
    kind: text("kind").notNull(),
    storageKey: text("storage_key"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    content: jsonb("content"),
    contentText: text("content_text"),
    currentVersion: integer("current_version").notNull().default(1),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dealroom_documents_room_idx").on(t.dealroomId, t.createdAt),
    check("dealroom_documents_kind_check", sql`${t.kind} in ('file','richtext')`),
    check(
      "dealroom_documents_storage_check",
      sql`(${t.kind} = 'file' and ${t.storageKey} is not null) or ${t.kind} = 'richtext'`,
    ),
    check("dealroom_documents_name_check", sql`length(btrim(${t.name})) between 1 and 255`),
  ],
);

export const dealroomDocumentVersions = pgTable(
  "dealroom_document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => dealroomDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: jsonb("content"),
    contentText: text("content_text"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    note: text("note"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("dealroom_document_versions_doc_version_uq").on(t.documentId, t.version)],
);

export const dealroomActivityLogs = pgTable(
  "dealroom_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    entityId: uuid("entity_id"),
    entityType: text("entity_type").notNull(),
    actionType: text("action_type").notNull(),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    visitorEmail: text("visitor_email"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dealroom_activity_logs_room_idx").on(t.dealroomId, t.createdAt.desc()),
    check(
      "dealroom_activity_logs_action_check",
      sql`${t.actionType} in ('created','renamed','uploaded','viewed','downloaded','invited','verified','revoked','signed','edited','deleted','sent_for_signature','restored')`,
    ),
    check(
      "dealroom_activity_logs_entity_type_check",
      sql`${t.entityType} in ('dealroom','document','folder','member','share_link','envelope')`,
    ),
  ],
);

export const docusignConnections = pgTable("docusign_connections", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** sha256 of the PKCE verifier of the flow in progress: binds the callback's state to this user. */
  pendingVerifierHash: text("pending_verifier_hash"),
  accountId: text("account_id"),
  baseUri: text("base_uri"),
  accountName: text("account_name"),
  email: text("email"),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  connectedAt: timestamp("connected_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const docusignEnvelopes = pgTable(
  "docusign_envelopes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealroomId: uuid("dealroom_id")
      .notNull()
      .references(() => dealrooms.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => dealroomDocuments.id, { onDelete: "cascade" }),
    envelopeId: text("envelope_id").notNull().unique(),
    status: text("status").notNull().default("sent"),
    recipients: jsonb("recipients").notNull().default(sql`'[]'::jsonb`),
    signedDocumentId: uuid("signed_document_id").references(() => dealroomDocuments.id, { onDelete: "set null" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("docusign_envelopes_document_idx").on(t.documentId),
    check(
      "docusign_envelopes_status_check",
      sql`${t.status} in ('created','sent','delivered','completed','declined','voided')`,
    ),
  ],
);
