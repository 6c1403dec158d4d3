CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country_code" text NOT NULL,
	"name_ch" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_point_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ch" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_en" text NOT NULL,
	"points_per_yuan" integer NOT NULL,
	"max_offset_percent" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ch" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grapes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"color" text NOT NULL,
	"name_ch" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_grapes" (
	"product_id" integer NOT NULL,
	"grape_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_grapes_product_id_grape_id_pk" PRIMARY KEY("product_id","grape_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"winery_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"area_id" integer NOT NULL,
	"spu_name" text NOT NULL,
	"spu_name_tc" text NOT NULL,
	"spu_name_en" text NOT NULL,
	"style" text NOT NULL,
	"vintage" integer,
	"sweetness" text NOT NULL,
	"cork_type" text NOT NULL,
	"alcohol_tenths" integer NOT NULL,
	"annual_production" integer,
	"capacity_ml" integer NOT NULL,
	"weight_g" integer,
	"harvest_date" text,
	"aging_start" text,
	"aging_months" integer,
	"bottling_date" text,
	"attributes" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"market_price_cents" integer NOT NULL,
	"discount" smallint,
	"promotion" jsonb,
	"score" smallint NOT NULL,
	"rating_tenths" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"shelf_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0 and "products"."market_price_cents" >= "products"."price_cents"),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount" is null or ("products"."discount" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text,
	"nickname" text NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"avatar" text,
	"status" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wineries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country_code" text NOT NULL,
	"area_id" integer NOT NULL,
	"name_ch" text NOT NULL,
	"name_tc" text NOT NULL,
	"name_en" text NOT NULL,
	"founded" integer,
	"hectares" double precision,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grapes" ADD CONSTRAINT "product_grapes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grapes" ADD CONSTRAINT "product_grapes_grape_id_grapes_id_fk" FOREIGN KEY ("grape_id") REFERENCES "public"."grapes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_winery_id_wineries_id_fk" FOREIGN KEY ("winery_id") REFERENCES "public"."wineries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wineries" ADD CONSTRAINT "wineries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wineries" ADD CONSTRAINT "wineries_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_key_uq" ON "areas" USING btree ("key");--> statement-breakpoint
CREATE INDEX "areas_country_idx" ON "areas" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_uq" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grapes_key_uq" ON "grapes" USING btree ("key");--> statement-breakpoint
CREATE INDEX "product_grapes_grape_idx" ON "product_grapes" USING btree ("grape_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_uq" ON "products" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_winery_idx" ON "products" USING btree ("winery_id");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("on_shelf","country_code");--> statement-breakpoint
CREATE INDEX "products_area_idx" ON "products" USING btree ("on_shelf","area_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("on_shelf","price_cents");--> statement-breakpoint
CREATE INDEX "products_default_sort_idx" ON "products" USING btree ("on_shelf","featured","score","id");--> statement-breakpoint
CREATE INDEX "products_sales_sort_idx" ON "products" USING btree ("on_shelf","sales","id");--> statement-breakpoint
CREATE INDEX "products_shelf_sort_idx" ON "products" USING btree ("on_shelf","shelf_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "wineries_key_uq" ON "wineries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "wineries_country_idx" ON "wineries" USING btree ("country_code");