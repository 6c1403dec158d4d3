CREATE TABLE "points_shortfalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"points" integer NOT NULL,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_shortfalls_remaining" CHECK ("points_shortfalls"."points" > 0 and "points_shortfalls"."remaining" between 0 and "points_shortfalls"."points")
);
--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "earn_per_yuan" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "welcome_grant" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "gift_sms_threshold" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "gift_daily_cap" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD COLUMN "created_by" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "counterpart_user_id" integer;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "operator" text;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "points_shortfalls" ADD CONSTRAINT "points_shortfalls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_shortfalls" ADD CONSTRAINT "points_shortfalls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_shortfalls_open_idx" ON "points_shortfalls" USING btree ("user_id","id") WHERE "points_shortfalls"."remaining" > 0;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_rule_id_bonus_point_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."bonus_point_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_counterpart_user_id_users_id_fk" FOREIGN KEY ("counterpart_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One active rule from here on: the newest active one stays.
UPDATE "bonus_point_rules" SET "active" = false WHERE "active" AND "id" <> (SELECT max("id") FROM "bonus_point_rules" WHERE "active");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_point_rules_active_uq" ON "bonus_point_rules" USING btree ("active") WHERE "bonus_point_rules"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_order_earn_uq" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."reason" = 'order_earn';--> statement-breakpoint
ALTER TABLE "bonus_point_rules" ADD CONSTRAINT "bonus_point_rules_values" CHECK ("bonus_point_rules"."points_per_yuan" > 0 and "bonus_point_rules"."max_offset_percent" between 0 and 100 and "bonus_point_rules"."earn_per_yuan" >= 0 and "bonus_point_rules"."welcome_grant" >= 0 and "bonus_point_rules"."gift_sms_threshold" >= 0 and "bonus_point_rules"."gift_daily_cap" > 0);--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('order_offset', 'order_refund', 'order_earn', 'earn_reversal', 'shortfall_settled', 'gift_out', 'gift_in', 'welcome', 'grant', 'operator_grant', 'operator_deduct'));--> statement-breakpoint
-- The ledger is append-only and chained: a row's before is the user's previous after (0 for the
-- first). Writers lock the user's row first (shopping/points/ledger.ts), so the previous row is
-- settled when this one is checked.
CREATE FUNCTION "points_ledger_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous integer;
BEGIN
  SELECT "after" INTO previous FROM "points_ledger"
    WHERE "user_id" = NEW."user_id" ORDER BY "id" DESC LIMIT 1;
  IF NEW."before" <> coalesce(previous, 0) THEN
    RAISE EXCEPTION 'points_ledger_chain: user % before % is not the previous after %',
      NEW."user_id", NEW."before", coalesce(previous, 0) USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_chain" BEFORE INSERT ON "points_ledger"
  FOR EACH ROW EXECUTE FUNCTION "points_ledger_chain"();--> statement-breakpoint
CREATE FUNCTION "points_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "points_ledger_append_only" BEFORE UPDATE OR DELETE ON "points_ledger"
  FOR EACH ROW EXECUTE FUNCTION "points_ledger_append_only"();
