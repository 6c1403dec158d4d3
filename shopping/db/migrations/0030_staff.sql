CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"role_key" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_phone_unique" UNIQUE("phone"),
	CONSTRAINT "staff_phone" CHECK ("staff"."phone" ~ '^1[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"actor" text NOT NULL,
	"address" text NOT NULL,
	"action" text NOT NULL,
	"permission" text NOT NULL,
	"target" text NOT NULL,
	"request" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name_ch" text NOT NULL,
	"name_en" text NOT NULL,
	"permissions" text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_key" CHECK ("staff_roles"."key" ~ '^[a-z][a-z0-9_-]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_setup_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_key_staff_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."staff_roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_links" ADD CONSTRAINT "staff_setup_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" USING btree ("target");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
INSERT INTO "staff_roles" ("key", "name_ch", "name_en", "permissions", "built_in") VALUES
  ('owner', '店主', 'Owner', ARRAY['orders.read', 'orders.ship', 'orders.track', 'aftersale.read', 'aftersale.decide', 'aftersale.receive', 'aftersale.refund', 'invoices.read', 'invoices.review', 'invoices.issue', 'stock.receive', 'points.read', 'points.adjust', 'points.settings', 'resale.read', 'resale.audit', 'resale.payout', 'resale.settings', 'shop.read', 'shop.settings', 'catalog.search', 'provenance.note', 'staff.read', 'staff.manage', 'audit.read']::text[], true),
  ('clerk', '订单客服', 'Order clerk', ARRAY['orders.read', 'orders.ship', 'orders.track', 'aftersale.read', 'aftersale.decide', 'aftersale.receive', 'invoices.read', 'points.read', 'resale.read', 'shop.read']::text[], true),
  ('warehouse', '仓库', 'Warehouse', ARRAY['orders.read', 'orders.ship', 'orders.track', 'aftersale.read', 'aftersale.receive', 'stock.receive', 'resale.read', 'resale.audit', 'provenance.note', 'shop.read']::text[], true),
  ('finance', '财务', 'Finance', ARRAY['orders.read', 'aftersale.read', 'aftersale.refund', 'invoices.read', 'invoices.review', 'invoices.issue', 'points.read', 'resale.read', 'resale.payout', 'shop.read', 'audit.read']::text[], true);
