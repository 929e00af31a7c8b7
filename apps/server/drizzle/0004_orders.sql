CREATE TABLE "basket_items" (
	"basket_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"option_key" varchar(200) DEFAULT '' NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"basket_qty" integer NOT NULL,
	"adding_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"broadcast_schedule_sys_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" varchar(80) PRIMARY KEY NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"tid" varchar(64) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(40) NOT NULL,
	"owner" varchar(80) NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_owner_key_pk" PRIMARY KEY("scope","owner","key")
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_prdt_sys_id" serial PRIMARY KEY NOT NULL,
	"order_sys_id" integer NOT NULL,
	"parent_order_prdt_sys_id" integer,
	"prdt_sys_id" integer NOT NULL,
	"prdt_adding_product_detail_sys_id" integer,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" varchar(200) NOT NULL,
	"brand_name" varchar(80) NOT NULL,
	"square_image_url" varchar(300) NOT NULL,
	"option_text" varchar(300) DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_amount" integer NOT NULL,
	"broadcast_schedule_sys_id" integer,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_sys_id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(30) NOT NULL,
	"user_sys_id" integer,
	"guest_token_hash" varchar(64),
	"status" smallint DEFAULT 0 NOT NULL,
	"pay_method" varchar(10),
	"orderer_name" varchar(40) NOT NULL,
	"orderer_phone" varchar(20) NOT NULL,
	"orderer_email" varchar(100),
	"receiver_name" varchar(40) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"post_number" varchar(5) NOT NULL,
	"address" varchar(200) NOT NULL,
	"address_detail" varchar(200) DEFAULT '' NOT NULL,
	"delivery_memo" varchar(100) DEFAULT '' NOT NULL,
	"prdt_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"point_amount" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"add_delivery_cost" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"pay_due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"pay_sys_id" serial PRIMARY KEY NOT NULL,
	"order_sys_id" integer NOT NULL,
	"pay_method" varchar(10) NOT NULL,
	"easy_pay_provider" varchar(12),
	"amount" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"gateway" varchar(16) NOT NULL,
	"tid" varchar(64),
	"vbank" jsonb,
	"fail_reason" varchar(200),
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pg_transactions" (
	"tid" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_order_id" varchar(40) NOT NULL,
	"method" varchar(10) NOT NULL,
	"easy_pay_provider" varchar(12),
	"amount" integer NOT NULL,
	"order_name" varchar(200) NOT NULL,
	"status" varchar(24) NOT NULL,
	"return_url" varchar(300) NOT NULL,
	"vbank_code" varchar(4),
	"vbank_account" varchar(30),
	"vbank_holder" varchar(40),
	"depositor_name" varchar(40),
	"due_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"deposits" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"user_sys_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"point_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"order_sys_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_user_idx" ON "basket_items" USING btree ("user_sys_id","prdt_sys_id","option_key");--> statement-breakpoint
CREATE INDEX "order_products_order_idx" ON "order_products" USING btree ("order_sys_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_due_idx" ON "orders" USING btree ("status","pay_due_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tid_idx" ON "payments" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pg_vbank_idx" ON "sandbox_pg_transactions" USING btree ("vbank_account");--> statement-breakpoint
CREATE INDEX "point_entries_user_time_idx" ON "point_entries" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "point_entries_expiry_idx" ON "point_entries" USING btree ("expires_at");