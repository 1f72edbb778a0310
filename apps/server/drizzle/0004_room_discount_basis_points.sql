ALTER TABLE "rooms" RENAME COLUMN "discount_percent" TO "discount_basis_points";--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_discount_range";--> statement-breakpoint
-- hand-written: the whole percents already stored become basis points (10 % → 1000).
UPDATE "rooms" SET "discount_basis_points" = "discount_basis_points" * 100;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_discount_range" CHECK ("rooms"."discount_basis_points" between 0 and 10000);
