CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"bank_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind" CHECK ("payout_accounts"."kind" in ('alipay', 'wechat', 'bank')),
	CONSTRAINT "payout_accounts_bank_name_for_cards" CHECK (("payout_accounts"."kind" = 'bank') = ("payout_accounts"."bank_name" is not null and length("payout_accounts"."bank_name") > 0)),
	CONSTRAINT "payout_accounts_card_digits" CHECK ("payout_accounts"."kind" <> 'bank' or "payout_accounts"."account" ~ '^[0-9]{12,19}$'),
	CONSTRAINT "payout_accounts_alipay_phone_or_email" CHECK ("payout_accounts"."kind" <> 'alipay' or "payout_accounts"."account" ~ '^1[3-9][0-9]{9}$' or "payout_accounts"."account" like '_%@_%'),
	CONSTRAINT "payout_accounts_filled" CHECK (length("payout_accounts"."account") > 0 and length("payout_accounts"."real_name") > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_one_default_uq" ON "payout_accounts" USING btree ("user_id") WHERE "payout_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_uq" ON "payout_accounts" USING btree ("user_id","kind","account");