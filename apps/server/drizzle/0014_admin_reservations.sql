ALTER TABLE "mail_outbox" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_stay_idx" ON "bookings" USING btree ("check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_search_idx" ON "bookings" USING gin (to_tsvector('simple'::regconfig, "guest_name" || ' ' || "guest_email" || ' ' || "hotel_name"));--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_idx" ON "mail_outbox" USING btree ("booking_id");--> statement-breakpoint
-- hand-written: booking mails recorded before mail_outbox.booking_id existed name their booking only in the subject ("… (booking 12)"); link them so older bookings' details list their mails too.
UPDATE "mail_outbox" AS m SET "booking_id" = b."id" FROM "bookings" AS b WHERE m."booking_id" IS NULL AND m."kind" IN ('booking-confirmation', 'booking-cancellation') AND m."subject" ~ '\(booking [0-9]{1,9}\)$' AND b."id" = substring(m."subject" from '\(booking ([0-9]{1,9})\)$')::integer;
