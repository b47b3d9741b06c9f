-- Custom SQL migration file, put your code below! ---- The three system task statuses shared by every user (crm-documents.md §3 Task status).
INSERT INTO "task_statuses" ("id", "name", "color", "is_system", "system_type", "user_id", "sort_order") VALUES
  ('00000000-0000-4000-8000-00000000a001', 'Not Started', '#6b7280', true, 'not_started', NULL, 1),
  ('00000000-0000-4000-8000-00000000a002', 'In Progress', '#2563eb', true, 'in_progress', NULL, 2),
  ('00000000-0000-4000-8000-00000000a003', 'Completed', '#16a34a', true, 'completed', NULL, 3)
ON CONFLICT DO NOTHING;
