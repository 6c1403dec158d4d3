CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_pictures_position" CHECK ("product_pictures"."position" between 0 and 7),
	CONSTRAINT "product_pictures_size" CHECK ("product_pictures"."size" > 0 and "product_pictures"."width" > 0 and "product_pictures"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delta" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_reason" CHECK ("stock_adjustments"."reason" in ('breakage', 'stocktake', 'correction')),
	CONSTRAINT "stock_adjustments_delta" CHECK ("stock_adjustments"."delta" <> 0 and "stock_adjustments"."stock_after" = "stock_adjustments"."stock_before" + "stock_adjustments"."delta" and "stock_adjustments"."stock_after" >= 0),
	CONSTRAINT "stock_adjustments_note" CHECK (length("stock_adjustments"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_status" text DEFAULT 'on_shelf' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_file_name_uq" ON "product_pictures" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_adjustments_product_idx" ON "stock_adjustments" USING btree ("product_id","created_at");--> statement-breakpoint
UPDATE "products" SET "shelf_status" = 'off_shelf' WHERE NOT "on_shelf";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_status" CHECK ("products"."shelf_status" in ('initial', 'on_shelf', 'off_shelf') and "products"."on_shelf" = ("products"."shelf_status" = 'on_shelf'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold" CHECK ("products"."low_stock_threshold" between 0 and 100000);--> statement-breakpoint
-- The catalogue desk's permissions (contract/staff.ts): the owner gets all three; every built-in
-- role reads the catalogue, and the warehouse adjusts stock. A role an owner made gets them when
-- the owner says so.
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['stock.adjust', 'catalog.read', 'catalog.edit']::text[]
  WHERE "key" = 'owner' AND NOT ('catalog.edit' = ANY("permissions"));--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['stock.adjust', 'catalog.read']::text[]
  WHERE "key" = 'warehouse' AND NOT ('catalog.read' = ANY("permissions"));--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['catalog.read']::text[]
  WHERE "key" IN ('clerk', 'finance') AND NOT ('catalog.read' = ANY("permissions"));
