CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder" text NOT NULL,
	"name" text NOT NULL,
	"tax_no" text,
	"address" text,
	"phone" text,
	"bank" text,
	"bank_account" text,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"invoice_no" text,
	"provider" text,
	"document_ref" text,
	"document_mime" text,
	"notice" text,
	"issued_by" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_status" CHECK ("invoice_requests"."status" in ('requested', 'issued', 'cancelled')),
	CONSTRAINT "invoice_requests_amounts" CHECK ("invoice_requests"."amount_cents" >= 0 and "invoice_requests"."refunded_cents" >= 0),
	CONSTRAINT "invoice_requests_issued_has_document" CHECK (("invoice_requests"."status" = 'issued') = ("invoice_requests"."invoice_no" is not null and "invoice_requests"."document_ref" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_uq" ON "invoice_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_user_idx" ON "invoice_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_open_idx" ON "invoice_requests" USING btree ("created_at") WHERE "invoice_requests"."status" = 'requested';