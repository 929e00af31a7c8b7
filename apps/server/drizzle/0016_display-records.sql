CREATE TABLE "product_display_history" (
	"history_sys_id" serial PRIMARY KEY NOT NULL,
	"prdt_sys_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"market_price" integer NOT NULL,
	"price" integer NOT NULL,
	"live_price" integer,
	"live_price_start_date" timestamp with time zone,
	"live_price_end_date" timestamp with time zone,
	"is_display" smallint NOT NULL,
	"delivery_price_type_code" smallint NOT NULL,
	"delivery_price" integer NOT NULL,
	"free_delivery_min_amount" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_accesses" (
	"access_sys_id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(36) NOT NULL,
	"user_sys_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(300),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_accesses" ADD CONSTRAINT "session_accesses_session_id_auth_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_display_history_product_idx" ON "product_display_history" USING btree ("prdt_sys_id","recorded_at");--> statement-breakpoint
CREATE INDEX "product_display_history_recorded_idx" ON "product_display_history" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "session_accesses_session_idx" ON "session_accesses" USING btree ("session_id","at");--> statement-breakpoint
CREATE INDEX "session_accesses_at_idx" ON "session_accesses" USING btree ("at");--> statement-breakpoint
-- issue 33: every writer of products (back office, live console, seed) leaves the displayed terms in
-- product_display_history: on insert, and on an update that changes what a buyer is shown.
CREATE OR REPLACE FUNCTION product_display_record() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.name, OLD.market_price, OLD.price, OLD.live_price, OLD.live_price_start_date,
      OLD.live_price_end_date, OLD.is_display, OLD.delivery_price_type_code, OLD.delivery_price,
      OLD.free_delivery_min_amount)
    IS NOT DISTINCT FROM (NEW.name, NEW.market_price, NEW.price, NEW.live_price, NEW.live_price_start_date,
      NEW.live_price_end_date, NEW.is_display, NEW.delivery_price_type_code, NEW.delivery_price,
      NEW.free_delivery_min_amount) THEN
    RETURN NEW;
  END IF;
  INSERT INTO product_display_history (prdt_sys_id, name, market_price, price, live_price, live_price_start_date,
    live_price_end_date, is_display, delivery_price_type_code, delivery_price, free_delivery_min_amount, recorded_at)
  VALUES (NEW.prdt_sys_id, NEW.name, NEW.market_price, NEW.price, NEW.live_price, NEW.live_price_start_date,
    NEW.live_price_end_date, NEW.is_display, NEW.delivery_price_type_code, NEW.delivery_price,
    NEW.free_delivery_min_amount,
    -- the writer's clock when it stamps the row (the back office sets updated_at), else the database's
    CASE WHEN TG_OP = 'INSERT' THEN coalesce(NEW.created_at, now())
      WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- (UPDATE OF: stock, sales and view counters never fire it)
CREATE TRIGGER product_display_record AFTER INSERT OR UPDATE OF name, market_price, price, live_price,
  live_price_start_date, live_price_end_date, is_display, delivery_price_type_code, delivery_price,
  free_delivery_min_amount ON products
  FOR EACH ROW EXECUTE FUNCTION product_display_record();
--> statement-breakpoint
-- the products that exist when this runs: what they show now is the first record
INSERT INTO product_display_history (prdt_sys_id, name, market_price, price, live_price, live_price_start_date,
  live_price_end_date, is_display, delivery_price_type_code, delivery_price, free_delivery_min_amount, recorded_at)
SELECT prdt_sys_id, name, market_price, price, live_price, live_price_start_date, live_price_end_date, is_display,
  delivery_price_type_code, delivery_price, free_delivery_min_amount, now()
FROM products;
