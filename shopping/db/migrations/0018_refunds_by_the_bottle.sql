CREATE TABLE "after_sale_lines" (
	"after_sale_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "after_sale_lines_after_sale_id_order_line_id_pk" PRIMARY KEY("after_sale_id","order_line_id"),
	CONSTRAINT "after_sale_lines_quantity" CHECK ("after_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sales" DROP CONSTRAINT "after_sales_reason_code";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_freight_shop_reasons" text[] DEFAULT '{damaged,leaking,wrongItem,quality}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "return_freight_payer" text;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_lines_line_idx" ON "after_sale_lines" USING btree ("order_line_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_quantity" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents" and "orders"."refunded_points" between 0 and "orders"."points_used");--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_return_freight_payer" CHECK ("after_sales"."return_freight_payer" is null or ("after_sales"."kind" = 'return' and "after_sales"."return_freight_payer" in ('shop', 'buyer')));--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_reason_code" CHECK ("after_sales"."reason_code" in ('changedMind', 'orderedByMistake', 'wrongItem', 'damaged', 'leaking', 'quality', 'notAsDescribed', 'lateDelivery', 'other'));--> statement-breakpoint
-- Requests made before this migration were on whole orders (decision 033): each took back every
-- bottle of its order, and a settled one gave back its money, points and bottles.
INSERT INTO "after_sale_lines" ("after_sale_id", "order_line_id", "quantity")
SELECT a."id", l."id", l."quantity" FROM "after_sales" a JOIN "order_lines" l ON l."order_id" = a."order_id";
--> statement-breakpoint
UPDATE "order_lines" l SET "refunded_quantity" = l."quantity"
WHERE EXISTS (SELECT 1 FROM "after_sales" a WHERE a."order_id" = l."order_id" AND a."status" = 'succeeded');
--> statement-breakpoint
UPDATE "orders" o SET
  "refunded_cents" = least(o."total_cents", s."cents"),
  "refunded_points" = least(o."points_used", s."points")
FROM (
  SELECT "order_id", sum("amount_cents")::int AS "cents", sum("points")::int AS "points"
  FROM "after_sales" WHERE "status" = 'succeeded' GROUP BY "order_id"
) s
WHERE s."order_id" = o."id";
