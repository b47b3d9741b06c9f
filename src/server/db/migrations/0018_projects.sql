CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"parent_item_id" uuid,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"offset_days" integer,
	"offset_unit" text DEFAULT 'calendar' NOT NULL,
	"anchor" text DEFAULT 'applied' NOT NULL,
	CONSTRAINT "checklist_items_title_check" CHECK (length(btrim("checklist_items"."title")) between 1 and 500),
	CONSTRAINT "checklist_items_offset_check" CHECK ("checklist_items"."offset_days" is null or "checklist_items"."offset_days" between -3650 and 3650),
	CONSTRAINT "checklist_items_unit_check" CHECK ("checklist_items"."offset_unit" in ('business','calendar')),
	CONSTRAINT "checklist_items_anchor_check" CHECK ("checklist_items"."anchor" in ('applied','key_date'))
);
--> statement-breakpoint
CREATE TABLE "checklist_template_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"key_date_label" text,
	"builtin_key" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_templates_name_check" CHECK (length(btrim("checklist_templates"."name")) between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "project_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_links" (
	"project_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_links_pk" PRIMARY KEY("project_id","entity_type","entity_id"),
	CONSTRAINT "project_links_entity_type_check" CHECK ("project_links"."entity_type" in ('person','company','lease','offering_memorandum','dealroom','property'))
);
--> statement-breakpoint
CREATE TABLE "project_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid NOT NULL,
	"project_type" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"checklist_template_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stages_type_check" CHECK ("project_stages"."project_type" in ('tenant_rep','landlord_rep','investment_sale','other')),
	CONSTRAINT "project_stages_name_check" CHECK (length(btrim("project_stages"."name")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"project_type" text NOT NULL,
	"stage_id" uuid NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"size_sf" integer,
	"rent_psf" numeric(12, 2),
	"term_months" integer,
	"commission_pct" numeric(6, 3),
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_type_check" CHECK ("projects"."project_type" in ('tenant_rep','landlord_rep','investment_sale','other')),
	CONSTRAINT "projects_name_check" CHECK (length(btrim("projects"."name")) between 1 and 200),
	CONSTRAINT "projects_size_check" CHECK ("projects"."size_sf" is null or "projects"."size_sf" between 0 and 100000000),
	CONSTRAINT "projects_rent_check" CHECK ("projects"."rent_psf" is null or "projects"."rent_psf" between 0 and 100000),
	CONSTRAINT "projects_term_check" CHECK ("projects"."term_months" is null or "projects"."term_months" between 0 and 1200),
	CONSTRAINT "projects_commission_check" CHECK ("projects"."commission_pct" is null or "projects"."commission_pct" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_parent_item_id_checklist_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template_seeds" ADD CONSTRAINT "checklist_template_seeds_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activity" ADD CONSTRAINT "project_activity_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_links" ADD CONSTRAINT "project_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stages" ADD CONSTRAINT "project_stages_checklist_template_id_checklist_templates_id_fk" FOREIGN KEY ("checklist_template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_stage_id_project_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."project_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_template_idx" ON "checklist_items" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "checklist_templates_owner_name_idx" ON "checklist_templates" USING btree ("created_by","name");--> statement-breakpoint
CREATE INDEX "project_activity_project_idx" ON "project_activity" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_links_entity_idx" ON "project_links" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_stages_owner_type_name_uq" ON "project_stages" USING btree ("created_by","project_type",lower("name"));--> statement-breakpoint
CREATE INDEX "project_stages_owner_type_position_idx" ON "project_stages" USING btree ("created_by","project_type","position");--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("created_by","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "projects_owner_stage_idx" ON "projects" USING btree ("created_by","stage_id","position");--> statement-breakpoint
CREATE INDEX "projects_owner_lower_name_idx" ON "projects" USING btree ("created_by",lower("name"));