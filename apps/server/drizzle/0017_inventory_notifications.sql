-- Every committed change to what a hotel search shows (the hotels, their rooms, the nights'
-- counters and the holds) is announced on the channel "inventory_changed", so each server
-- process can keep search answers until one of them changes (decision 028). Statement-level:
-- one notification per statement at most, and PostgreSQL folds a transaction's identical
-- notifications into one, delivered at commit and dropped on rollback. A statement that
-- changed no row notifies too: looking (transition tables) cost more than the rare extra reading.
CREATE FUNCTION "notify_inventory_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inventory_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "hotels_notify_inventory" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "rooms_notify_inventory" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "room_nights_notify_inventory" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_nights"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "holds_notify_inventory" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();
