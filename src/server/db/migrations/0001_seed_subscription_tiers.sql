-- Tiers the product knows (spec §3): 'features' unlocks everything, 'docanalysis' the document side.
INSERT INTO "subscription_tiers" ("name", "lease_limit", "currency") VALUES
  ('features', NULL, 'usd'),
  ('docanalysis', NULL, 'usd')
ON CONFLICT ("name") DO NOTHING;
