-- Custom SQL migration file, put your code below! --
-- Exports made before expiry existed are kept the default retention from when they were made.
update account_exports set expires_at = coalesce(completed_at, created_at) + interval '7 days' where status = 'ready' and expires_at is null;
