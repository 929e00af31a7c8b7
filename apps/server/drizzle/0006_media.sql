CREATE TABLE "stream_keys" (
	"stream_key_sys_id" serial PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"broadcast_schedule_sys_id" integer NOT NULL,
	"user_sys_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"first_publish_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "stream_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_broadcast_schedule_sys_id_broadcast_schedules_broadcast_schedule_sys_id_fk" FOREIGN KEY ("broadcast_schedule_sys_id") REFERENCES "public"."broadcast_schedules"("broadcast_schedule_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_keys" ADD CONSTRAINT "stream_keys_user_sys_id_users_user_sys_id_fk" FOREIGN KEY ("user_sys_id") REFERENCES "public"."users"("user_sys_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_keys_schedule_idx" ON "stream_keys" USING btree ("broadcast_schedule_sys_id");