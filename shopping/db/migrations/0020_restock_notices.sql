CREATE TABLE "restock_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_subscriptions_lang" CHECK ("restock_subscriptions"."lang" in ('ch', 'tc', 'en'))
);
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_receipts_quantity_positive" CHECK ("stock_receipts"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_subscriptions_waiting_uq" ON "restock_subscriptions" USING btree ("user_id","product_id") WHERE "restock_subscriptions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "restock_subscriptions_waiting_product_idx" ON "restock_subscriptions" USING btree ("product_id") WHERE "restock_subscriptions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_receipts_product_idx" ON "stock_receipts" USING btree ("product_id","created_at");