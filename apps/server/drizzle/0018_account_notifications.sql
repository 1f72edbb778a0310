-- Every committed change that can end a signed-in session's rights is announced on the channel
-- "accounts_changed", so each server process can remember the sessions it has checked until
-- one of them changes (decision 029): a session revoked, expired early or deleted, an account's
-- role changed or the account deleted. `UPDATE OF` fires only for statements that set those
-- columns: the once-a-minute touch of last_used_at and a profile edit stay silent.
CREATE FUNCTION "notify_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('accounts_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_accounts" AFTER UPDATE OF "revoked_at", "expires_at", "user_id", "id" OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify_accounts" AFTER UPDATE OF "role", "id" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_accounts_changed"();
