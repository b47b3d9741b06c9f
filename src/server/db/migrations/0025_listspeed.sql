CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_owner_lower_last_first_idx" ON "people" USING btree ("created_by",lower("last_name"),lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "people_owner_lower_first_last_idx" ON "people" USING btree ("created_by",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "people_full_name_trgm_idx" ON "people" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm_idx" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_phone_trgm_idx" ON "people" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealrooms_name_idx" ON "dealrooms" USING btree ("name");