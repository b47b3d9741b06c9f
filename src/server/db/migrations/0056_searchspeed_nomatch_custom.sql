-- Trigram frequencies of every searched key (decision 0045, addendum): a term with a rare stretch reads rank 1
-- in the rank-0 statement (platform/search-words.ts). ANALYZE fills them now rather than at autovacuum's next pass.
CREATE STATISTICS IF NOT EXISTS "leases_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "leases";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "offering_memorandums_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "offering_memorandums";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dealroom_documents_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "dealroom_documents";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "people";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "projects_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "projects";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "properties_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "properties";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "companies_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "companies";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tasks_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "tasks";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "dealrooms_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "dealrooms";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "surveys_search_key_trgm_stat" ON (show_trgm("search_key")) FROM "surveys";--> statement-breakpoint
ANALYZE "leases";--> statement-breakpoint
ANALYZE "offering_memorandums";--> statement-breakpoint
ANALYZE "dealroom_documents";--> statement-breakpoint
ANALYZE "people";--> statement-breakpoint
ANALYZE "projects";--> statement-breakpoint
ANALYZE "properties";--> statement-breakpoint
ANALYZE "companies";--> statement-breakpoint
ANALYZE "tasks";--> statement-breakpoint
ANALYZE "dealrooms";--> statement-breakpoint
ANALYZE "surveys";
