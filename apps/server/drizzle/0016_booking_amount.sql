ALTER TABLE "bookings" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_nonnegative" CHECK ("bookings"."amount_cents" >= 0);--> statement-breakpoint
-- hand-written: existing bookings take their payment's final price (it never changes once written); a booking without a payment keeps null, as the report's former join left it out.
UPDATE "bookings" AS b SET "amount_cents" = p."final_price" FROM "payments" AS p WHERE p."booking_id" = b."id";
