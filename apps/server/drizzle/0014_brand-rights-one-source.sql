-- issue 25 N6: brands.seller_sys_id is the one source of brand rights. A brand whose owner is no account
-- (the old demo data's 1001–1009) passes, with its seller notices, to the account the old table named for
-- it, which becomes a brand seller.
CREATE TEMP TABLE "brand_handover" AS
  SELECT DISTINCT ON (a."brand_sys_id") a."brand_sys_id", a."user_sys_id"
  FROM "brand_seller_accounts" a JOIN "brands" b ON b."brand_sys_id" = a."brand_sys_id"
  WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."user_sys_id" = b."seller_sys_id")
  ORDER BY a."brand_sys_id", a."user_sys_id";--> statement-breakpoint
UPDATE "seller_notices" SET "seller_sys_id" = h."user_sys_id" FROM "brand_handover" h
  WHERE "seller_notices"."brand_sys_id" = h."brand_sys_id";--> statement-breakpoint
UPDATE "brands" SET "seller_sys_id" = h."user_sys_id" FROM "brand_handover" h
  WHERE "brands"."brand_sys_id" = h."brand_sys_id";--> statement-breakpoint
UPDATE "users" SET "role" = 'brand'
  WHERE "role" = 'buyer' AND "user_sys_id" IN (SELECT "user_sys_id" FROM "brand_handover");--> statement-breakpoint
DROP TABLE "brand_handover";--> statement-breakpoint
DROP TABLE "brand_seller_accounts" CASCADE;
