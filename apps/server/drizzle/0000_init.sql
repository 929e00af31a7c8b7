CREATE TABLE "users" (
	"user_sys_id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(100) NOT NULL,
	"password_hash" text,
	"nick_name" varchar(40) NOT NULL,
	"name" varchar(40),
	"mobile" varchar(20),
	"birthday" date,
	"role" varchar(16) DEFAULT 'buyer' NOT NULL,
	"group_ids" varchar(100) DEFAULT '0' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"sns_type" smallint DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "users_nick_name_unique" UNIQUE("nick_name")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"session_id" varchar(36) PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32),
	"user_agent" varchar(300),
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"brand_sys_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_en" varchar(80),
	"image_url" varchar(300),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_sys_id" serial PRIMARY KEY NOT NULL,
	"parent_sys_id" integer,
	"category_level" smallint NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(60),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"prdt_option_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"option_group" varchar(60) NOT NULL,
	"option_key_name" varchar(100) NOT NULL,
	"added_price" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"prdt_sys_id" serial PRIMARY KEY NOT NULL,
	"brand_sys_id" integer NOT NULL,
	"category_sys_id" integer,
	"name" varchar(200) NOT NULL,
	"name_en" varchar(200),
	"description" text,
	"market_price" integer NOT NULL,
	"price" integer NOT NULL,
	"is_display" smallint DEFAULT 1 NOT NULL,
	"is_soldout" smallint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_price_type_code" smallint DEFAULT 1 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"free_delivery_min_amount" integer,
	"square_image_url" varchar(300) NOT NULL,
	"big_image_url" varchar(300) NOT NULL,
	"live_price" integer,
	"live_price_start_date" timestamp with time zone,
	"live_price_end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_sys_id_brands_brand_sys_id_fk" FOREIGN KEY ("brand_sys_id") REFERENCES "public"."brands"("brand_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_sys_id_categories_category_sys_id_fk" FOREIGN KEY ("category_sys_id") REFERENCES "public"."categories"("category_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_sys_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_sys_id");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("prdt_sys_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_sys_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_sys_id");