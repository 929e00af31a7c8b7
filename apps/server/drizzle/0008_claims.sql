CREATE TABLE "claims" (
	"claim_sys_id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"order_sys_id" integer NOT NULL,
	"order_prdt_sys_id" integer NOT NULL,
	"user_sys_id" integer,
	"status" varchar(10) NOT NULL,
	"from_status" smallint NOT NULL,
	"reason_code" smallint NOT NULL,
	"reason_detail" varchar(500) DEFAULT '' NOT NULL,
	"customer_fault" smallint DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"refund_account" jsonb,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_invoice" varchar(20),
	"deny_reason" varchar(300),
	"exception_reason" varchar(300),
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_points" integer DEFAULT 0 NOT NULL,
	"refund_method" varchar(10),
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_node" varchar(80),
	"last_result" jsonb,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"order_prdt_sys_id" integer PRIMARY KEY NOT NULL,
	"order_sys_id" integer NOT NULL,
	"delivery_company_code" varchar(4) NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"dispatched_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_product_history" (
	"history_sys_id" serial PRIMARY KEY NOT NULL,
	"order_sys_id" integer NOT NULL,
	"order_prdt_sys_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_user_sys_id" integer,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_prdt_sys_id_order_products_order_prdt_sys_id_fk" FOREIGN KEY ("order_prdt_sys_id") REFERENCES "public"."order_products"("order_prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_prdt_sys_id_order_products_order_prdt_sys_id_fk" FOREIGN KEY ("order_prdt_sys_id") REFERENCES "public"."order_products"("order_prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_history" ADD CONSTRAINT "order_product_history_order_sys_id_orders_order_sys_id_fk" FOREIGN KEY ("order_sys_id") REFERENCES "public"."orders"("order_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_history" ADD CONSTRAINT "order_product_history_order_prdt_sys_id_order_products_order_prdt_sys_id_fk" FOREIGN KEY ("order_prdt_sys_id") REFERENCES "public"."order_products"("order_prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_line_idx" ON "claims" USING btree ("order_prdt_sys_id");--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_deliveries_order_idx" ON "order_deliveries" USING btree ("order_sys_id");--> statement-breakpoint
CREATE INDEX "order_product_history_line_idx" ON "order_product_history" USING btree ("order_prdt_sys_id","history_sys_id");