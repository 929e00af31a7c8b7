CREATE TABLE "product_adding_product_details" (
	"prdt_adding_product_detail_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_adding_product_sys_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_adding_products" (
	"prdt_adding_product_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"prdt_image_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"url" varchar(300) NOT NULL,
	"kind" varchar(12) DEFAULT 'gallery' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_picks" (
	"user_sys_id" integer NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"picked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_picks_user_sys_id_prdt_sys_id_pk" PRIMARY KEY("user_sys_id","prdt_sys_id")
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"user_sys_id" integer NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_views_user_sys_id_prdt_sys_id_pk" PRIMARY KEY("user_sys_id","prdt_sys_id")
);
--> statement-breakpoint
CREATE TABLE "seller_notices" (
	"seller_notice_sys_id" serial PRIMARY KEY NOT NULL,
	"seller_sys_id" integer NOT NULL,
	"brand_sys_id" integer,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"content" text NOT NULL,
	"content_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_sys_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"image_url" varchar(300) NOT NULL,
	"link_url" varchar(300) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"contents_sys_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) DEFAULT 'page' NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"image_url" varchar(300),
	"chapters" jsonb NOT NULL,
	"chapters_en" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"faq_sys_id" serial PRIMARY KEY NOT NULL,
	"category_code" smallint NOT NULL,
	"question" varchar(300) NOT NULL,
	"question_en" varchar(300),
	"answer" text NOT NULL,
	"answer_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"notice_sys_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"content" text NOT NULL,
	"content_en" text,
	"is_pinned" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_products" (
	"plan_prdt_sys_id" serial PRIMARY KEY NOT NULL,
	"plan_sys_id" integer NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_sys_id" serial PRIMARY KEY NOT NULL,
	"plan_type" varchar(8) DEFAULT 'plan' NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"brief_comment" varchar(300) DEFAULT '' NOT NULL,
	"brief_comment_en" varchar(300),
	"content" text DEFAULT '' NOT NULL,
	"content_en" text,
	"banner_image_url" varchar(300) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_main" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_sys_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_chosung" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "jeju_adding_cost" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "island_adding_cost" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_type_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_chosung" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "info_notice" jsonb;--> statement-breakpoint
ALTER TABLE "product_adding_product_details" ADD CONSTRAINT "product_adding_product_details_prdt_adding_product_sys_id_product_adding_products_prdt_adding_product_sys_id_fk" FOREIGN KEY ("prdt_adding_product_sys_id") REFERENCES "public"."product_adding_products"("prdt_adding_product_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_adding_products" ADD CONSTRAINT "product_adding_products_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_picks" ADD CONSTRAINT "product_picks_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_picks" ADD CONSTRAINT "product_picks_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_notices" ADD CONSTRAINT "seller_notices_brand_sys_id_brands_brand_sys_id_fk" FOREIGN KEY ("brand_sys_id") REFERENCES "public"."brands"("brand_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_products" ADD CONSTRAINT "plan_products_plan_sys_id_plans_plan_sys_id_fk" FOREIGN KEY ("plan_sys_id") REFERENCES "public"."plans"("plan_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_products" ADD CONSTRAINT "plan_products_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_adding_details_parent_idx" ON "product_adding_product_details" USING btree ("prdt_adding_product_sys_id");--> statement-breakpoint
CREATE INDEX "product_adding_products_product_idx" ON "product_adding_products" USING btree ("prdt_sys_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("prdt_sys_id");--> statement-breakpoint
CREATE INDEX "product_picks_user_time_idx" ON "product_picks" USING btree ("user_sys_id","picked_at");--> statement-breakpoint
CREATE INDEX "product_views_user_time_idx" ON "product_views" USING btree ("user_sys_id","viewed_at");--> statement-breakpoint
CREATE INDEX "seller_notices_seller_idx" ON "seller_notices" USING btree ("seller_sys_id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "plan_products_plan_idx" ON "plan_products" USING btree ("plan_sys_id");