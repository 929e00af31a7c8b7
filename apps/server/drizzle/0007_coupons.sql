CREATE TABLE "event_product_rules" (
	"plan_prdt_sys_id" integer PRIMARY KEY NOT NULL,
	"max_qty_per_user" integer,
	"min_brand_amount" integer DEFAULT 0 NOT NULL,
	"join_within_days" integer
);
--> statement-breakpoint
CREATE TABLE "event_purchase_counts" (
	"plan_prdt_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_purchase_counts_plan_prdt_sys_id_user_sys_id_pk" PRIMARY KEY("plan_prdt_sys_id","user_sys_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_policies" ADD COLUMN "apply_type_code" varchar(8) DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_policies" ADD COLUMN "prdt_sys_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_policies" ADD COLUMN "brand_sys_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_policies" ADD COLUMN "seller_sys_id" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "coupon_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "plan_prdt_sys_id" integer;--> statement-breakpoint
ALTER TABLE "event_purchase_counts" ADD CONSTRAINT "event_purchase_counts_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;