-- Trigram frequencies of list_text (as for the other lists, decision 0051 addendum): a search term with a stretch
-- of rare trigrams is searched through the trigram index by that stretch; a common one walks the list's order
-- (decision 0044, second addendum).
CREATE STATISTICS IF NOT EXISTS "properties_list_text_trgm_stat" ON (show_trgm("list_text")) FROM "properties";--> statement-breakpoint
ANALYZE "properties";
