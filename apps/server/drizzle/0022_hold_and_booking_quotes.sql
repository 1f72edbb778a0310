CREATE TABLE "booking_nights" (
	"booking_id" integer NOT NULL,
	"night" date NOT NULL,
	"rate_plan" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "booking_nights_booking_id_night_pk" PRIMARY KEY("booking_id","night"),
	CONSTRAINT "booking_nights_price_nonnegative" CHECK ("booking_nights"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "booking_nights" ADD CONSTRAINT "booking_nights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: bookings made before their nights were kept (decision 044) were priced at one
-- nightly price for every night, so base = price × nights and each night's price is base /
-- nights exactly; they get their lines under the one plan of the time, Standard. A booking
-- whose base does not divide (none is written so) keeps none: its refund counts nights alike.
INSERT INTO "booking_nights" ("booking_id", "night", "rate_plan", "price_cents")
SELECT b."id", n."night"::date, 'Standard', p."base_cents" / (b."check_out" - b."check_in")
FROM "bookings" b
JOIN "payments" p ON p."booking_id" = b."id"
CROSS JOIN LATERAL generate_series(b."check_in"::timestamp, b."check_out"::timestamp - interval '1 day', interval '1 day') AS n("night")
WHERE p."base_cents" % (b."check_out" - b."check_in") = 0;
