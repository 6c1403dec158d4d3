CREATE TABLE "points_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"giver_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"giver_balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_gifts_points" CHECK ("points_gifts"."points" > 0 and "points_gifts"."giver_balance_after" >= 0),
	CONSTRAINT "points_gifts_not_self" CHECK ("points_gifts"."giver_id" <> "points_gifts"."receiver_id")
);
--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "points_gifts" ADD CONSTRAINT "points_gifts_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_gifts" ADD CONSTRAINT "points_gifts_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_gifts_key_uq" ON "points_gifts" USING btree ("giver_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_request_key_uq" ON "after_sales" USING btree ("user_id","request_key");