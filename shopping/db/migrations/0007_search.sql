ALTER TABLE "products" ADD COLUMN "search_terms" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms");