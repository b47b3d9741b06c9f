CREATE TABLE "task_critical_date_skips" (
	"user_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"date_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_critical_date_skips_user_id_lease_id_date_key_pk" PRIMARY KEY("user_id","lease_id","date_key"),
	CONSTRAINT "task_critical_date_skips_key_check" CHECK (length("task_critical_date_skips"."date_key") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "task_critical_date_skips" ADD CONSTRAINT "task_critical_date_skips_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_critical_date_skips" ADD CONSTRAINT "task_critical_date_skips_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;