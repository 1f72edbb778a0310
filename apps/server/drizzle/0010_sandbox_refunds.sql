CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("payment_intent_id");