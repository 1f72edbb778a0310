CREATE TABLE "review_invitations" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "published_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "published_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cleanliness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "staff" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_hotel_published_idx" ON "reviews" USING btree ("hotel_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_booking" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_scores_range" CHECK (coalesce("reviews"."cleanliness", 1) between 1 and 5 and coalesce("reviews"."location", 1) between 1 and 5 and coalesce("reviews"."staff", 1) between 1 and 5 and coalesce("reviews"."value", 1) between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK (("reviews"."hidden_at" is null) or ("reviews"."hidden_reason" is not null));--> statement-breakpoint
-- hand-written: the hotel's published review count and rating sum follow every review write in
-- its own transaction (decision 024), whatever writes it (routes, seed, catalogue import).
-- Once per statement and hotel, so a bulk insert of many reviews (the seeds) updates each
-- hotel once. Only changes that move a figure touch the hotel: a reply leaves it alone.
CREATE FUNCTION "reviews_insert_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count + p.n,
        published_rating_sum = h.published_rating_sum + p.s
    FROM (SELECT hotel_id, count(*)::integer AS n, sum(rating)::integer AS s FROM changed_new
          WHERE hidden_at IS NULL GROUP BY hotel_id) p
    WHERE h.id = p.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_delete_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count - p.n,
        published_rating_sum = h.published_rating_sum - p.s
    FROM (SELECT hotel_id, count(*)::integer AS n, sum(rating)::integer AS s FROM changed_old
          WHERE hidden_at IS NULL GROUP BY hotel_id) p
    WHERE h.id = p.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_update_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count + p.n,
        published_rating_sum = h.published_rating_sum + p.s
    FROM (
      SELECT hotel_id, sum(n)::integer AS n, sum(s)::integer AS s FROM (
        SELECT hotel_id, 1 AS n, rating::integer AS s FROM changed_new WHERE hidden_at IS NULL
        UNION ALL
        SELECT hotel_id, -1, -rating::integer FROM changed_old WHERE hidden_at IS NULL
      ) moved GROUP BY hotel_id
    ) p
    WHERE h.id = p.hotel_id AND (p.n <> 0 OR p.s <> 0);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_insert_hotel_aggregate" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_insert_aggregate"();--> statement-breakpoint
CREATE TRIGGER "reviews_update_hotel_aggregate" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_update_aggregate"();--> statement-breakpoint
CREATE TRIGGER "reviews_delete_hotel_aggregate" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_delete_aggregate"();--> statement-breakpoint
-- The reviews already stored are published: start the figures from them.
UPDATE hotels h
  SET published_review_count = p.n, published_rating_sum = p.s
  FROM (SELECT hotel_id, count(*)::integer AS n, sum(rating)::integer AS s FROM reviews
        GROUP BY hotel_id) p
  WHERE h.id = p.hotel_id;
