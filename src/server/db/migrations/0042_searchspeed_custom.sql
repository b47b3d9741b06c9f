-- Global search speed, second pass (decision 0036). The trigram index of each searched key is led by the owner
-- (btree_gin), so a word-start or inside-word read finds one user's candidates instead of rechecking every
-- user's (the multi-word person term rechecked 5,553 rows of 50 users to keep 10 of one). Room documents are
-- led by their room's owner, like their btree; a room's own search walks the (dealroom_id, search_key) btree.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "leases_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "leases_owner_search_key_trgm_idx" ON "leases" USING gin ("owner_id", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "offering_memorandums_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "offering_memorandums_owner_search_key_trgm_idx" ON "offering_memorandums" USING gin ("owner_id", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "people_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "people_owner_search_key_trgm_idx" ON "people" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "companies_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "companies_owner_search_key_trgm_idx" ON "companies" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "tasks_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "tasks_owner_search_key_trgm_idx" ON "tasks" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "projects_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "projects_owner_search_key_trgm_idx" ON "projects" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "properties_owner_search_key_trgm_idx" ON "properties" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "surveys_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "surveys_owner_search_key_trgm_idx" ON "surveys" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "dealrooms_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "dealrooms_owner_search_key_trgm_idx" ON "dealrooms" USING gin ("created_by", "search_key" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "dealroom_documents_search_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "dealroom_documents_owner_search_key_trgm_idx" ON "dealroom_documents" USING gin ("room_owner", "search_key" gin_trgm_ops);
--> statement-breakpoint
-- The companies list's search term (contacts-companies.repository.ts companyText): one owner-led trigram index
-- over name, website, phone and address joined by chr(31), instead of four ORed columns of which one was indexed.
CREATE INDEX "companies_owner_contact_text_trgm_idx" ON "companies" USING gin ("created_by", (coalesce("name", '') || chr(31) || coalesce("website", '') || chr(31) || coalesce("phone", '') || chr(31) || coalesce("address", '')) gin_trgm_ops);
