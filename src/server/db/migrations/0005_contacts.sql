CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"phone" text,
	"address" text,
	"linkedin_url" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name_key" text NOT NULL,
	"domain" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_check" CHECK (length(trim("companies"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"entity_type" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_field_type_check" CHECK ("custom_fields"."field_type" in ('dropdown','text')),
	CONSTRAINT "custom_fields_entity_type_check" CHECK ("custom_fields"."entity_type" in ('people','companies','projects','tasks','properties')),
	CONSTRAINT "custom_fields_name_check" CHECK (length(trim("custom_fields"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "import_job_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "import_job_issues_outcome_check" CHECK ("import_job_issues"."outcome" in ('skipped','failed'))
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"duplicate_mode" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_entity_type_check" CHECK ("import_jobs"."entity_type" in ('people','companies')),
	CONSTRAINT "import_jobs_file_kind_check" CHECK ("import_jobs"."file_kind" in ('csv','xlsx')),
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('uploaded','queued','running','completed','failed')),
	CONSTRAINT "import_jobs_duplicate_mode_check" CHECK ("import_jobs"."duplicate_mode" is null or "import_jobs"."duplicate_mode" in ('skip','update','create'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"position" text,
	"company_id" uuid,
	"address" text,
	"linkedin_url" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_key" text,
	"name_key" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_first_name_check" CHECK (length(trim("people"."first_name")) > 0),
	CONSTRAINT "people_last_name_check" CHECK (length(trim("people"."last_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "tag_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_assignments_entity_type_check" CHECK ("tag_assignments"."entity_type" in ('people','companies','projects','tasks','properties'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"entity_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_check" CHECK (length(trim("tags"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_issues" ADD CONSTRAINT "import_job_issues_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_assignments" ADD CONSTRAINT "tag_assignments_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_assignments" ADD CONSTRAINT "tag_assignments_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_owner_name_idx" ON "companies" USING btree ("created_by","name");--> statement-breakpoint
CREATE INDEX "companies_owner_name_key_idx" ON "companies" USING btree ("created_by","name_key");--> statement-breakpoint
CREATE INDEX "companies_owner_domain_idx" ON "companies" USING btree ("created_by","domain");--> statement-breakpoint
CREATE INDEX "companies_owner_lower_name_idx" ON "companies" USING btree ("created_by",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_owner_type_name_unique" ON "custom_fields" USING btree ("created_by","entity_type",lower("name"));--> statement-breakpoint
CREATE INDEX "import_job_issues_job_row_idx" ON "import_job_issues" USING btree ("job_id","row");--> statement-breakpoint
CREATE INDEX "import_jobs_owner_idx" ON "import_jobs" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "people_owner_last_name_idx" ON "people" USING btree ("created_by","last_name","first_name");--> statement-breakpoint
CREATE INDEX "people_owner_email_key_idx" ON "people" USING btree ("created_by","email_key");--> statement-breakpoint
CREATE INDEX "people_owner_name_key_idx" ON "people" USING btree ("created_by","name_key");--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "people_owner_updated_idx" ON "people" USING btree ("created_by","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_assignments_unique" ON "tag_assignments" USING btree ("tag_id","entity_id","entity_type");--> statement-breakpoint
CREATE INDEX "tag_assignments_entity_idx" ON "tag_assignments" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_owner_name_unique" ON "tags" USING btree ("created_by",lower("name"));