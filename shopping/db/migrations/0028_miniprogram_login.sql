CREATE TABLE "miniprogram_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"kind" text NOT NULL,
	"appid" text NOT NULL,
	"openid" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "miniprogram_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"appid" text NOT NULL,
	"openid" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "miniprogram_tickets" ADD CONSTRAINT "miniprogram_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miniprogram_users" ADD CONSTRAINT "miniprogram_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "miniprogram_tickets_hash_uq" ON "miniprogram_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "miniprogram_tickets_expires_idx" ON "miniprogram_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "miniprogram_users_openid_uq" ON "miniprogram_users" USING btree ("appid","openid");--> statement-breakpoint
CREATE UNIQUE INDEX "miniprogram_users_user_uq" ON "miniprogram_users" USING btree ("appid","user_id");