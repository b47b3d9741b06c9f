-- Trigram frequencies of every list search's indexed text (decision 0051, addendum): ANALYZE keeps the most
-- common trigrams of each with their share of rows, and platform/rare-trigrams.ts gives a trigram index only a
-- term's rare stretch. The expressions are the ones the trigram indexes and list searches use.
CREATE STATISTICS IF NOT EXISTS "people_name_trgm_stat" ON (show_trgm(("first_name" || ' ') || "last_name")) FROM "people";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_email_trgm_stat" ON (show_trgm("email")) FROM "people";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_phone_trgm_stat" ON (show_trgm("phone")) FROM "people";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "companies_name_trgm_stat" ON (show_trgm("name")) FROM "companies";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "companies_contact_text_trgm_stat" ON (show_trgm(coalesce("name", '') || chr(31) || coalesce("website", '') || chr(31) || coalesce("phone", '') || chr(31) || coalesce("address", ''))) FROM "companies";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dealrooms_name_trgm_stat" ON (show_trgm("name")) FROM "dealrooms";--> statement-breakpoint
ANALYZE "people", "companies", "dealrooms";
