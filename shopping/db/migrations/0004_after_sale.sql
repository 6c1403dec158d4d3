CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"order_status_before" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"points" integer NOT NULL,
	"return_company" text,
	"return_tracking_no" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "after_sales_kind" CHECK ("after_sales"."kind" in ('refund', 'return')),
	CONSTRAINT "after_sales_status" CHECK ("after_sales"."status" in ('requested', 'approved', 'goods_sent', 'refunding', 'succeeded', 'rejected')),
	CONSTRAINT "after_sales_amounts" CHECK ("after_sales"."amount_cents" >= 0 and "after_sales"."points" >= 0 and ("after_sales"."amount_cents" > 0 or "after_sales"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "logistics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"text" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logistics_events_direction" CHECK ("logistics_events"."direction" in ('outbound', 'return')),
	CONSTRAINT "logistics_events_text" CHECK (length(trim("logistics_events"."text")) between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_refund_no" text NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"after_sale_id" integer,
	"gateway" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_no" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('after_sale', 'paid_after_close'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_length" CHECK (length(trim("reviews"."content")) between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"out_refund_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"notify_url" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"success_at" timestamp with time zone,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_no_sandbox_trades_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_trades"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_uq" ON "after_sales" USING btree ("order_id") WHERE "after_sales"."status" not in ('succeeded', 'rejected');--> statement-breakpoint
CREATE INDEX "after_sales_status_idx" ON "after_sales" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "logistics_events_order_idx" ON "logistics_events" USING btree ("order_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_out_refund_no_uq" ON "refunds" USING btree ("out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_after_sale_uq" ON "refunds" USING btree ("after_sale_id") WHERE "refunds"."after_sale_id" is not null and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_paid_after_close_uq" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'paid_after_close' and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_uq" ON "reviews" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_out_refund_no_uq" ON "sandbox_refunds" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unreceived_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'pending_receipt';