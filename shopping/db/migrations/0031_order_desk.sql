CREATE TABLE "order_staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_staff_notes_text" CHECK (length(trim("order_staff_notes"."text")) between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD CONSTRAINT "order_staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_staff_notes_order_idx" ON "order_staff_notes" USING btree ("order_id","id");--> statement-breakpoint
-- The order desk's two new permissions (contract/staff.ts): a staff note on an order, and a
-- customer's phone shown in full (each time logged). The built-in roles that work the orders get
-- both; a role an owner made gets them when the owner says so.
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['orders.note', 'customers.phone']::text[]
  WHERE "key" IN ('owner', 'clerk', 'warehouse') AND NOT ('orders.note' = ANY("permissions"));
