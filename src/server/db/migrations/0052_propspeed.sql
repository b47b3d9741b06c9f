ALTER TABLE "properties" drop column "list_text";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "list_text" text GENERATED ALWAYS AS (left(lower(name || ' ' || coalesce(building_name, '') || ' ' || coalesce(location_street_address, '') || ' ' || coalesce(location_city, '')), 640)) STORED;--> statement-breakpoint
-- Dropping list_text dropped its trigram index; the schema still declares it.
CREATE INDEX "properties_owner_list_text_trgm_idx" ON "properties" USING gin ("created_by","list_text" gin_trgm_ops) WITH (fastupdate=off);
