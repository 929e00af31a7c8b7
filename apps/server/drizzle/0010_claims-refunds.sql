CREATE TABLE "claim_delivery_pays" (
	"delivery_pay_sys_id" serial PRIMARY KEY NOT NULL,
	"claim_sys_id" integer NOT NULL,
	"order_sys_id" integer NOT NULL,
	"order_prdt_sys_id" integer NOT NULL,
	"user_sys_id" integer,
	"pay_method" varchar(10) NOT NULL,
	"easy_pay_provider" varchar(12),
	"amount" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"tid" varchar(64),
	"fail_reason" varchar(200),
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_payouts" (
	"payout_sys_id" serial PRIMARY KEY NOT NULL,
	"claim_sys_id" integer NOT NULL,
	"order_sys_id" integer NOT NULL,
	"user_sys_id" integer,
	"amount" integer NOT NULL,
	"bank_code" varchar(4) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"holder" varchar(40) NOT NULL,
	"status" varchar(10) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN "cancelled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_pg_transactions" ADD COLUMN "cancels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "return_company_code" varchar(4);--> statement-breakpoint
ALTER TABLE "claim_delivery_pays" ADD CONSTRAINT "claim_delivery_pays_claim_sys_id_claims_claim_sys_id_fk" FOREIGN KEY ("claim_sys_id") REFERENCES "public"."claims"("claim_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_delivery_pays" ADD CONSTRAINT "claim_delivery_pays_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_claim_sys_id_claims_claim_sys_id_fk" FOREIGN KEY ("claim_sys_id") REFERENCES "public"."claims"("claim_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_delivery_pays_claim_idx" ON "claim_delivery_pays" USING btree ("claim_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_delivery_pays_tid_idx" ON "claim_delivery_pays" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payouts_claim_idx" ON "refund_payouts" USING btree ("claim_sys_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_status_idx" ON "refund_payouts" USING btree ("status");