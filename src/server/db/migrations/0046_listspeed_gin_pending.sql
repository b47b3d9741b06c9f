-- The list searches' own GIN indexes (deal-room names, the properties table, address matching, task titles)
-- still used GIN's fast update: new rows wait in a pending list (up to 4 MB) that every search scans linearly
-- until a vacuum merges it (decision 0036 measured 3.8 ms instead of 0.3 ms per lookup). Like the search
-- and contacts indexes in 0043, they now take new rows directly; pending rows already there are merged now.
ALTER INDEX "dealrooms_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"dealrooms_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "properties_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"properties_search_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "properties_street_fts_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"properties_street_fts_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "tasks_title_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"tasks_title_trgm_idx"'::regclass);
