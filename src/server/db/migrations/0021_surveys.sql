CREATE TABLE "survey_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"comment" text,
	"visitor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_feedback_verdict_check" CHECK ("survey_feedback"."verdict" in ('favorite','maybe','no')),
	CONSTRAINT "survey_feedback_reason_check" CHECK ("survey_feedback"."reason" is null or "survey_feedback"."reason" in ('too_expensive','too_small','location','condition','other')),
	CONSTRAINT "survey_feedback_comment_check" CHECK ("survey_feedback"."comment" is null or length("survey_feedback"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "survey_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"property_id" uuid,
	"space_id" uuid,
	"name" text NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"submarket" text,
	"suite" text,
	"floor" text,
	"rsf" double precision,
	"usf" double precision,
	"asking_rent" double precision,
	"rent_type" text,
	"opex" double precision,
	"base_year_stop" double precision,
	"available_date" date,
	"term_months" integer,
	"free_rent_months" double precision,
	"ti_allowance" double precision,
	"parking_ratio" double precision,
	"parking_cost" double precision,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"tour_at" timestamp with time zone,
	"tour_status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_properties_name_check" CHECK (length(btrim("survey_properties"."name")) between 1 and 300),
	CONSTRAINT "survey_properties_rent_type_check" CHECK ("survey_properties"."rent_type" is null or "survey_properties"."rent_type" in ('FS','MG','NNN')),
	CONSTRAINT "survey_properties_tour_status_check" CHECK ("survey_properties"."tour_status" in ('proposed','scheduled','toured','shortlisted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "survey_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" uuid NOT NULL,
	"visitor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid NOT NULL,
	"client_company_id" uuid,
	"client_contact_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"project_id" uuid,
	"min_rsf" double precision,
	"max_rsf" double precision,
	"budget_per_rsf" double precision,
	"target_date" date,
	"submarkets" text[] DEFAULT '{}'::text[] NOT NULL,
	"must_haves" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_parking_ratio" double precision,
	"notes" text,
	"share_token" text,
	"share_expires_at" timestamp with time zone,
	"share_revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "surveys_name_check" CHECK (length(btrim("surveys"."name")) between 1 and 200),
	CONSTRAINT "surveys_rsf_range_check" CHECK ("surveys"."min_rsf" is null or "surveys"."max_rsf" is null or "surveys"."min_rsf" <= "surveys"."max_rsf")
);
--> statement-breakpoint
ALTER TABLE "survey_feedback" ADD CONSTRAINT "survey_feedback_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_feedback" ADD CONSTRAINT "survey_feedback_row_id_survey_properties_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."survey_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_properties" ADD CONSTRAINT "survey_properties_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_properties" ADD CONSTRAINT "survey_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_properties" ADD CONSTRAINT "survey_properties_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_views" ADD CONSTRAINT "survey_views_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_feedback_survey_idx" ON "survey_feedback" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_properties_survey_idx" ON "survey_properties" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_views_survey_idx" ON "survey_views" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_owner_updated_idx" ON "surveys" USING btree ("created_by","updated_at" DESC NULLS LAST);