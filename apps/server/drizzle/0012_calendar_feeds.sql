CREATE TABLE "calendar_conflicts" (
	"block_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_conflicts_block_id_booking_id_pk" PRIMARY KEY("block_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_exports" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"events_read" integer DEFAULT 0 NOT NULL,
	"sync_lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "room_blocks" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_block_id_room_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."room_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_conflicts" ADD CONSTRAINT "calendar_conflicts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_room_idx" ON "calendar_feeds" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_blocks_feed_idx" ON "room_blocks" USING btree ("feed_id","event_key");