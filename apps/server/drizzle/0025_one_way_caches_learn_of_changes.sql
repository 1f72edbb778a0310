CREATE TABLE "cache_sources" (
	"table_name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hotel_ids" text,
	CONSTRAINT "cache_sources_kind_known" CHECK ("cache_sources"."kind" in ('content', 'availability'))
);
--> statement-breakpoint
-- hand-written from here: one way caches learn of changes (docs/architecture.md, "How caches
-- learn of changes"). Before this, three mechanisms kept answers fresh: revision triggers on
-- rooms (0002), notification triggers on four tables (0017) and in-process bumps after hotel
-- and review writes, which another process never heard. Now a table joins in one place: one
-- call of watch_for_caches in a migration, recorded in cache_sources.
-- Statement-level, as 0017: one notification per statement at most, folded per transaction,
-- delivered at commit and dropped on rollback.
CREATE FUNCTION "notify_caches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'content' THEN
    PERFORM pg_notify('hotels_changed', '');
  END IF;
  PERFORM pg_notify('inventory_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Records the table and (re)installs its triggers: the notification, and for a content table
-- with `hotel_ids` (a query over the changed rows, `changed`, answering `hotel_id`) the raise
-- of those hotels' revisions, once per statement and hotel as 0002 did for rooms. A change
-- made by another trigger (a room's Standard plan made with the room, a cascade) is left to
-- the table whose statement caused it, itself a content table: a bulk insert of rooms raises
-- each hotel once, not once per room's plan.
CREATE FUNCTION "watch_for_caches"(source text, kind text, hotel_ids text DEFAULT NULL)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raise_revision text := source || '_raise_hotel_revision';
BEGIN
  INSERT INTO "cache_sources" ("table_name", "kind", "hotel_ids") VALUES (source, kind, hotel_ids)
  ON CONFLICT ("table_name") DO UPDATE SET "kind" = excluded."kind", "hotel_ids" = excluded."hotel_ids";
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source || '_caches_hear', source);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_caches(%L)',
    source || '_caches_hear', source, kind);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source || '_insert_hotel_revision', source);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source || '_update_hotel_revision', source);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', source || '_delete_hotel_revision', source);
  IF hotel_ids IS NULL THEN
    RETURN;
  END IF;
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF pg_trigger_depth() > 1 THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        WITH changed AS (SELECT * FROM changed_new)
        UPDATE hotels SET revision = revision + 1 WHERE id IN (%2$s);
      ELSIF TG_OP = 'DELETE' THEN
        WITH changed AS (SELECT * FROM changed_old)
        UPDATE hotels SET revision = revision + 1 WHERE id IN (%2$s);
      ELSE
        WITH changed AS (SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old)
        UPDATE hotels SET revision = revision + 1 WHERE id IN (%2$s);
      END IF;
      RETURN NULL;
    END $body$
  $f$, raise_revision, hotel_ids);
  -- PostgreSQL allows transition tables only on triggers of one event: three of them.
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
    source || '_insert_hotel_revision', source, raise_revision);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
    source || '_update_hotel_revision', source, raise_revision);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old '
    'FOR EACH STATEMENT EXECUTE FUNCTION %I()',
    source || '_delete_hotel_revision', source, raise_revision);
END $$;
--> statement-breakpoint
-- The earlier mechanisms' triggers, replaced by the ones watch_for_caches installs (the same
-- trigger names for rooms' revision, so the function is replaced in place).
DROP TRIGGER "hotels_notify_inventory" ON "hotels";--> statement-breakpoint
DROP TRIGGER "rooms_notify_inventory" ON "rooms";--> statement-breakpoint
DROP TRIGGER "room_nights_notify_inventory" ON "room_nights";--> statement-breakpoint
DROP TRIGGER "holds_notify_inventory" ON "holds";--> statement-breakpoint
DROP FUNCTION "notify_inventory_changed"();--> statement-breakpoint
DROP TRIGGER "rooms_insert_hotel_revision" ON "rooms";--> statement-breakpoint
DROP TRIGGER "rooms_update_hotel_revision" ON "rooms";--> statement-breakpoint
DROP TRIGGER "rooms_delete_hotel_revision" ON "rooms";--> statement-breakpoint
DROP FUNCTION "rooms_raise_hotel_revision"();--> statement-breakpoint
-- The list. A hotel's own row raises its revision itself (0002's hotels_revision).
SELECT watch_for_caches('hotels', 'content');--> statement-breakpoint
SELECT watch_for_caches('rooms', 'content', 'SELECT hotel_id FROM changed');--> statement-breakpoint
SELECT watch_for_caches('rate_plans', 'content',
  'SELECT r.hotel_id FROM changed c JOIN rooms r ON r.id = c.room_id');--> statement-breakpoint
SELECT watch_for_caches('room_rates', 'content',
  'SELECT r.hotel_id FROM changed c JOIN rate_plans p ON p.id = c.rate_plan_id JOIN rooms r ON r.id = p.room_id');--> statement-breakpoint
SELECT watch_for_caches('reviews', 'content', 'SELECT hotel_id FROM changed');--> statement-breakpoint
SELECT watch_for_caches('room_nights', 'availability');--> statement-breakpoint
SELECT watch_for_caches('holds', 'availability');
