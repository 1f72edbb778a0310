ALTER TABLE "hotels" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every change of a hotel row raises its revision; the application never writes it.
CREATE FUNCTION "hotels_raise_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hotels_revision" BEFORE UPDATE ON "hotels"
  FOR EACH ROW EXECUTE FUNCTION "hotels_raise_revision"();--> statement-breakpoint
-- A room added, changed or removed changes its hotel: once per statement and hotel, so a bulk
-- insert of many rooms (the large seed) raises each hotel once.
CREATE FUNCTION "rooms_raise_hotel_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE hotels SET revision = revision + 1 WHERE id IN (SELECT hotel_id FROM changed_new);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE hotels SET revision = revision + 1 WHERE id IN (SELECT hotel_id FROM changed_old);
  ELSE
    UPDATE hotels SET revision = revision + 1
      WHERE id IN (SELECT hotel_id FROM changed_new UNION SELECT hotel_id FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rooms_insert_hotel_revision" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_raise_hotel_revision"();--> statement-breakpoint
CREATE TRIGGER "rooms_update_hotel_revision" AFTER UPDATE ON "rooms"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_raise_hotel_revision"();--> statement-breakpoint
CREATE TRIGGER "rooms_delete_hotel_revision" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_raise_hotel_revision"();
