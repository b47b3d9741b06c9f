CREATE TABLE "dealroom_activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"entity_id" uuid,
	"entity_type" text NOT NULL,
	"action_type" text NOT NULL,
	"user_id" uuid,
	"visitor_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealroom_activity_logs_action_check" CHECK ("dealroom_activity_logs"."action_type" in ('created','renamed','uploaded','viewed','downloaded','invited','verified','revoked','signed','edited','deleted','sent_for_signature','restored')),
	CONSTRAINT "dealroom_activity_logs_entity_type_check" CHECK ("dealroom_activity_logs"."entity_type" in ('dealroom','document','folder','member','share_link','envelope'))
);
--> statement-breakpoint
CREATE TABLE "dealroom_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb,
	"content_text" text,
	"storage_key" text,
	"size_bytes" integer,
	"note" text,
	"created_by" uuid,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealroom_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text,
	"mime_type" text,
	"size_bytes" integer,
	"content" jsonb,
	"content_text" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealroom_documents_kind_check" CHECK ("dealroom_documents"."kind" in ('file','richtext')),
	CONSTRAINT "dealroom_documents_storage_check" CHECK (("dealroom_documents"."kind" = 'file' and "dealroom_documents"."storage_key" is not null) or "dealroom_documents"."kind" = 'richtext'),
	CONSTRAINT "dealroom_documents_name_check" CHECK (length(btrim("dealroom_documents"."name")) between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "dealroom_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealroom_folders_name_check" CHECK (length(btrim("dealroom_folders"."name")) between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "dealroom_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"access_level" text DEFAULT 'viewer' NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'invited' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealroom_members_access_level_check" CHECK ("dealroom_members"."access_level" in ('viewer','commenter','editor','owner')),
	CONSTRAINT "dealroom_members_status_check" CHECK ("dealroom_members"."status" in ('invited','active','revoked')),
	CONSTRAINT "dealroom_members_identity_check" CHECK ("dealroom_members"."user_id" is not null or "dealroom_members"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "dealroom_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"member_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"access_level" text DEFAULT 'viewer' NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealroom_share_links_token_unique" UNIQUE("token"),
	CONSTRAINT "dealroom_share_links_access_level_check" CHECK ("dealroom_share_links"."access_level" in ('viewer','commenter','editor','owner'))
);
--> statement-breakpoint
CREATE TABLE "dealrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealrooms_name_check" CHECK (length(btrim("dealrooms"."name")) between 1 and 200),
	CONSTRAINT "dealrooms_status_check" CHECK ("dealrooms"."status" in ('active','archived'))
);
--> statement-breakpoint
CREATE TABLE "docusign_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pending_verifier_hash" text,
	"account_id" text,
	"base_uri" text,
	"account_name" text,
	"email" text,
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docusign_connections_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "docusign_envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealroom_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"envelope_id" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_document_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docusign_envelopes_envelope_id_unique" UNIQUE("envelope_id"),
	CONSTRAINT "docusign_envelopes_status_check" CHECK ("docusign_envelopes"."status" in ('created','sent','delivered','completed','declined','voided'))
);
--> statement-breakpoint
CREATE TABLE "document_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"user_id" uuid,
	"access_level" text DEFAULT 'viewer' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invite_email" text,
	"invite_token_hash" text,
	"created_by" uuid,
	"last_modified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "document_access_type_check" CHECK ("document_access"."document_type" in ('lease','offering_memorandum')),
	CONSTRAINT "document_access_level_check" CHECK ("document_access"."access_level" in ('viewer','commenter','editor','owner')),
	CONSTRAINT "document_access_status_check" CHECK ("document_access"."status" in ('pending','active','revoked')),
	CONSTRAINT "document_access_who_check" CHECK (("document_access"."status" = 'pending' and "document_access"."invite_email" is not null) or ("document_access"."status" <> 'pending' and "document_access"."user_id" is not null) or "document_access"."status" = 'revoked')
);
--> statement-breakpoint
CREATE TABLE "document_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bucket" text NOT NULL,
	"file_url" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint,
	"is_original" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_attachments_type_check" CHECK ("document_attachments"."document_type" in ('lease','offering_memorandum'))
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_key" text NOT NULL,
	"display_name" text NOT NULL,
	"table_name" text NOT NULL,
	"icon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_type_key_unique" UNIQUE("type_key")
);
--> statement-breakpoint
CREATE TABLE "documents_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent_folder_id" uuid,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_folders_name_check" CHECK (length(btrim("documents_folders"."name")) > 0),
	CONSTRAINT "documents_folders_not_own_parent" CHECK ("documents_folders"."parent_folder_id" is null or "documents_folders"."parent_folder_id" <> "documents_folders"."id")
);
--> statement-breakpoint
CREATE TABLE "lease_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_chat_messages_role_check" CHECK ("lease_chat_messages"."role" in ('user','assistant'))
);
--> statement-breakpoint
CREATE TABLE "lease_field_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"field_key" text NOT NULL,
	"value" text,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_pages" (
	"lease_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "lease_pages_lease_id_page_number_pk" PRIMARY KEY("lease_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"document_url" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_id" uuid NOT NULL,
	"extraction_detail" text DEFAULT 'concise' NOT NULL,
	"folder_id" uuid,
	"ai_extracted_data" jsonb,
	"processing_started_at" timestamp with time zone,
	"processing_completed_at" timestamp with time zone,
	"error_reason" text,
	"file_size" bigint,
	"original_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('active','processing','completed','error')),
	CONSTRAINT "leases_extraction_detail_check" CHECK ("leases"."extraction_detail" in ('concise','detailed')),
	CONSTRAINT "leases_title_check" CHECK (length(btrim("leases"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "offering_memorandums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"document_url" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder_id" uuid,
	"extracted_data" jsonb,
	"processing_started_at" timestamp with time zone,
	"processing_completed_at" timestamp with time zone,
	"error_reason" text,
	"file_size" bigint,
	"original_file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_memorandums_status_check" CHECK ("offering_memorandums"."status" in ('processing','completed','error')),
	CONSTRAINT "offering_memorandums_title_check" CHECK (length(btrim("offering_memorandums"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "dealroom_activity_logs" ADD CONSTRAINT "dealroom_activity_logs_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_activity_logs" ADD CONSTRAINT "dealroom_activity_logs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_document_versions" ADD CONSTRAINT "dealroom_document_versions_document_id_dealroom_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dealroom_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_document_versions" ADD CONSTRAINT "dealroom_document_versions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD CONSTRAINT "dealroom_documents_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD CONSTRAINT "dealroom_documents_folder_id_dealroom_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dealroom_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD CONSTRAINT "dealroom_documents_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_folders" ADD CONSTRAINT "dealroom_folders_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_folders" ADD CONSTRAINT "dealroom_folders_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_members" ADD CONSTRAINT "dealroom_members_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_members" ADD CONSTRAINT "dealroom_members_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_members" ADD CONSTRAINT "dealroom_members_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_share_links" ADD CONSTRAINT "dealroom_share_links_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_share_links" ADD CONSTRAINT "dealroom_share_links_member_id_dealroom_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."dealroom_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealroom_share_links" ADD CONSTRAINT "dealroom_share_links_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealrooms" ADD CONSTRAINT "dealrooms_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docusign_connections" ADD CONSTRAINT "docusign_connections_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docusign_envelopes" ADD CONSTRAINT "docusign_envelopes_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docusign_envelopes" ADD CONSTRAINT "docusign_envelopes_document_id_dealroom_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dealroom_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docusign_envelopes" ADD CONSTRAINT "docusign_envelopes_signed_document_id_dealroom_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."dealroom_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docusign_envelopes" ADD CONSTRAINT "docusign_envelopes_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_last_modified_by_profiles_id_fk" FOREIGN KEY ("last_modified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents_folders" ADD CONSTRAINT "documents_folders_parent_folder_id_documents_folders_id_fk" FOREIGN KEY ("parent_folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents_folders" ADD CONSTRAINT "documents_folders_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_chat_messages" ADD CONSTRAINT "lease_chat_messages_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_chat_messages" ADD CONSTRAINT "lease_chat_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_field_corrections" ADD CONSTRAINT "lease_field_corrections_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_field_corrections" ADD CONSTRAINT "lease_field_corrections_corrected_by_profiles_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_pages" ADD CONSTRAINT "lease_pages_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_folder_id_documents_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_memorandums" ADD CONSTRAINT "offering_memorandums_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_memorandums" ADD CONSTRAINT "offering_memorandums_folder_id_documents_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."documents_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealroom_activity_logs_room_idx" ON "dealroom_activity_logs" USING btree ("dealroom_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dealroom_document_versions_doc_version_uq" ON "dealroom_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "dealroom_documents_room_idx" ON "dealroom_documents" USING btree ("dealroom_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealroom_folders_room_name_uq" ON "dealroom_folders" USING btree ("dealroom_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dealroom_members_room_email_uq" ON "dealroom_members" USING btree ("dealroom_id","email");--> statement-breakpoint
CREATE INDEX "dealroom_members_user_idx" ON "dealroom_members" USING btree ("user_id","dealroom_id");--> statement-breakpoint
CREATE INDEX "dealroom_share_links_room_idx" ON "dealroom_share_links" USING btree ("dealroom_id");--> statement-breakpoint
CREATE INDEX "dealrooms_created_by_updated_idx" ON "dealrooms" USING btree ("created_by","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "docusign_envelopes_document_idx" ON "docusign_envelopes" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_access_user_idx" ON "document_access" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "document_access_document_idx" ON "document_access" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_access_active_user_uq" ON "document_access" USING btree ("document_type","document_id","user_id") WHERE "document_access"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "document_access_pending_email_uq" ON "document_access" USING btree ("document_type","document_id","invite_email") WHERE "document_access"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "document_attachments_document_idx" ON "document_attachments" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "documents_folders_owner_name_idx" ON "documents_folders" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "documents_folders_parent_idx" ON "documents_folders" USING btree ("parent_folder_id");--> statement-breakpoint
CREATE INDEX "lease_chat_messages_lease_idx" ON "lease_chat_messages" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_field_corrections_lease_field_uq" ON "lease_field_corrections" USING btree ("lease_id","field_key");--> statement-breakpoint
CREATE INDEX "leases_owner_folder_idx" ON "leases" USING btree ("owner_id","folder_id","created_at");--> statement-breakpoint
CREATE INDEX "leases_status_idx" ON "leases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "offering_memorandums_owner_folder_idx" ON "offering_memorandums" USING btree ("owner_id","folder_id","created_at");