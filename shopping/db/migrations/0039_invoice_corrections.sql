CREATE TABLE "invoice_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"document_ref" text NOT NULL,
	"document_mime" text NOT NULL,
	"issued_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_corrections_amount" CHECK ("invoice_corrections"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_status";--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_amounts";--> statement-breakpoint
ALTER TABLE "invoice_requests" DROP CONSTRAINT "invoice_requests_issued_has_document";--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD COLUMN "uncorrected_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_corrections" ADD CONSTRAINT "invoice_corrections_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_corrections_request_idx" ON "invoice_corrections" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_corrections_number_uq" ON "invoice_corrections" USING btree ("invoice_no");--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_to_correct" CHECK (("invoice_requests"."status" = 'to_correct') = ("invoice_requests"."uncorrected_cents" > 0));--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_status" CHECK ("invoice_requests"."status" in ('requested', 'issued', 'cancelled', 'to_correct', 'reversed'));--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_amounts" CHECK ("invoice_requests"."amount_cents" >= 0 and "invoice_requests"."refunded_cents" >= 0 and "invoice_requests"."uncorrected_cents" >= 0 and "invoice_requests"."uncorrected_cents" <= "invoice_requests"."amount_cents");--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_issued_has_document" CHECK (("invoice_requests"."status" in ('issued', 'to_correct', 'reversed')) = ("invoice_requests"."invoice_no" is not null and "invoice_requests"."document_ref" is not null));--> statement-breakpoint
-- Issued invoices a refund left to correct before this change kept only a notice; they owe the
-- money refunded (at most the invoice's amount).
UPDATE "invoice_requests" SET "status" = 'to_correct', "uncorrected_cents" = least("refunded_cents", "amount_cents") WHERE "status" = 'issued' AND "notice" LIKE 'issued invoice % needs correcting%' AND "refunded_cents" > 0;
