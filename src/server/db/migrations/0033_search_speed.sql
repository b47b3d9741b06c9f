-- Global search speed (decision 0024). The key columns become C-collated columns, so 'starts with' ranges, title
-- order and the trigram index all work on the plain column, and the owner btree carries the id and title:
-- reading a user's rows in title order until ten match is an index-only scan. Room documents carry their room's
-- owner (set by a trigger: rooms never change hands), so a user's documents are read by one index like every
-- other type instead of through each of their rooms. Dropping a key column drops its indexes.
ALTER TABLE "leases" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "leases_search_key_trgm_idx" ON "leases" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leases_owner_search_key_idx" ON "leases" ("owner_id", "search_key") INCLUDE ("id", "title");--> statement-breakpoint
ALTER TABLE "offering_memorandums" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "offering_memorandums" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "offering_memorandums_search_key_trgm_idx" ON "offering_memorandums" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_memorandums_owner_search_key_idx" ON "offering_memorandums" ("owner_id", "search_key") INCLUDE ("id", "title");--> statement-breakpoint
ALTER TABLE "people" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
CREATE INDEX "people_search_key_trgm_idx" ON "people" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_owner_search_key_idx" ON "people" ("created_by", "search_key") INCLUDE ("id", "first_name", "last_name");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_key_trgm_idx" ON "companies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_owner_search_key_idx" ON "companies" ("created_by", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "tasks" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_key_trgm_idx" ON "tasks" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_owner_search_key_idx" ON "tasks" ("created_by", "search_key") INCLUDE ("id", "title");--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_key_trgm_idx" ON "projects" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_owner_search_key_idx" ON "projects" ("created_by", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name" || ' ' || coalesce("building_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_key_trgm_idx" ON "properties" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_owner_search_key_idx" ON "properties" ("created_by", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "surveys" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "surveys_search_key_trgm_idx" ON "surveys" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_owner_search_key_idx" ON "surveys" ("created_by", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "dealrooms" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "dealrooms" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "dealrooms_search_key_trgm_idx" ON "dealrooms" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealrooms_owner_search_key_idx" ON "dealrooms" ("created_by", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "dealroom_documents" DROP COLUMN "search_key";--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD COLUMN "search_key" text COLLATE "C" GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "dealroom_documents_search_key_trgm_idx" ON "dealroom_documents" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealroom_documents_room_search_key_idx" ON "dealroom_documents" ("dealroom_id", "search_key") INCLUDE ("id", "name");--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD COLUMN "room_owner" uuid;--> statement-breakpoint
UPDATE "dealroom_documents" d SET "room_owner" = r."created_by" FROM "dealrooms" r WHERE r."id" = d."dealroom_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION ld_dealroom_documents_room_owner() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ begin
    select r.created_by into new.room_owner from public.dealrooms r where r.id = new.dealroom_id;
    return new;
  end $$;--> statement-breakpoint
CREATE TRIGGER "dealroom_documents_room_owner" BEFORE INSERT OR UPDATE OF "dealroom_id" ON "dealroom_documents"
  FOR EACH ROW EXECUTE FUNCTION ld_dealroom_documents_room_owner();--> statement-breakpoint
CREATE INDEX "dealroom_documents_owner_search_key_idx" ON "dealroom_documents" ("room_owner", "search_key") INCLUDE ("id", "name", "dealroom_id");
