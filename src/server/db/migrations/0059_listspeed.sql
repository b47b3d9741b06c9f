DROP INDEX "companies_owner_lower_name_idx";--> statement-breakpoint
DROP INDEX "people_owner_lower_last_first_idx";--> statement-breakpoint
DROP INDEX "people_owner_lower_first_last_idx";--> statement-breakpoint
CREATE INDEX "companies_owner_lower_name_idx" ON "companies" USING btree ("created_by",lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "people_owner_lower_last_first_idx" ON "people" USING btree ("created_by",lower("last_name"),lower("first_name"),"id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "people_owner_lower_first_last_idx" ON "people" USING btree ("created_by",lower("first_name"),lower("last_name"),"id","first_name","last_name");