-- Global search's word index (decision 0049): one row per word start of every searched row, kept by triggers
-- on the ten searched tables, so rank-0 search reads index ranges whose plan does not depend on the term (one
-- prepared statement, no planning per request). `prefix`: the first two letters from the word start (walked in
-- title order for common terms); `suffix`: the key from that word start, cut to 64 characters (an exact range
-- for rare terms); `first`: the row's first word start with that prefix (the walk sees each row once).
CREATE OR REPLACE FUNCTION ld_search_word_starts(key text) RETURNS TABLE(prefix text, suffix text, first boolean)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select left(s, 2), left(s, 64), row_number() over (partition by left(s, 2) order by n) = 1
          from (select n, substr(key, (sum(length(w) + 1) over (order by n) - length(w))::int) as s
                  from unnest(string_to_array(key, ' ')) with ordinality as u(w, n)) x
         where s <> '' $$;--> statement-breakpoint
CREATE TABLE "search_words" (
  "owner" uuid NOT NULL,
  "id" uuid NOT NULL,
  "type" text NOT NULL,
  "prefix" text COLLATE "C" NOT NULL,
  "key" text COLLATE "C" NOT NULL,
  "suffix" text COLLATE "C" NOT NULL,
  "first" boolean NOT NULL
);--> statement-breakpoint
INSERT INTO "search_words" SELECT t."owner_id", t."id", 'lease', w.prefix, t."search_key", w.suffix, w.first
  FROM "leases" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."owner_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."owner_id", t."id", 'offering_memorandum', w.prefix, t."search_key", w.suffix, w.first
  FROM "offering_memorandums" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."owner_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'person', w.prefix, t."search_key", w.suffix, w.first
  FROM "people" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'company', w.prefix, t."search_key", w.suffix, w.first
  FROM "companies" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'task', w.prefix, t."search_key", w.suffix, w.first
  FROM "tasks" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'project', w.prefix, t."search_key", w.suffix, w.first
  FROM "projects" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'property', w.prefix, t."search_key", w.suffix, w.first
  FROM "properties" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'survey', w.prefix, t."search_key", w.suffix, w.first
  FROM "surveys" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."created_by", t."id", 'dealroom', w.prefix, t."search_key", w.suffix, w.first
  FROM "dealrooms" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."created_by" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_words" SELECT t."room_owner", t."id", 'document', w.prefix, t."search_key", w.suffix, w.first
  FROM "dealroom_documents" t CROSS JOIN LATERAL ld_search_word_starts(t."search_key") w WHERE t."room_owner" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_walk_idx" ON "search_words" ("owner", "type", "prefix", "key") INCLUDE ("id") WHERE "first";--> statement-breakpoint
CREATE INDEX "search_words_range_idx" ON "search_words" ("owner", "type", "suffix") INCLUDE ("key", "id");--> statement-breakpoint
CREATE INDEX "search_words_id_idx" ON "search_words" ("id");--> statement-breakpoint
-- Triggers: rows added or removed by a statement are handled in one set (bulk inserts, cascaded deletes); an
-- update touches the index only when the key or the owner changed. Arguments: the search type, the owner column.
CREATE OR REPLACE FUNCTION ld_search_words_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ begin
    execute format(
      'insert into public.search_words (owner, id, type, prefix, key, suffix, first)
       select t.%1$I, t.id, %2$L, w.prefix, t.search_key, w.suffix, w.first
         from added t cross join lateral public.ld_search_word_starts(t.search_key) w where t.%1$I is not null',
      TG_ARGV[1], TG_ARGV[0]);
    return null;
  end $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ld_search_words_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ begin
    delete from public.search_words w using removed r where w.id = r.id and w.type = TG_ARGV[0];
    return null;
  end $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ld_search_words_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ declare
    owner uuid := (to_jsonb(new) ->> TG_ARGV[1])::uuid;
  begin
    delete from public.search_words w where w.id = old.id and w.type = TG_ARGV[0];
    if owner is not null then
      insert into public.search_words (owner, id, type, prefix, key, suffix, first)
      select owner, new.id, TG_ARGV[0], w.prefix, new.search_key, w.suffix, w.first
        from public.ld_search_word_starts(new.search_key) w;
    end if;
    return null;
  end $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ld_search_words_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ begin
    delete from public.search_words w where w.type = TG_ARGV[0];
    return null;
  end $$;--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "leases" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('lease', 'owner_id');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "leases" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('lease');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "leases" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."owner_id" IS DISTINCT FROM new."owner_id")
  EXECUTE FUNCTION ld_search_words_changed('lease', 'owner_id');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "leases"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('lease');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "offering_memorandums" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('offering_memorandum', 'owner_id');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "offering_memorandums" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('offering_memorandum');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "offering_memorandums" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."owner_id" IS DISTINCT FROM new."owner_id")
  EXECUTE FUNCTION ld_search_words_changed('offering_memorandum', 'owner_id');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "offering_memorandums"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('offering_memorandum');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "people" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('person', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "people" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('person');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "people" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('person', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "people"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('person');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('company', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('company');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "companies" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('company', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('company');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('task', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('task');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "tasks" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('task', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('task');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('project', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('project');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "projects" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('project', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('project');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('property', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('property');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "properties" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('property', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('property');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "surveys" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('survey', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "surveys" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('survey');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "surveys" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('survey', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "surveys"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('survey');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "dealrooms" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('dealroom', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "dealrooms" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('dealroom');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "dealrooms" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."created_by" IS DISTINCT FROM new."created_by")
  EXECUTE FUNCTION ld_search_words_changed('dealroom', 'created_by');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "dealrooms"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('dealroom');--> statement-breakpoint
CREATE TRIGGER "search_words_added" AFTER INSERT ON "dealroom_documents" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_added('document', 'room_owner');--> statement-breakpoint
CREATE TRIGGER "search_words_removed" AFTER DELETE ON "dealroom_documents" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_removed('document');--> statement-breakpoint
CREATE TRIGGER "search_words_changed" AFTER UPDATE ON "dealroom_documents" FOR EACH ROW
  WHEN (old."search_key" IS DISTINCT FROM new."search_key" OR old."room_owner" IS DISTINCT FROM new."room_owner")
  EXECUTE FUNCTION ld_search_words_changed('document', 'room_owner');--> statement-breakpoint
CREATE TRIGGER "search_words_truncated" AFTER TRUNCATE ON "dealroom_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION ld_search_words_truncated('document');--> statement-breakpoint
ANALYZE "search_words";
