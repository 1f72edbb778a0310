ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_known";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_nonnegative" CHECK ("bookings"."refund_cents" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('confirmed', 'capture_pending', 'cancellation_pending', 'cancelled'));