CREATE TABLE "task_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"digest_enabled" boolean DEFAULT true NOT NULL,
	"digest_hour" integer DEFAULT 7 NOT NULL,
	"digest_last_sent_on" date,
	"calendar_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_preferences_calendar_token_unique" UNIQUE("calendar_token"),
	CONSTRAINT "task_preferences_digest_hour_check" CHECK ("task_preferences"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "task_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"system_type" text NOT NULL,
	"user_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_statuses_system_type_check" CHECK ("task_statuses"."system_type" in ('not_started','in_progress','completed')),
	CONSTRAINT "task_statuses_owner_check" CHECK ("task_statuses"."is_system" = ("task_statuses"."user_id" is null)),
	CONSTRAINT "task_statuses_name_check" CHECK (length(btrim("task_statuses"."name")) between 1 and 50),
	CONSTRAINT "task_statuses_color_check" CHECK ("task_statuses"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"due_time" time,
	"person_id" uuid,
	"company_id" uuid,
	"project_id" uuid,
	"lease_id" uuid,
	"property_id" uuid,
	"dealroom_id" uuid,
	"status_id" uuid,
	"status_type" text DEFAULT 'not_started' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"parent_task_id" uuid,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recurrence" jsonb,
	"reminder_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reminder_time" time,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"critical_date_key" text,
	"due_date_note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_title_check" CHECK (length(btrim("tasks"."title")) between 1 and 500),
	CONSTRAINT "tasks_status_type_check" CHECK ("tasks"."status_type" in ('not_started','in_progress','completed')),
	CONSTRAINT "tasks_completed_check" CHECK ("tasks"."completed" = ("tasks"."status_type" = 'completed')),
	CONSTRAINT "tasks_parent_not_self_check" CHECK ("tasks"."parent_task_id" is null or "tasks"."parent_task_id" <> "tasks"."id"),
	CONSTRAINT "tasks_due_time_check" CHECK ("tasks"."due_time" is null or "tasks"."due_date" is not null)
);
--> statement-breakpoint
ALTER TABLE "task_preferences" ADD CONSTRAINT "task_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_statuses" ADD CONSTRAINT "task_statuses_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_dealroom_id_dealrooms_id_fk" FOREIGN KEY ("dealroom_id") REFERENCES "public"."dealrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_status_id_task_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."task_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_task_id_fk" FOREIGN KEY ("parent_task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_statuses_user_idx" ON "task_statuses" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "task_statuses_system_type_unique" ON "task_statuses" USING btree ("system_type") WHERE "task_statuses"."is_system";--> statement-breakpoint
CREATE UNIQUE INDEX "task_statuses_user_name_unique" ON "task_statuses" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tasks_owner_status_due_idx" ON "tasks" USING btree ("created_by","status_type","due_date");--> statement-breakpoint
CREATE INDEX "tasks_owner_due_idx" ON "tasks" USING btree ("created_by","due_date");--> statement-breakpoint
CREATE INDEX "tasks_owner_created_idx" ON "tasks" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_task_id");--> statement-breakpoint
CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "tasks_lease_idx" ON "tasks" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "tasks_person_idx" ON "tasks" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "tasks_company_idx" ON "tasks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tasks_dealroom_idx" ON "tasks" USING btree ("dealroom_id");--> statement-breakpoint
CREATE INDEX "tasks_property_idx" ON "tasks" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "tasks_title_trgm_idx" ON "tasks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_owner_lease_critical_unique" ON "tasks" USING btree ("created_by","lease_id","critical_date_key") WHERE "tasks"."critical_date_key" is not null;