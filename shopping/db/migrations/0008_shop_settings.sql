CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"return_recipient" text NOT NULL,
	"return_phone" text NOT NULL,
	"return_address" text NOT NULL,
	"service_hotline" text NOT NULL,
	"service_hours" text NOT NULL,
	"service_wechat" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("id", "return_recipient", "return_phone", "return_address", "service_hotline", "service_hours", "service_wechat", "updated_by") VALUES (1, '醇境酒窖售后部', '021-6088-1688', '上海市浦东新区张江路1688号 醇境酒窖仓储中心3号库（邮编201203）', '400-820-1688', '09:00-21:00', 'VintryService', 'seed') ON CONFLICT ("id") DO NOTHING;
