-- issue 33, data: alcohol products stored before keep alcohol_kind NULL, so they are neither shown nor ordered
-- online until the operator sets a 전통주 kind. Refund account numbers stored in plain text are sealed
-- (AES-256-GCM) by the server at start (sealPlainRefundAccounts): the key is a setting, not in the database.
CREATE TABLE "identity_verifications" (
	"request_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_sys_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_identity_results" (
	"request_id" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"birthday" date NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_payouts" ALTER COLUMN "account_number" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_provider" varchar(20);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "alcohol_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "staff_access_logs" ADD COLUMN "reason" varchar(200);--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_sys_id","created_at");