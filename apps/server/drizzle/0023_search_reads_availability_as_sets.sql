-- Search reads availability as sets (decision 042): the few sold-out nights of a stay by one
-- range scan, the live holds by expiry, and the hotels and rooms a search looks at from narrow
-- indexes. Indexes only: no write path changes, PostgreSQL keeps them in the same transactions.
CREATE INDEX "holds_live_idx" ON "holds" USING btree ("expires_at") WHERE "holds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "hotels_search_scan_idx" ON "hotels" USING btree ("id","revision","popularity","trending","date_added","search_key","time_zone");--> statement-breakpoint
CREATE INDEX "room_nights_sold_out_idx" ON "room_nights" USING btree ("night","room_id") WHERE "room_nights"."booked" + "room_nights"."blocked" >= "room_nights"."units";--> statement-breakpoint
CREATE INDEX "rooms_search_idx" ON "rooms" USING btree ("hotel_id","max_guests","id") WHERE "rooms"."available" and "rooms"."units" > 0;