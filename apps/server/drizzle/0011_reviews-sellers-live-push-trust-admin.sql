CREATE TABLE "brand_seller_accounts" (
	"user_sys_id" integer NOT NULL,
	"brand_sys_id" integer NOT NULL,
	CONSTRAINT "brand_seller_accounts_user_sys_id_brand_sys_id_pk" PRIMARY KEY("user_sys_id","brand_sys_id")
);
--> statement-breakpoint
CREATE TABLE "member_uploads" (
	"upload_sys_id" serial PRIMARY KEY NOT NULL,
	"upload_key" varchar(40) NOT NULL,
	"user_sys_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"usage" varchar(10) NOT NULL,
	"url" varchar(300),
	"poster_url" varchar(300),
	"width" integer,
	"height" integer,
	"duration_sec" real,
	"bytes" integer,
	"status" varchar(12) NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_earnings" (
	"earning_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"source_id" integer NOT NULL,
	"order_sys_id" integer,
	"order_prdt_sys_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"taken_back_at" timestamp with time zone,
	"taken_back_amount" integer
);
--> statement-breakpoint
CREATE TABLE "product_review_stats" (
	"prdt_sys_id" integer PRIMARY KEY NOT NULL,
	"review_cnt" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"prdt_review_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"order_sys_id" integer NOT NULL,
	"order_prdt_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"one_line" varchar(100),
	"content" text NOT NULL,
	"option_text" varchar(300) DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_key" varchar(40),
	"state" varchar(10) DEFAULT 'visible' NOT NULL,
	"deleted_by" varchar(10),
	"moderation_reason" varchar(500),
	"report_state" varchar(10) DEFAULT 'none' NOT NULL,
	"report_cnt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"question_sys_id" serial PRIMARY KEY NOT NULL,
	"cors_num" varchar(24),
	"kind" varchar(12) NOT NULL,
	"user_sys_id" integer,
	"prdt_sys_id" integer,
	"brand_sys_id" integer,
	"order_sys_id" integer,
	"order_prdt_sys_id" integer,
	"broadcast_schedule_sys_id" integer,
	"question_type_code" smallint DEFAULT 0 NOT NULL,
	"category_code" smallint,
	"title" varchar(100),
	"content" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" varchar(50),
	"contact" varchar(100),
	"state" varchar(10) DEFAULT 'waiting' NOT NULL,
	"answer" text,
	"answer_by" varchar(8),
	"answerer_user_sys_id" integer,
	"answered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"report_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_review_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"reason_code" smallint NOT NULL,
	"reason_text" varchar(300),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"log_sys_id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"level" varchar(8) NOT NULL,
	"message" text NOT NULL,
	"page" varchar(300),
	"user_agent" varchar(300),
	"web_version" varchar(20),
	"user_sys_id" integer
);
--> statement-breakpoint
CREATE TABLE "member_alerts" (
	"alert_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"dedupe_key" varchar(80) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" varchar(300) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"push_state" varchar(10) DEFAULT 'pending' NOT NULL,
	"push_claimed_by" varchar(80),
	"push_claimed_at" timestamp with time zone,
	"push_done_at" timestamp with time zone,
	"push_devices" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_campaigns" (
	"campaign_sys_id" serial PRIMARY KEY NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" varchar(200) NOT NULL,
	"url" varchar(300) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"subscription_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"platform" varchar(4) NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(200),
	"auth" varchar(100),
	"lang" varchar(5) DEFAULT 'ko' NOT NULL,
	"session_id" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"target" varchar(1000) NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_click_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketing_consent_history" (
	"consent_history_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"agreed" boolean NOT NULL,
	"source" varchar(12) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"user_sys_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"agreed" boolean NOT NULL,
	"agreed_at" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_consents_user_sys_id_channel_pk" PRIMARY KEY("user_sys_id","channel")
);
--> statement-breakpoint
CREATE TABLE "member_notices" (
	"member_notice_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dormant_members" (
	"user_sys_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"dormant_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_access_logs" (
	"log_sys_id" serial PRIMARY KEY NOT NULL,
	"staff_user_sys_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"route" varchar(200) NOT NULL,
	"path" varchar(500) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_sallies" (
	"broadcast_sally_sys_id" serial PRIMARY KEY NOT NULL,
	"broadcast_schedule_sys_id" integer NOT NULL,
	"sally_sys_id" integer NOT NULL,
	"contract_sys_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_viewer_samples" (
	"broadcast_schedule_sys_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sallies" (
	"sally_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"sally_name" varchar(20) NOT NULL,
	"terms_agreed_at" timestamp with time zone NOT NULL,
	"guardian_agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sally_contracts" (
	"contract_sys_id" serial PRIMARY KEY NOT NULL,
	"sally_sys_id" integer NOT NULL,
	"brand_sys_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"last_actor" varchar(10) DEFAULT 'sellover' NOT NULL,
	"last_actor_user_sys_id" integer
);
--> statement-breakpoint
CREATE TABLE "live_console_actions" (
	"live_console_action_sys_id" serial PRIMARY KEY NOT NULL,
	"room" integer NOT NULL,
	"actor_user_sys_id" integer NOT NULL,
	"actor_role" varchar(12) NOT NULL,
	"action" varchar(16) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_coupons" (
	"live_coupon_sys_id" serial PRIMARY KEY NOT NULL,
	"room" integer NOT NULL,
	"coupon_policy_sys_id" integer NOT NULL,
	"cap" integer NOT NULL,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_game_choices" (
	"game_sys_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"choice" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"won" integer,
	CONSTRAINT "live_game_choices_game_sys_id_round_user_sys_id_pk" PRIMARY KEY("game_sys_id","round","user_sys_id")
);
--> statement-breakpoint
CREATE TABLE "live_game_players" (
	"game_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"nick_name" varchar(60) NOT NULL,
	"out_round" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_game_players_game_sys_id_user_sys_id_pk" PRIMARY KEY("game_sys_id","user_sys_id")
);
--> statement-breakpoint
CREATE TABLE "live_games" (
	"game_sys_id" serial PRIMARY KEY NOT NULL,
	"room" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"last_round" integer NOT NULL,
	"limit_join_cnt" integer NOT NULL,
	"cur_join_cnt" integer DEFAULT 0 NOT NULL,
	"host_choice" integer,
	"phase_ends_at" timestamp with time zone,
	"prize" jsonb NOT NULL,
	"prize_name" varchar(120) NOT NULL,
	"winner_user_sys_id" integer,
	"winner_nick" varchar(60),
	"prize_granted_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"audit_sys_id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_sys_id" integer NOT NULL,
	"actor_role" varchar(16) NOT NULL,
	"action" varchar(60) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(300) NOT NULL,
	"target_type" varchar(40),
	"target_id" varchar(60),
	"before" jsonb,
	"after" jsonb,
	"result_code" varchar(8) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "kind" varchar(12) DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_withdrawals" ADD COLUMN "rejoin_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_company_name" varchar(100);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_representative" varchar(40);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_address" varchar(200);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_email" varchar(100);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_biz_reg_no" varchar(12);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seller_mail_order_no" varchar(40);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_alcohol" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_schedules" ADD COLUMN "noti_en" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "share_title_en" varchar(200);--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "share_text_en" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "holder" varchar(120);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "is_alcohol" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "age14_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adult_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "escrow" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "broadcast_schedule_sys_id" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "exception_code" smallint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_seller_accounts" ADD CONSTRAINT "brand_seller_accounts_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_uploads" ADD CONSTRAINT "member_uploads_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earnings" ADD CONSTRAINT "point_earnings_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_prdt_review_sys_id_product_reviews_prdt_review_sys_id_fk" FOREIGN KEY ("prdt_review_sys_id") REFERENCES "public"."product_reviews"("prdt_review_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_alerts" ADD CONSTRAINT "member_alerts_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consent_history" ADD CONSTRAINT "marketing_consent_history_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sallies" ADD CONSTRAINT "broadcast_sallies_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sallies" ADD CONSTRAINT "broadcast_sallies_sally_sys_id_sallies_sally_sys_id_fk" FOREIGN KEY ("sally_sys_id") REFERENCES "public"."sallies"("sally_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_sallies" ADD CONSTRAINT "broadcast_sallies_contract_sys_id_sally_contracts_contract_sys_id_fk" FOREIGN KEY ("contract_sys_id") REFERENCES "public"."sally_contracts"("contract_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_viewer_samples" ADD CONSTRAINT "broadcast_viewer_samples_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sallies" ADD CONSTRAINT "sallies_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sally_contracts" ADD CONSTRAINT "sally_contracts_sally_sys_id_sallies_sally_sys_id_fk" FOREIGN KEY ("sally_sys_id") REFERENCES "public"."sallies"("sally_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sally_contracts" ADD CONSTRAINT "sally_contracts_brand_sys_id_brands_brand_sys_id_fk" FOREIGN KEY ("brand_sys_id") REFERENCES "public"."brands"("brand_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_coupons" ADD CONSTRAINT "live_coupons_coupon_policy_sys_id_coupon_policies_coupon_policy_sys_id_fk" FOREIGN KEY ("coupon_policy_sys_id") REFERENCES "public"."coupon_policies"("coupon_policy_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_game_players" ADD CONSTRAINT "live_game_players_game_sys_id_live_games_game_sys_id_fk" FOREIGN KEY ("game_sys_id") REFERENCES "public"."live_games"("game_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_uploads_key_unique" ON "member_uploads" USING btree ("upload_key");--> statement-breakpoint
CREATE UNIQUE INDEX "member_uploads_token_unique" ON "member_uploads" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_uploads_user_idx" ON "member_uploads" USING btree ("user_sys_id","kind");--> statement-breakpoint
CREATE INDEX "member_uploads_url_idx" ON "member_uploads" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "point_earnings_source_unique" ON "point_earnings" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "point_earnings_line_idx" ON "point_earnings" USING btree ("order_prdt_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_line_unique" ON "product_reviews" USING btree ("order_prdt_sys_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("prdt_sys_id","state","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_score_idx" ON "product_reviews" USING btree ("prdt_sys_id","state","score","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_report_idx" ON "product_reviews" USING btree ("report_state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_cors_num_unique" ON "questions" USING btree ("cors_num");--> statement-breakpoint
CREATE INDEX "questions_product_idx" ON "questions" USING btree ("prdt_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_user_idx" ON "questions" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_state_idx" ON "questions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "questions_brand_idx" ON "questions" USING btree ("brand_sys_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_unique" ON "review_reports" USING btree ("prdt_review_sys_id","user_sys_id");--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_alerts_dedupe" ON "member_alerts" USING btree ("user_sys_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "member_alerts_user_idx" ON "member_alerts" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "member_alerts_push_idx" ON "member_alerts" USING btree ("push_state","alert_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_sys_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_target" ON "short_links" USING btree ("target");--> statement-breakpoint
CREATE INDEX "marketing_consent_history_user_idx" ON "marketing_consent_history" USING btree ("user_sys_id","at");--> statement-breakpoint
CREATE INDEX "marketing_consents_confirmed_idx" ON "marketing_consents" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "member_notices_user_idx" ON "member_notices" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_access_logs_created_idx" ON "staff_access_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_sallies_schedule_idx" ON "broadcast_sallies" USING btree ("broadcast_schedule_sys_id");--> statement-breakpoint
CREATE INDEX "broadcast_sallies_sally_idx" ON "broadcast_sallies" USING btree ("sally_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_viewer_samples_pk" ON "broadcast_viewer_samples" USING btree ("broadcast_schedule_sys_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sallies_user_idx" ON "sallies" USING btree ("user_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sallies_name_idx" ON "sallies" USING btree ("sally_name");--> statement-breakpoint
CREATE INDEX "sally_contracts_sally_idx" ON "sally_contracts" USING btree ("sally_sys_id");--> statement-breakpoint
CREATE INDEX "sally_contracts_brand_idx" ON "sally_contracts" USING btree ("brand_sys_id","status");--> statement-breakpoint
CREATE INDEX "live_console_actions_room_idx" ON "live_console_actions" USING btree ("room","created_at");--> statement-breakpoint
CREATE INDEX "live_coupons_room_idx" ON "live_coupons" USING btree ("room","ends_at");--> statement-breakpoint
CREATE INDEX "live_games_room_idx" ON "live_games" USING btree ("room");--> statement-breakpoint
CREATE INDEX "live_games_due_idx" ON "live_games" USING btree ("status","phase_ends_at");--> statement-breakpoint
CREATE INDEX "admin_audit_time_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit_log" USING btree ("actor_user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "orders_broadcast_schedule_idx" ON "orders" USING btree ("broadcast_schedule_sys_id");