CREATE TABLE "room_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"units" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocks_stay_order" CHECK ("room_blocks"."check_out" > "room_blocks"."check_in"),
	CONSTRAINT "room_blocks_units_positive" CHECK ("room_blocks"."units" >= 1),
	CONSTRAINT "room_blocks_source_known" CHECK ("room_blocks"."source" in ('admin', 'channel'))
);
--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "blocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_blocks_room_idx" ON "room_blocks" USING btree ("room_id","check_in","check_out");--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_blocked_not_negative" CHECK ("room_nights"."blocked" >= 0);