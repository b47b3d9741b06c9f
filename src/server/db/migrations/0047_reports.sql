-- The key is computed by the TypeScript rule when a row is written: the rows are dropped and refilled (with it) on
-- each user's next report, as for leases analysed before the table existed (decision 0028).
DELETE FROM "lease_report_facts";--> statement-breakpoint
ALTER TABLE "lease_report_facts" ADD COLUMN "property_key" text NOT NULL;