CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "stay_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "holds_user_idx" ON "holds" USING btree ("user_id","room_id","check_in","check_out");--> statement-breakpoint
-- hand-written: holds made before this column began their stay when they were made.
UPDATE "holds" SET "stay_started_at" = "created_at";
