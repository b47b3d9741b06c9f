-- Exact per-user totals of the long lists, kept by statement-level triggers (decision 0033). One upsert per
-- statement and owner, so a 2,000-row import batch costs one counter update, not 2,000.
CREATE OR REPLACE FUNCTION list_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (user_id, list, n)
    SELECT created_by, TG_ARGV[0], count(*) FROM added_rows WHERE created_by IS NOT NULL GROUP BY created_by
  ON CONFLICT (user_id, list) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletes only update: when the owner's profile is being deleted, its counter row may already be gone.
CREATE OR REPLACE FUNCTION list_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_totals t SET n = greatest(t.n - d.c, 0)
    FROM (SELECT created_by, count(*) AS c FROM removed_rows WHERE created_by IS NOT NULL GROUP BY created_by) d
   WHERE t.user_id = d.created_by AND t.list = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_list_total_added AFTER INSERT ON people REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added('people');
--> statement-breakpoint
CREATE TRIGGER people_list_total_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed('people');
--> statement-breakpoint
CREATE TRIGGER companies_list_total_added AFTER INSERT ON companies REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added('companies');
--> statement-breakpoint
CREATE TRIGGER companies_list_total_removed AFTER DELETE ON companies REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed('companies');
--> statement-breakpoint
CREATE TRIGGER dealrooms_list_total_added AFTER INSERT ON dealrooms REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added('dealrooms');
--> statement-breakpoint
CREATE TRIGGER dealrooms_list_total_removed AFTER DELETE ON dealrooms REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed('dealrooms');
--> statement-breakpoint
CREATE TRIGGER properties_list_total_added AFTER INSERT ON properties REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_added('properties');
--> statement-breakpoint
CREATE TRIGGER properties_list_total_removed AFTER DELETE ON properties REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_removed('properties');
--> statement-breakpoint
INSERT INTO list_totals (user_id, list, n)
  SELECT created_by, 'people', count(*) FROM people WHERE created_by IS NOT NULL GROUP BY created_by
  UNION ALL SELECT created_by, 'companies', count(*) FROM companies WHERE created_by IS NOT NULL GROUP BY created_by
  UNION ALL SELECT created_by, 'dealrooms', count(*) FROM dealrooms WHERE created_by IS NOT NULL GROUP BY created_by
  UNION ALL SELECT created_by, 'properties', count(*) FROM properties WHERE created_by IS NOT NULL GROUP BY created_by
ON CONFLICT (user_id, list) DO UPDATE SET n = excluded.n;
