DROP INDEX "properties_owner_type_idx";--> statement-breakpoint
DROP INDEX "properties_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "list_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(building_name, '') || ' ' || coalesce(location_street_address, '') || ' ' || coalesce(location_city, ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_owner_type_city_idx" ON "properties" USING btree ("created_by","property_type","city_key","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_owner_children_idx" ON "properties" USING btree ("created_by","parent_property_id","id") WHERE "properties"."parent_property_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_owner_latitude_idx" ON "properties" USING btree ("created_by","location_latitude") WHERE "properties"."location_latitude" is not null and "properties"."location_longitude" is not null;--> statement-breakpoint
CREATE INDEX "properties_owner_longitude_idx" ON "properties" USING btree ("created_by","location_longitude") WHERE "properties"."location_latitude" is not null and "properties"."location_longitude" is not null;--> statement-breakpoint
CREATE INDEX "properties_owner_list_text_trgm_idx" ON "properties" USING gin ("created_by","list_text" gin_trgm_ops) WITH (fastupdate=off);