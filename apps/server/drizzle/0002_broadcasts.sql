CREATE TABLE "broadcast_alarm_histories" (
	"alarm_history_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"broadcast_schedule_sys_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_alarms" (
	"user_sys_id" integer NOT NULL,
	"broadcast_schedule_sys_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcast_products" (
	"broadcast_product_sys_id" serial PRIMARY KEY NOT NULL,
	"broadcast_sys_id" integer NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_schedules" (
	"broadcast_schedule_sys_id" serial PRIMARY KEY NOT NULL,
	"broadcast_sys_id" integer NOT NULL,
	"start_date" varchar(10) NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"live_flag" smallint DEFAULT 0 NOT NULL,
	"live_start_date" timestamp with time zone,
	"highlight_url" varchar(300),
	"live_url" varchar(300),
	"hls_url" varchar(300),
	"direct_url" varchar(300),
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"like_cnt" integer DEFAULT 0 NOT NULL,
	"chat_seq" bigint DEFAULT 0 NOT NULL,
	"noti" text,
	"fix_prdt_sys_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"broadcast_sys_id" serial PRIMARY KEY NOT NULL,
	"brand_sys_id" integer NOT NULL,
	"host_user_sys_id" integer,
	"broadcast_type" smallint DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200),
	"brief_comment" text DEFAULT '' NOT NULL,
	"brief_comment_en" text,
	"share_title" varchar(200),
	"share_text" text,
	"share_thumnail_url" varchar(300),
	"thumnail_live_url" varchar(300),
	"is_rec_chat" smallint DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_black_list" (
	"black_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"broadcast_schedule_sys_id" integer,
	"black_type" smallint NOT NULL,
	"by_user_sys_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"broadcast_schedule_sys_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"msg_type" smallint NOT NULL,
	"msg" text NOT NULL,
	"user_sys_id" integer,
	"nick_name" varchar(40) NOT NULL,
	"user_id" varchar(40) NOT NULL,
	"permission" smallint NOT NULL,
	"content" text,
	"answer" text,
	"prdt_sys_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_alarm_histories" ADD CONSTRAINT "broadcast_alarm_histories_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_alarm_histories" ADD CONSTRAINT "broadcast_alarm_histories_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_alarms" ADD CONSTRAINT "broadcast_alarms_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_alarms" ADD CONSTRAINT "broadcast_alarms_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_products" ADD CONSTRAINT "broadcast_products_broadcast_sys_id_broadcasts_broadcast_sys_id_fk" FOREIGN KEY ("broadcast_sys_id") REFERENCES "public"."broadcasts"("broadcast_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_products" ADD CONSTRAINT "broadcast_products_prdt_sys_id_products_prdt_sys_id_fk" FOREIGN KEY ("prdt_sys_id") REFERENCES "public"."products"("prdt_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_schedules" ADD CONSTRAINT "broadcast_schedules_broadcast_sys_id_broadcasts_broadcast_sys_id_fk" FOREIGN KEY ("broadcast_sys_id") REFERENCES "public"."broadcasts"("broadcast_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_brand_sys_id_brands_brand_sys_id_fk" FOREIGN KEY ("brand_sys_id") REFERENCES "public"."brands"("brand_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_host_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("host_user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_black_list" ADD CONSTRAINT "chat_black_list_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_black_list" ADD CONSTRAINT "chat_black_list_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_alarm_histories_unique" ON "broadcast_alarm_histories" USING btree ("user_sys_id","broadcast_schedule_sys_id");--> statement-breakpoint
CREATE INDEX "broadcast_alarm_histories_user_idx" ON "broadcast_alarm_histories" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_alarms_pk" ON "broadcast_alarms" USING btree ("user_sys_id","broadcast_schedule_sys_id");--> statement-breakpoint
CREATE INDEX "broadcast_alarms_schedule_idx" ON "broadcast_alarms" USING btree ("broadcast_schedule_sys_id");--> statement-breakpoint
CREATE INDEX "broadcast_products_broadcast_idx" ON "broadcast_products" USING btree ("broadcast_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_products_unique" ON "broadcast_products" USING btree ("broadcast_sys_id","prdt_sys_id");--> statement-breakpoint
CREATE INDEX "broadcast_schedules_date_idx" ON "broadcast_schedules" USING btree ("start_date","start_time");--> statement-breakpoint
CREATE INDEX "broadcast_schedules_broadcast_idx" ON "broadcast_schedules" USING btree ("broadcast_sys_id");--> statement-breakpoint
CREATE INDEX "broadcasts_brand_idx" ON "broadcasts" USING btree ("brand_sys_id");--> statement-breakpoint
CREATE INDEX "chat_black_list_user_idx" ON "chat_black_list" USING btree ("user_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_room_seq" ON "chat_messages" USING btree ("broadcast_schedule_sys_id","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_room_time" ON "chat_messages" USING btree ("broadcast_schedule_sys_id","created_at");