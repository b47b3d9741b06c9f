-- Per-user count of properties without coordinates (list_totals, list 'properties_unlocated'), kept by
-- statement-level triggers like the list totals (decisions 0033, 0044): the map's first view reads it with one
-- primary-key lookup instead of counting every property without coordinates. Updates count too: geocoding
-- and edits set or clear coordinates.
CREATE OR REPLACE FUNCTION properties_unlocated_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_totals (user_id, list, n)
      SELECT created_by, 'properties_unlocated', count(*) FROM new_rows
       WHERE location_latitude IS NULL OR location_longitude IS NULL GROUP BY created_by
    ON CONFLICT (user_id, list) DO UPDATE SET n = list_totals.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    -- Deletes only update: when the owner's profile is being deleted, its counter row may already be gone.
    UPDATE list_totals t SET n = greatest(t.n - d.c, 0)
      FROM (SELECT created_by, count(*) AS c FROM old_rows
             WHERE location_latitude IS NULL OR location_longitude IS NULL GROUP BY created_by) d
     WHERE t.user_id = d.created_by AND t.list = 'properties_unlocated';
  ELSE
    WITH delta AS (
      SELECT created_by, sum(c)::int AS c FROM (
        SELECT created_by, 1 AS c FROM new_rows WHERE location_latitude IS NULL OR location_longitude IS NULL
        UNION ALL
        SELECT created_by, -1 FROM old_rows WHERE location_latitude IS NULL OR location_longitude IS NULL
      ) changes GROUP BY created_by HAVING sum(c) <> 0
    ), updated AS (
      UPDATE list_totals t SET n = greatest(t.n + delta.c, 0) FROM delta
       WHERE t.user_id = delta.created_by AND t.list = 'properties_unlocated' RETURNING t.user_id
    )
    INSERT INTO list_totals (user_id, list, n)
      SELECT created_by, 'properties_unlocated', c FROM delta
       WHERE c > 0 AND created_by NOT IN (SELECT user_id FROM updated)
    ON CONFLICT (user_id, list) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_unlocated_added AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_unlocated_changed();
--> statement-breakpoint
CREATE TRIGGER properties_unlocated_updated AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_unlocated_changed();
--> statement-breakpoint
CREATE TRIGGER properties_unlocated_removed AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_unlocated_changed();
--> statement-breakpoint
INSERT INTO list_totals (user_id, list, n)
  SELECT created_by, 'properties_unlocated', count(*) FROM properties
   WHERE location_latitude IS NULL OR location_longitude IS NULL GROUP BY created_by
ON CONFLICT (user_id, list) DO UPDATE SET n = excluded.n;
