CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"refundable" boolean NOT NULL,
	"breakfast_included" boolean DEFAULT false NOT NULL,
	"pricing" text DEFAULT 'base' NOT NULL,
	"adjustment_basis_points" integer DEFAULT 0 NOT NULL,
	"adjustment_cents" integer DEFAULT 0 NOT NULL,
	"length_of_stay_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_kind_known" CHECK ("rate_plans"."kind" in ('standard', 'non_refundable', 'custom')),
	CONSTRAINT "rate_plans_pricing_known" CHECK ("rate_plans"."pricing" in ('base', 'percent', 'amount')),
	CONSTRAINT "rate_plans_standard_prices_itself" CHECK ("rate_plans"."kind" <> 'standard' or "rate_plans"."pricing" = 'base'),
	CONSTRAINT "rate_plans_name_length" CHECK (char_length("rate_plans"."name") between 1 and 60),
	CONSTRAINT "rate_plans_percent_range" CHECK ("rate_plans"."adjustment_basis_points" between -9900 and 10000)
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"rate_plan_id" integer NOT NULL,
	"night" date NOT NULL,
	"price_cents" integer,
	"min_stay" smallint,
	"max_stay" smallint,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_rates_rate_plan_id_night_pk" PRIMARY KEY("rate_plan_id","night"),
	CONSTRAINT "room_rates_price_positive" CHECK ("room_rates"."price_cents" is null or "room_rates"."price_cents" > 0),
	CONSTRAINT "room_rates_min_stay_range" CHECK ("room_rates"."min_stay" is null or "room_rates"."min_stay" between 1 and 365),
	CONSTRAINT "room_rates_max_stay_range" CHECK ("room_rates"."max_stay" is null or "room_rates"."max_stay" between 1 and 365),
	CONSTRAINT "room_rates_min_not_above_max" CHECK ("room_rates"."min_stay" is null or "room_rates"."max_stay" is null or "room_rates"."min_stay" <= "room_rates"."max_stay")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rate_plan_id" integer;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "rate_plan_id" integer;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_one_standard_idx" ON "rate_plans" USING btree ("room_id") WHERE "rate_plans"."kind" = 'standard';--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_room_name_idx" ON "rate_plans" USING btree ("room_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (decision 045): every room type has exactly one Standard plan, made with the
-- room whatever path adds it. The room's non-refundable flag, the spec era's one plan switch,
-- now means "sold only non-refundable": its Standard plan is taken off sale and a
-- Non-refundable plan (at Standard's price until the admin sets a percent) is put on sale.
-- Turning the flag off puts Standard back on sale and leaves the Non-refundable plan as it is.
CREATE FUNCTION "rooms_rate_plans_follow_room"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "rate_plans" ("room_id", "kind", "name", "refundable", "on_sale", "position")
    VALUES (NEW."id", 'standard', 'Standard', true, NOT NEW."non_refundable", 0);
  ELSE
    UPDATE "rate_plans" SET "on_sale" = NOT NEW."non_refundable"
    WHERE "room_id" = NEW."id" AND "kind" = 'standard';
  END IF;
  IF NEW."non_refundable" THEN
    INSERT INTO "rate_plans" ("room_id", "kind", "name", "refundable", "pricing", "on_sale", "position")
    VALUES (NEW."id", 'non_refundable', 'Non-refundable', false, 'percent', true, 1)
    ON CONFLICT ("room_id", (lower("name"))) DO UPDATE SET "on_sale" = true;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_standard_rate_plan" AFTER INSERT OR UPDATE OF "non_refundable" ON "rooms"
FOR EACH ROW EXECUTE FUNCTION "rooms_rate_plans_follow_room"();
--> statement-breakpoint
INSERT INTO "rate_plans" ("room_id", "kind", "name", "refundable", "on_sale", "position")
SELECT "id", 'standard', 'Standard', true, NOT "non_refundable", 0 FROM "rooms";
--> statement-breakpoint
INSERT INTO "rate_plans" ("room_id", "kind", "name", "refundable", "pricing", "on_sale", "position")
SELECT "id", 'non_refundable', 'Non-refundable', false, 'percent', true, 1 FROM "rooms" WHERE "non_refundable";
--> statement-breakpoint
-- Stays held or booked before plans were held under the one plan of the time: Standard, or the
-- Non-refundable plan that the room's flag now is.
UPDATE "holds" h SET "rate_plan_id" = p."id" FROM "rooms" r, "rate_plans" p
WHERE r."id" = h."room_id" AND p."room_id" = r."id"
  AND p."kind" = CASE WHEN r."non_refundable" THEN 'non_refundable' ELSE 'standard' END;
