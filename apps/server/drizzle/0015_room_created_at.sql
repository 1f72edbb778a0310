ALTER TABLE "rooms" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written: rooms that existed before this column count as added with their hotel (its date_added), not on the day of the migration, so past occupancy reports keep their units.
UPDATE "rooms" SET "created_at" = "hotels"."date_added" FROM "hotels" WHERE "hotels"."id" = "rooms"."hotel_id";
