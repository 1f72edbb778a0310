ALTER TABLE "hotels" ALTER COLUMN "hotel_code" SET DEFAULT gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "policies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "hotels_hotel_code_idx" ON "hotels" USING btree ("hotel_code");--> statement-breakpoint
-- hand-written: hotels made through the API or the admin's wizard had no HotelId, so export
-- wrote none and the import of that export refused them. Each gets a stable one now
-- (decision 030), before the check that every hotel has one.
UPDATE "hotels" SET "hotel_code" = gen_random_uuid()::text WHERE btrim("hotel_code") = '';--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_hotel_code_present" CHECK (btrim("hotels"."hotel_code") <> '');
