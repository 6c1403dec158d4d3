CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"spu_name" text NOT NULL,
	"spu_name_tc" text NOT NULL,
	"spu_name_en" text NOT NULL,
	"vintage" integer,
	"capacity_ml" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"market_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"original_cents" integer NOT NULL,
	"goods_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"freight_cents" integer NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"buyer_message" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"source" text NOT NULL,
	"pay_method" text,
	"logistics_company" text,
	"logistics_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_cents" >= 0 and "orders"."goods_cents" >= 0 and "orders"."freight_cents" >= 0 and "orders"."points_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_key" text NOT NULL,
	"out_trade_no" text,
	"result" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"code_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"before" integer NOT NULL,
	"change" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_balance" CHECK ("points_ledger"."after" >= 0 and "points_ledger"."after" = "points_ledger"."before" + "points_ledger"."change")
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"merchant" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"notify_url" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_before") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_uq" ON "payment_notifications" USING btree ("gateway","event_key") WHERE "payment_notifications"."result" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trades_out_trade_no_uq" ON "sandbox_trades" USING btree ("out_trade_no");