CREATE TABLE "resale_item_bottles" (
	"item_id" integer NOT NULL,
	"serial" text NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resale_item_bottles_item_id_serial_pk" PRIMARY KEY("item_id","serial")
);
--> statement-breakpoint
CREATE TABLE "resale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('R' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"seller_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	"registration" text DEFAULT 'unregistered' NOT NULL,
	"price_cents" integer NOT NULL,
	"shop_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"sold_quantity" integer DEFAULT 0 NOT NULL,
	"reserved_quantity" integer DEFAULT 0 NOT NULL,
	"ship_company" text,
	"ship_tracking_no" text,
	"shipped_at" timestamp with time zone,
	"grade" text,
	"audit_note" text,
	"audit_photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"reject_reason" text,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shelved_at" timestamp with time zone,
	"off_shelf_at" timestamp with time zone,
	"off_shelf_by" text,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_items_status" CHECK ("resale_items"."status" in ('initial', 'system_audit_passed', 'shop_audit_passed', 'on_shelf', 'off_shelf', 'rejected', 'withdrawn')),
	CONSTRAINT "resale_items_registration" CHECK ("resale_items"."registration" = case when "resale_items"."status" in ('shop_audit_passed', 'on_shelf', 'off_shelf') then 'registered' else 'unregistered' end),
	CONSTRAINT "resale_items_price" CHECK ("resale_items"."price_cents" > 0 and "resale_items"."shop_price_cents" > 0),
	CONSTRAINT "resale_items_quantities" CHECK ("resale_items"."quantity" > 0 and "resale_items"."min_quantity" between 1 and "resale_items"."quantity"
        and "resale_items"."sold_quantity" >= 0 and "resale_items"."reserved_quantity" >= 0
        and "resale_items"."sold_quantity" + "resale_items"."reserved_quantity" <= "resale_items"."quantity"),
	CONSTRAINT "resale_items_shipment" CHECK (("resale_items"."ship_company" is null) = ("resale_items"."ship_tracking_no" is null)
        and ("resale_items"."ship_company" is null) = ("resale_items"."shipped_at" is null)),
	CONSTRAINT "resale_items_graded_when_held" CHECK ("resale_items"."status" not in ('shop_audit_passed', 'on_shelf', 'off_shelf') or ("resale_items"."grade" is not null and "resale_items"."audited_by" is not null)),
	CONSTRAINT "resale_items_grade" CHECK ("resale_items"."grade" is null or "resale_items"."grade" in ('A', 'B', 'C')),
	CONSTRAINT "resale_items_rejected_with_reason" CHECK (("resale_items"."status" = 'rejected') = ("resale_items"."reject_reason" is not null)),
	CONSTRAINT "resale_items_nothing_sold_before_the_shelf" CHECK ("resale_items"."status" in ('on_shelf', 'off_shelf') or ("resale_items"."sold_quantity" = 0 and "resale_items"."reserved_quantity" = 0)),
	CONSTRAINT "resale_items_off_shelf_by" CHECK ("resale_items"."off_shelf_by" is null or "resale_items"."off_shelf_by" in ('seller', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "resale_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text DEFAULT 'ch' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "resale_notices_kind" CHECK ("resale_notices"."kind" in ('expired'))
);
--> statement-breakpoint
CREATE TABLE "resale_rules" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"band_percent" smallint NOT NULL,
	"commission_percent" smallint NOT NULL,
	"payout_days" smallint NOT NULL,
	"shelf_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "resale_rules_one_row" CHECK ("resale_rules"."id" = 1),
	CONSTRAINT "resale_rules_band" CHECK ("resale_rules"."band_percent" between 0 and 90),
	CONSTRAINT "resale_rules_commission" CHECK ("resale_rules"."commission_percent" between 0 and 50),
	CONSTRAINT "resale_rules_payout_days" CHECK ("resale_rules"."payout_days" between 0 and 60),
	CONSTRAINT "resale_rules_shelf_days" CHECK ("resale_rules"."shelf_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "resale_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"commission_percent" smallint NOT NULL,
	"commission_cents" integer NOT NULL,
	"payout_cents" integer NOT NULL,
	"payout_status" text DEFAULT 'pending' NOT NULL,
	"received_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"paid_reference" text,
	"paid_by" text,
	"payout_account_id" integer,
	"paid_to_masked" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_sales_payout_status" CHECK ("resale_sales"."payout_status" in ('pending', 'due', 'paid', 'cancelled')),
	CONSTRAINT "resale_sales_quantities" CHECK ("resale_sales"."quantity" > 0 and "resale_sales"."returned_quantity" between 0 and "resale_sales"."quantity"),
	CONSTRAINT "resale_sales_money" CHECK ("resale_sales"."unit_price_cents" > 0 and "resale_sales"."amount_cents" = ("resale_sales"."quantity" - "resale_sales"."returned_quantity") * "resale_sales"."unit_price_cents"
        and "resale_sales"."commission_cents" between 0 and "resale_sales"."amount_cents"
        and "resale_sales"."payout_cents" = "resale_sales"."amount_cents" - "resale_sales"."commission_cents"),
	CONSTRAINT "resale_sales_due_after_receipt" CHECK ("resale_sales"."payout_status" not in ('due', 'paid') or ("resale_sales"."received_at" is not null and "resale_sales"."due_at" is not null)),
	CONSTRAINT "resale_sales_paid_with_reference" CHECK (("resale_sales"."payout_status" = 'paid') = ("resale_sales"."paid_reference" is not null and "resale_sales"."paid_at" is not null and "resale_sales"."paid_by" is not null)),
	CONSTRAINT "resale_sales_cancelled" CHECK (("resale_sales"."payout_status" = 'cancelled') = ("resale_sales"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "bottles" DROP CONSTRAINT "bottles_status";--> statement-breakpoint
ALTER TABLE "resale_item_bottles" ADD CONSTRAINT "resale_item_bottles_item_id_resale_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."resale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_item_bottles" ADD CONSTRAINT "resale_item_bottles_serial_bottles_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."bottles"("serial") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_items" ADD CONSTRAINT "resale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_notices" ADD CONSTRAINT "resale_notices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_notices" ADD CONSTRAINT "resale_notices_item_id_resale_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."resale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_item_id_resale_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."resale_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_sales" ADD CONSTRAINT "resale_sales_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resale_item_bottles_one_open_item_uq" ON "resale_item_bottles" USING btree ("serial") WHERE not "resale_item_bottles"."released";--> statement-breakpoint
CREATE UNIQUE INDEX "resale_items_code_uq" ON "resale_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "resale_items_seller_idx" ON "resale_items" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "resale_items_on_shelf_idx" ON "resale_items" USING btree ("product_id","price_cents") WHERE "resale_items"."status" = 'on_shelf';--> statement-breakpoint
CREATE INDEX "resale_notices_item_idx" ON "resale_notices" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "resale_notices_unsent_idx" ON "resale_notices" USING btree ("id") WHERE "resale_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "resale_sales_item_idx" ON "resale_sales" USING btree ("item_id","id");--> statement-breakpoint
CREATE INDEX "resale_sales_seller_idx" ON "resale_sales" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "resale_sales_order_idx" ON "resale_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "resale_sales_due_idx" ON "resale_sales" USING btree ("due_at") WHERE "resale_sales"."payout_status" = 'due';--> statement-breakpoint
CREATE UNIQUE INDEX "resale_sales_line_uq" ON "resale_sales" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "bottles" ADD CONSTRAINT "bottles_status" CHECK ("bottles"."status" in ('in_stock', 'sold', 'consigned'));--> statement-breakpoint
INSERT INTO "resale_rules" ("id", "band_percent", "commission_percent", "payout_days", "shelf_days", "updated_by") VALUES (1, 30, 8, 7, 90, 'seed');
