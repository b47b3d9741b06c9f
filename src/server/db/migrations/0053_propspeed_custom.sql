-- The list's default order, carrying list_text (decision 0044, second addendum): a search walks a user's
-- properties in page order and tests list_text on the index entry (index-only), stopping once it has the page
-- and SEARCH_COUNT_SPAN matches past it. Pages without a search keep the slimmer properties_owner_updated_idx. drizzle's schema
-- cannot say INCLUDE; list_text is at most 640 characters, so an entry stays under btree's 2,704 bytes.
CREATE INDEX "properties_owner_updated_text_idx" ON "properties" ("created_by", "updated_at" DESC NULLS LAST, "id") INCLUDE ("list_text");
