ALTER TABLE "shop_settings" ADD COLUMN "free_freight_from_cents" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "flat_freight_cents" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_timeout_seconds" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "auto_confirm_seconds" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_confirm_seconds" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_freight" CHECK (num_nulls("shop_settings"."free_freight_from_cents", "shop_settings"."flat_freight_cents") in (0, 2) and "shop_settings"."free_freight_from_cents" >= 0 and "shop_settings"."flat_freight_cents" >= 0);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_timeouts" CHECK (num_nulls("shop_settings"."payment_timeout_seconds", "shop_settings"."auto_confirm_seconds") in (0, 2) and "shop_settings"."payment_timeout_seconds" > 0 and "shop_settings"."auto_confirm_seconds" > 0);