-- Deal Rooms list search (case-insensitive substring, ILIKE) uses a trigram index instead of scanning every room.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dealrooms_name_trgm_idx" ON "dealrooms" USING gin ("name" gin_trgm_ops);
