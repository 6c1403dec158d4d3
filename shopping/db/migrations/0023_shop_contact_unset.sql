ALTER TABLE "shop_settings" ALTER COLUMN "return_recipient" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "return_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "return_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "service_hotline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "service_hours" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "service_wechat" DROP NOT NULL;--> statement-breakpoint
-- The contact details migration 0008 wrote were invented: NULL them until the operator sets real
-- ones. The row the operator never changed (updated_by = 'seed') loses both groups; a row changed
-- since (e.g. only its return-freight rule) loses the group that still holds the invented values.
UPDATE "shop_settings" SET "return_recipient" = NULL, "return_phone" = NULL, "return_address" = NULL WHERE "updated_by" = 'seed' OR ("return_recipient" = '醇境酒窖售后部' AND "return_phone" = '021-6088-1688' AND "return_address" = '上海市浦东新区张江路1688号 醇境酒窖仓储中心3号库（邮编201203）');--> statement-breakpoint
UPDATE "shop_settings" SET "service_hotline" = NULL, "service_hours" = NULL, "service_wechat" = NULL WHERE "updated_by" = 'seed' OR ("service_hotline" = '400-820-1688' AND "service_hours" = '09:00-21:00' AND "service_wechat" = 'VintryService');--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_whole" CHECK (num_nulls("shop_settings"."return_recipient", "shop_settings"."return_phone", "shop_settings"."return_address") in (0, 3));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_service_whole" CHECK (num_nulls("shop_settings"."service_hotline", "shop_settings"."service_hours", "shop_settings"."service_wechat") in (0, 3));