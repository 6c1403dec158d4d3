ALTER TABLE "logistics_events" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "order_staff_notes" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_events_request_uq" ON "logistics_events" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_staff_notes_request_uq" ON "order_staff_notes" USING btree ("order_id","request_key");