CREATE TABLE "bottle_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"vintage" integer,
	"bottled_on" text,
	"bottles" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"claim_seed" text NOT NULL,
	"first_entry" integer NOT NULL,
	"last_entry" integer NOT NULL,
	"last_leaf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bottle_lots_code_unique" UNIQUE("code"),
	CONSTRAINT "bottle_lots_bottles" CHECK ("bottle_lots"."bottles" > 0),
	CONSTRAINT "bottle_lots_issued" CHECK ("bottle_lots"."issued" >= 0 and "bottle_lots"."issued" <= "bottle_lots"."bottles")
);
--> statement-breakpoint
CREATE TABLE "bottles" (
	"serial" text PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"owner_id" integer,
	"claim_generation" integer DEFAULT 0 NOT NULL,
	"claim_entry" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_entry" integer NOT NULL,
	"last_leaf" text NOT NULL,
	CONSTRAINT "bottles_status" CHECK ("bottles"."status" in ('in_stock', 'sold')),
	CONSTRAINT "bottles_sold_to_an_order" CHECK (("bottles"."status" = 'sold') = ("bottles"."order_id" is not null)),
	CONSTRAINT "bottles_claim_generation" CHECK ("bottles"."claim_generation" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provenance_checkpoints" (
	"size" integer PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provenance_entries" (
	"idx" integer PRIMARY KEY NOT NULL,
	"entry" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provenance_entries_idx" CHECK ("provenance_entries"."idx" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provenance_log" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provenance_log_one_row" CHECK ("provenance_log"."id" = 1),
	CONSTRAINT "provenance_log_size" CHECK ("provenance_log"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provenance_nodes" (
	"level" smallint NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "provenance_nodes_level_idx_pk" PRIMARY KEY("level","idx"),
	CONSTRAINT "provenance_nodes_hash" CHECK (length("provenance_nodes"."hash") = 44)
);
--> statement-breakpoint
ALTER TABLE "bottle_lots" ADD CONSTRAINT "bottle_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottles" ADD CONSTRAINT "bottles_lot_id_bottle_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."bottle_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottles" ADD CONSTRAINT "bottles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottles" ADD CONSTRAINT "bottles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottles" ADD CONSTRAINT "bottles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bottle_lots_product_idx" ON "bottle_lots" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "bottles_order_idx" ON "bottles" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bottles_product_stock_idx" ON "bottles" USING btree ("product_id") WHERE "bottles"."status" = 'in_stock';--> statement-breakpoint
CREATE INDEX "provenance_entries_subject_idx" ON "provenance_entries" USING btree ("subject","idx");--> statement-breakpoint
INSERT INTO "provenance_log" ("id", "size") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION provenance_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the provenance log is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER provenance_entries_append_only BEFORE UPDATE OR DELETE ON "provenance_entries"
  FOR EACH ROW EXECUTE FUNCTION provenance_append_only();--> statement-breakpoint
CREATE TRIGGER provenance_nodes_append_only BEFORE UPDATE OR DELETE ON "provenance_nodes"
  FOR EACH ROW EXECUTE FUNCTION provenance_append_only();
