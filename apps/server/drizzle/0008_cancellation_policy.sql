ALTER TABLE "bookings" ADD COLUMN "cancel_free_days" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_penalty" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_non_refundable" boolean;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_time_zone" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "free_cancellation_days" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "cancellation_penalty" text DEFAULT 'FirstNight' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "non_refundable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_terms_whole" CHECK (("bookings"."cancel_free_days" is null) = ("bookings"."cancel_penalty" is null) and ("bookings"."cancel_penalty" is null) = ("bookings"."cancel_non_refundable" is null) and ("bookings"."cancel_non_refundable" is null) = ("bookings"."cancel_time_zone" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_penalty_known" CHECK ("bookings"."cancel_penalty" in ('FirstNight', 'WholeStay', 'None'));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_free_cancellation_days_range" CHECK ("hotels"."free_cancellation_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_cancellation_penalty_known" CHECK ("hotels"."cancellation_penalty" in ('FirstNight', 'WholeStay', 'None'));