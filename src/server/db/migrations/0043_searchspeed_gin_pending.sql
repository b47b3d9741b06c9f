-- Search and the contacts lists' search term read their trigram indexes on every request (decision 0036). With
-- GIN's fast update, new rows wait in a pending list (up to 4 MB) that every search scans linearly until a
-- vacuum merges it: 300 pending pages made one people-name lookup 3.8 ms instead of 0.3 ms, four of them per
-- list search. These indexes take new rows directly (slower writes, predictable reads); the pending rows
-- already there are merged now.
ALTER INDEX "leases_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"leases_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "offering_memorandums_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"offering_memorandums_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "people_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"people_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "companies_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"companies_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "tasks_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"tasks_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "projects_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"projects_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "properties_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"properties_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "surveys_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"surveys_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "dealrooms_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"dealrooms_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "dealroom_documents_owner_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"dealroom_documents_owner_search_key_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "companies_owner_contact_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"companies_owner_contact_text_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "companies_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"companies_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "people_full_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"people_full_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "people_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"people_email_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "people_phone_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"people_phone_trgm_idx"'::regclass);
