ALTER TABLE "bookings" ADD COLUMN "rate_plan_name" text;--> statement-breakpoint
-- hand-written (decision 048): the column starts false for the rows below, then loses its
-- default, so every path that writes a booking says what was sold.
ALTER TABLE "bookings" ADD COLUMN "breakfast_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Earlier bookings take the name from their first booked night (what the guest was sold, kept
-- since migration 0022), else from their plan; breakfast from their plan, the only record of
-- it (bookings older than plans had none).
UPDATE "bookings" b SET
  "rate_plan_name" = coalesce(
    (SELECT n."rate_plan" FROM "booking_nights" n WHERE n."booking_id" = b."id" ORDER BY n."night" LIMIT 1),
    (SELECT p."name" FROM "rate_plans" p WHERE p."id" = b."rate_plan_id")
  ),
  "breakfast_included" = coalesce(
    (SELECT p."breakfast_included" FROM "rate_plans" p WHERE p."id" = b."rate_plan_id"),
    false
  );--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "breakfast_included" DROP DEFAULT;
