-- Custom SQL migration file, put your code below! ---- Auth cache invalidation (decision 0040): a change to who a session is or what a user's subscription grants is
-- reported twice: RAISE NOTICE to the writing connection (its own process drops the entry before the statement
-- returns) and NOTIFY auth_changed to every process (delivered on commit). Payload: the user id, or '*'.
CREATE OR REPLACE FUNCTION ld_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who text;
BEGIN
  IF TG_ARGV[0] IS NULL THEN
    who := '*';
  ELSE
    who := coalesce(to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0], '*');
  END IF;
  PERFORM pg_notify('auth_changed', who);
  RAISE NOTICE USING MESSAGE = 'auth_changed:' || who;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ld_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_auth_changed_update
  AFTER UPDATE OF email, role, banned, ban_expires, two_factor_enabled, trial_end_date, subscription_tier_id ON profiles
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.banned IS DISTINCT FROM NEW.banned OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires
    OR OLD.two_factor_enabled IS DISTINCT FROM NEW.two_factor_enabled
    OR OLD.trial_end_date IS DISTINCT FROM NEW.trial_end_date
    OR OLD.subscription_tier_id IS DISTINCT FROM NEW.subscription_tier_id)
  EXECUTE FUNCTION ld_auth_changed('id');
--> statement-breakpoint
CREATE TRIGGER profiles_auth_changed_delete AFTER DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION ld_auth_changed('id');
--> statement-breakpoint
CREATE TRIGGER payments_auth_changed AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION ld_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER billing_subscriptions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON billing_subscriptions
  FOR EACH ROW EXECUTE FUNCTION ld_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER subscription_tiers_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION ld_auth_changed();
