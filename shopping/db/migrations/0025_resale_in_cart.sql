-- The item's (id, product) index first: the lines' foreign keys reference it.
DROP INDEX "cart_items_user_product_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "resale_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "resale_item_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "resale_items_id_product_uq" ON "resale_items" USING btree ("id","product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_resale_item_fk" FOREIGN KEY ("resale_item_id","product_id") REFERENCES "public"."resale_items"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_resale_item_fk" FOREIGN KEY ("resale_item_id","product_id") REFERENCES "public"."resale_items"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_resale_item_uq" ON "cart_items" USING btree ("user_id","resale_item_id") WHERE "cart_items"."resale_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_uq" ON "cart_items" USING btree ("user_id","product_id") WHERE "cart_items"."resale_item_id" is null;