DROP INDEX "properties_owner_children_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parent_sort_key" text;--> statement-breakpoint
CREATE INDEX "properties_owner_parent_sort_idx" ON "properties" USING btree ("created_by","parent_sort_key","parent_property_id","id") WHERE "properties"."parent_sort_key" is not null;--> statement-breakpoint
CREATE INDEX "properties_owner_parent_sort_desc_idx" ON "properties" USING btree ("created_by","parent_sort_key" DESC NULLS LAST,"parent_property_id" DESC NULLS LAST,"id") WHERE "properties"."parent_sort_key" is not null;