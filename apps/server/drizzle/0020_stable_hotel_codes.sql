ALTER TABLE "hotels" ALTER COLUMN "hotel_code" SET DEFAULT gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "policies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "imported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "hotels_hotel_code_idx" ON "hotels" USING btree ("hotel_code");--> statement-breakpoint
-- hand-written: hotels made through the API or the admin's wizard had no HotelId, so export
-- wrote none and the import of that export refused them. Each gets a stable one now
-- (decision 030), before the check that every hotel has one.
UPDATE "hotels" SET "hotel_code" = gen_random_uuid()::text WHERE btrim("hotel_code") = '';--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_hotel_code_present" CHECK (btrim("hotels"."hotel_code") <> '');--> statement-breakpoint
-- hand-written: reviews a catalogue import brings are shown but not counted in the hotel's
-- published figures (decision 030): the file's StarRating and ReviewNumber already sum them
-- up. Reviews stored before this migration stay counted, as they were.
CREATE OR REPLACE FUNCTION "reviews_insert_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count + p.n,
        published_rating_sum = h.published_rating_sum + p.s
    FROM (SELECT hotel_id, count(*)::integer AS n, sum(rating)::integer AS s FROM changed_new
          WHERE hidden_at IS NULL AND NOT imported GROUP BY hotel_id) p
    WHERE h.id = p.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_delete_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count - p.n,
        published_rating_sum = h.published_rating_sum - p.s
    FROM (SELECT hotel_id, count(*)::integer AS n, sum(rating)::integer AS s FROM changed_old
          WHERE hidden_at IS NULL AND NOT imported GROUP BY hotel_id) p
    WHERE h.id = p.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_update_aggregate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels h
    SET published_review_count = h.published_review_count + p.n,
        published_rating_sum = h.published_rating_sum + p.s
    FROM (
      SELECT hotel_id, sum(n)::integer AS n, sum(s)::integer AS s FROM (
        SELECT hotel_id, 1 AS n, rating::integer AS s FROM changed_new
          WHERE hidden_at IS NULL AND NOT imported
        UNION ALL
        SELECT hotel_id, -1, -rating::integer FROM changed_old
          WHERE hidden_at IS NULL AND NOT imported
      ) moved GROUP BY hotel_id
    ) p
    WHERE h.id = p.hotel_id AND (p.n <> 0 OR p.s <> 0);
  RETURN NULL;
END
$$;
