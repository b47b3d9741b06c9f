CREATE TABLE "lease_report_facts" (
	"lease_id" uuid PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"property" text NOT NULL,
	"suite" text,
	"rsf" double precision,
	"commencement_date" date,
	"expiration_date" date,
	"escalations" text,
	"security_deposit" text,
	"rent_schedule" jsonb NOT NULL,
	"critical_dates" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_report_facts" ADD CONSTRAINT "lease_report_facts_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_report_facts_expiration_idx" ON "lease_report_facts" USING btree ("expiration_date");