CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_settled_idx" ON "refunds" USING btree ("settled_at") WHERE "refunds"."status" = 'succeeded';--> statement-breakpoint
UPDATE "staff_roles" SET "permissions" = "permissions" || ARRAY['reports.read']::text[]
  WHERE "key" = 'finance' AND NOT ('reports.read' = ANY("permissions"));
