ALTER TABLE "orders" ADD COLUMN "seller_provision_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_provision_to" jsonb;