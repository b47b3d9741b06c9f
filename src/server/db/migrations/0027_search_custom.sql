-- Global search (decision 0024): a stored comparison key per searched table — lower case, accents removed
-- (unaccent), ASCII punctuation and whitespace runs as one space — with a trigram index (words and inside
-- words) and a C-ordered btree after the owning column ('starts with' ranges, reads in title order).
-- The key columns live here, not in the Drizzle schema: they belong to search and stay out of the features' row types.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ld_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[[:space:]!-/:-@[-`{-~]+', ' ', 'g')) $$;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "leases_search_key_trgm_idx" ON "leases" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leases_owner_search_key_idx" ON "leases" ("owner_id", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "offering_memorandums" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "offering_memorandums_search_key_trgm_idx" ON "offering_memorandums" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offering_memorandums_owner_search_key_idx" ON "offering_memorandums" ("owner_id", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
CREATE INDEX "people_search_key_trgm_idx" ON "people" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_owner_search_key_idx" ON "people" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "companies_search_key_trgm_idx" ON "companies" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_owner_search_key_idx" ON "companies" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
CREATE INDEX "companies_owner_domain_c_idx" ON "companies" ("created_by", ("domain" collate "C"));--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("title")) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_key_trgm_idx" ON "tasks" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_owner_search_key_idx" ON "tasks" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_key_trgm_idx" ON "projects" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_owner_search_key_idx" ON "projects" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name" || ' ' || coalesce("building_name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_key_trgm_idx" ON "properties" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_owner_search_key_idx" ON "properties" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "surveys_search_key_trgm_idx" ON "surveys" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "surveys_owner_search_key_idx" ON "surveys" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "dealrooms" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "dealrooms_search_key_trgm_idx" ON "dealrooms" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealrooms_owner_search_key_idx" ON "dealrooms" ("created_by", ("search_key" collate "C"));--> statement-breakpoint
ALTER TABLE "dealroom_documents" ADD COLUMN "search_key" text GENERATED ALWAYS AS (ld_search_key("name")) STORED;--> statement-breakpoint
CREATE INDEX "dealroom_documents_search_key_trgm_idx" ON "dealroom_documents" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealroom_documents_room_search_key_idx" ON "dealroom_documents" ("dealroom_id", ("search_key" collate "C"));
