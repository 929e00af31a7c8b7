ALTER TABLE "products" ADD COLUMN "return_exceptions" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "return_exceptions" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escrow_delivery" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN "escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN "cash_receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN "escrow_deliveries" jsonb DEFAULT '[]'::jsonb NOT NULL;