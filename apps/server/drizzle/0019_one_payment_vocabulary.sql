-- hand-written (decision 034): the payment's columns named for what they hold; the spec's names
-- (CardSecondName, BasePrice…) stay on the wire only, mapped in booking-wire.ts.
ALTER TABLE "payments" RENAME COLUMN "card_second_name" TO "card_brand";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "base_price" TO "base_cents";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "discount" TO "discount_cents";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "tax" TO "tax_cents";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "final_price" TO "final_cents";--> statement-breakpoint
-- One status vocabulary for payments and payment_intents: the spec's words become ours.
UPDATE "payments" SET "status" = CASE "status"
  WHEN 'Pending' THEN 'authorized'
  WHEN 'Successful' THEN 'captured'
  WHEN 'Voided' THEN 'voided'
  WHEN 'Refunded' THEN 'refunded'
  ELSE "status" END;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'captured';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('authorized', 'captured', 'voided', 'refunded', 'failed'));--> statement-breakpoint
-- The provider's id of a cancellation's refund. The sandbox's refunds get theirs now; a refund
-- it already paid (its key is refund:{booking id}) gives its id to that booking's payment.
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "id" text DEFAULT 're_sandbox_' || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
UPDATE "payments" AS p SET "refund_id" = r."id" FROM "sandbox_refunds" AS r
  WHERE r."idempotency_key" = 'refund:' || p."booking_id" AND p."status" = 'refunded';
