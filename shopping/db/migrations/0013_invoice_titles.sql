CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder" text NOT NULL,
	"name" text NOT NULL,
	"tax_no" text,
	"address" text,
	"phone" text,
	"bank" text,
	"bank_account" text,
	"licence_file" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_titles_kind" CHECK ("invoice_titles"."kind" in ('general', 'special')),
	CONSTRAINT "invoice_titles_holder" CHECK ("invoice_titles"."holder" in ('personal', 'company') and ("invoice_titles"."kind" = 'general' or "invoice_titles"."holder" = 'company')),
	CONSTRAINT "invoice_titles_status" CHECK ("invoice_titles"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "invoice_titles_personal_no_tax_no" CHECK ("invoice_titles"."holder" = 'company' or "invoice_titles"."tax_no" is null),
	CONSTRAINT "invoice_titles_complete_when_submitted" CHECK ("invoice_titles"."status" in ('draft', 'rejected') or (("invoice_titles"."holder" = 'personal' or "invoice_titles"."tax_no" is not null) and ("invoice_titles"."kind" = 'general' or ("invoice_titles"."address" is not null and "invoice_titles"."phone" is not null and "invoice_titles"."bank" is not null and "invoice_titles"."bank_account" is not null and "invoice_titles"."licence_file" is not null)))),
	CONSTRAINT "invoice_titles_rejected_has_reason" CHECK (("invoice_titles"."status" = 'rejected') = ("invoice_titles"."reject_reason" is not null)),
	CONSTRAINT "invoice_titles_default_usable" CHECK (not "invoice_titles"."is_default" or "invoice_titles"."status" = 'approved')
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_special_uq" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."kind" = 'special';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_uq" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE INDEX "invoice_titles_pending_idx" ON "invoice_titles" USING btree ("submitted_at") WHERE "invoice_titles"."status" = 'pending';