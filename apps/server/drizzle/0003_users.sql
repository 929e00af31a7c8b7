CREATE TABLE "phone_verifications" (
	"request_id" varchar(40) PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"user_id" varchar(100),
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(64),
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"auth_token_hash" varchar(64),
	"consumed_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_auth_token_hash_unique" UNIQUE("auth_token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"address_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"address_name" varchar(20) NOT NULL,
	"receiver_name" varchar(20) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"zonecode" varchar(5) NOT NULL,
	"address" varchar(200) NOT NULL,
	"address_detail" varchar(100) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"user_sys_id" integer NOT NULL,
	"blocked_user_sys_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_user_sys_id_blocked_user_sys_id_pk" PRIMARY KEY("user_sys_id","blocked_user_sys_id")
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"report_sys_id" serial PRIMARY KEY NOT NULL,
	"reporter_sys_id" integer NOT NULL,
	"target_user_sys_id" integer NOT NULL,
	"broadcast_schedule_sys_id" integer,
	"reason" varchar(16) NOT NULL,
	"detail" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_sanctions" (
	"sanction_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reason" varchar(300) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_withdrawals" (
	"withdrawal_sys_id" serial PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"user_id_hash" varchar(64) NOT NULL,
	"mobile_hash" varchar(64),
	"sns_type" smallint DEFAULT 0 NOT NULL,
	"sns_id_hash" varchar(64),
	"reason" varchar(20),
	"reason_detail" varchar(500),
	"withdrawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"user_sys_id" integer PRIMARY KEY NOT NULL,
	"coupon_present_flag" boolean DEFAULT false NOT NULL,
	"event_flag" boolean DEFAULT false NOT NULL,
	"live_broadcast_flag" boolean DEFAULT false NOT NULL,
	"order_flag" boolean DEFAULT true NOT NULL,
	"night_flag" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"night_consent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_policies" (
	"coupon_policy_sys_id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"discount_type_code" varchar(8) NOT NULL,
	"discount_amount" integer NOT NULL,
	"max_discount_amount" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"min_product_amount" integer DEFAULT 0 NOT NULL,
	"max_product_qty" integer,
	"validity_days" integer NOT NULL,
	"total_cap" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"issuance_start_date" timestamp with time zone,
	"issuance_end_date" timestamp with time zone,
	"is_use" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"user_coupon_sys_id" serial PRIMARY KEY NOT NULL,
	"coupon_policy_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_sys_id" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sns_id" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "third_party_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "event_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_app_install" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rcmd_user_sys_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rcmd_link_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "movie_auto_play" varchar(12) DEFAULT 'wifiOnly' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "movie_quality" varchar(8) DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "password_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("blocked_user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_policy_sys_id_coupon_policies_coupon_policy_sys_id_fk" FOREIGN KEY ("coupon_policy_sys_id") REFERENCES "public"."coupon_policies"("coupon_policy_sys_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_mobile_idx" ON "phone_verifications" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_sys_id");--> statement-breakpoint
CREATE INDEX "user_reports_reporter_idx" ON "user_reports" USING btree ("reporter_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "user_sanctions_user_idx" ON "user_sanctions" USING btree ("user_sys_id","created_at");--> statement-breakpoint
CREATE INDEX "user_withdrawals_user_id_idx" ON "user_withdrawals" USING btree ("user_id_hash");--> statement-breakpoint
CREATE INDEX "user_withdrawals_mobile_idx" ON "user_withdrawals" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "user_withdrawals_sns_idx" ON "user_withdrawals" USING btree ("sns_type","sns_id_hash");--> statement-breakpoint
CREATE INDEX "coupon_policies_kind_idx" ON "coupon_policies" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_policy_user_idx" ON "user_coupons" USING btree ("coupon_policy_sys_id","user_sys_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_sys_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sns_idx" ON "users" USING btree ("sns_type","sns_id");