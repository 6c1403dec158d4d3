ALTER TABLE "payments" ALTER COLUMN "code_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "path" text DEFAULT 'qr' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "launch" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_path" CHECK ("payments"."path" in ('qr', 'phone', 'wechat-browser', 'mini-program'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_path_launch" CHECK (("payments"."path" = 'qr') = ("payments"."code_url" is not null) and ("payments"."path" = 'qr') = ("payments"."launch" is null));