CREATE TABLE "accounts_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_version_one_row" CHECK ("accounts_version"."one")
);--> statement-breakpoint
-- hand-written from here: the accounts version (decision 041). A committed change that can end
-- a session's rights moves it in its own transaction, so a process that reads the version
-- after a logout committed elsewhere sees it moved and checks the session again, where
-- migration 0018's notification could arrive after the next request (decision 029).
INSERT INTO "accounts_version" DEFAULT VALUES;--> statement-breakpoint
-- Deferred to the commit and counted once per transaction: the row is locked only for the end
-- of the transaction, after every other lock it takes (no deadlock through it), and a
-- statement that changed no row moves nothing. The guard is a setting local to the
-- transaction.
-- The notification is for PGlite, which delivers it to its one process before the writer's
-- answer; a PostgreSQL process reads the version instead (a notification could come late).
CREATE FUNCTION "count_accounts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('staylane.accounts_counted', true), '') <> 'yes' THEN
    UPDATE "accounts_version" SET "version" = "version" + 1;
    PERFORM set_config('staylane.accounts_counted', 'yes', true);
    PERFORM pg_notify('accounts_changed', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "sessions_notify_accounts" ON "sessions";--> statement-breakpoint
DROP TRIGGER "users_notify_accounts" ON "users";--> statement-breakpoint
DROP FUNCTION "notify_accounts_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_count_accounts_change" AFTER UPDATE OF "revoked_at", "expires_at", "user_id", "id" OR DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_accounts_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_count_accounts_change" AFTER UPDATE OF "role", "id" OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_accounts_change"();--> statement-breakpoint
-- A truncate has no rows to defer with: counted at once.
CREATE TRIGGER "sessions_truncate_count_accounts_change" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_accounts_change"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_count_accounts_change" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_accounts_change"();
