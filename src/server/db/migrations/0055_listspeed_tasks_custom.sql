-- Exact per-user totals of top-level tasks by status type ('tasks_not_started', 'tasks_in_progress',
-- 'tasks_completed' in list_totals), kept by statement-level triggers like the other lists' (decision 0033): the
-- tasks list's default view (open tasks) read its total by counting ~30,000 rows on every page (15.7 of 16.7 ms).
CREATE OR REPLACE FUNCTION task_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (user_id, list, n)
    SELECT created_by, 'tasks_' || status_type, count(*) FROM added_rows
     WHERE created_by IS NOT NULL AND parent_task_id IS NULL GROUP BY 1, 2
  ON CONFLICT (user_id, list) DO UPDATE SET n = list_totals.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletes only update: when the owner's profile is being deleted, its counter rows may already be gone.
CREATE OR REPLACE FUNCTION task_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_totals t SET n = greatest(t.n - d.c, 0)
    FROM (SELECT created_by, 'tasks_' || status_type AS list, count(*) AS c FROM removed_rows
           WHERE created_by IS NOT NULL AND parent_task_id IS NULL GROUP BY 1, 2) d
   WHERE t.user_id = d.created_by AND t.list = d.list;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update moves a task between counters when its status type, parent or owner changed (net change per counter).
CREATE OR REPLACE FUNCTION task_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_totals (user_id, list, n)
    SELECT u, l, sum(d) FROM (
      SELECT created_by AS u, 'tasks_' || status_type AS l, 1 AS d FROM new_rows
       WHERE created_by IS NOT NULL AND parent_task_id IS NULL
      UNION ALL
      SELECT created_by, 'tasks_' || status_type, -1 FROM old_rows
       WHERE created_by IS NOT NULL AND parent_task_id IS NULL) x
    GROUP BY u, l HAVING sum(d) <> 0
  ON CONFLICT (user_id, list) DO UPDATE SET n = greatest(list_totals.n + excluded.n, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_list_total_added AFTER INSERT ON tasks REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_totals_added();
--> statement-breakpoint
CREATE TRIGGER tasks_list_total_removed AFTER DELETE ON tasks REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_totals_removed();
--> statement-breakpoint
CREATE TRIGGER tasks_list_total_changed AFTER UPDATE ON tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION task_totals_changed();
--> statement-breakpoint
INSERT INTO list_totals (user_id, list, n)
  SELECT created_by, 'tasks_' || status_type, count(*) FROM tasks
   WHERE created_by IS NOT NULL AND parent_task_id IS NULL GROUP BY 1, 2
ON CONFLICT (user_id, list) DO UPDATE SET n = excluded.n;
