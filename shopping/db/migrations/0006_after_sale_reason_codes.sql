-- After-sale reasons become codes (contract AFTER_SALE_REASONS) with the buyer's own words apart.
-- Until now the storefront stored the chosen reason's label in the buyer's language, followed by
-- the buyer's words after "：" (Chinese) or ": " (English), or the buyer's words alone when the
-- reason was "other". The labels below are the ones it used; they map to their codes, the words
-- after them to reason_details. Any other text is what a buyer typed for "other": it becomes the
-- code "other" with the whole text kept in reason_details, so nothing a buyer wrote is lost.
-- The timeline's request rows (order_events of the actions refund and returnGoods) keep only the
-- code: their words are in the request's reason_details.
CREATE TEMPORARY TABLE "after_sale_reason_labels" ("code" text NOT NULL, "label" text NOT NULL, "separator" text NOT NULL);--> statement-breakpoint
INSERT INTO "after_sale_reason_labels" ("code", "label", "separator") VALUES
	('changedMind', '不想要了', '：'), ('changedMind', 'Changed my mind', ': '),
	('wrongItem', '商品与订单不符', '：'), ('wrongItem', 'Not what I ordered', ': '),
	('damaged', '商品破损或漏液', '：'), ('damaged', 'Broken or leaking', ': '),
	('quality', '质量问题', '：'), ('quality', 'Quality problem', ': '),
	('notAsDescribed', '与描述不符', '：'), ('notAsDescribed', 'Not as described', ': '),
	('lateDelivery', '未按约定时间发货', '：'), ('lateDelivery', 'Not shipped in time', ': '),
	('other', '其他原因', '：'), ('other', 'Other', ': ');--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reason_details" text;--> statement-breakpoint
UPDATE "after_sales" SET "reason_code" = l."code", "reason_details" = NULLIF(btrim(substr(btrim("after_sales"."reason"), length(l."label" || l."separator") + 1)), '')
	FROM "after_sale_reason_labels" l
	WHERE btrim("after_sales"."reason") = l."label"
		OR left(btrim("after_sales"."reason"), length(l."label" || l."separator")) = l."label" || l."separator";--> statement-breakpoint
UPDATE "after_sales" SET "reason_code" = 'other', "reason_details" = NULLIF(btrim("reason"), '') WHERE "reason_code" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "reason" = COALESCE(
		(SELECT l."code" FROM "after_sale_reason_labels" l
			WHERE btrim("order_events"."reason") = l."label"
				OR left(btrim("order_events"."reason"), length(l."label" || l."separator")) = l."label" || l."separator"
			LIMIT 1),
		'other')
	WHERE "action" IN ('refund', 'returnGoods') AND "reason" IS NOT NULL;--> statement-breakpoint
DROP TABLE "after_sale_reason_labels";--> statement-breakpoint
ALTER TABLE "after_sales" ALTER COLUMN "reason_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" DROP COLUMN "reason";--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_reason_code" CHECK ("after_sales"."reason_code" in ('changedMind', 'wrongItem', 'damaged', 'quality', 'notAsDescribed', 'lateDelivery', 'other'));
