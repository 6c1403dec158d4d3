CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"means" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_words" CHECK (length("search_synonyms"."word") between 1 and 32 and length("search_synonyms"."means") between 1 and 64 and "search_synonyms"."word" <> "search_synonyms"."means")
);
--> statement-breakpoint
-- The names buyers commonly use for wines whose labels say otherwise (decision 031); the operator
-- adds more with `npm run ops -- synonyms`.
INSERT INTO "search_synonyms" ("word", "means", "created_by") VALUES
	('大拉菲', '拉菲古堡正牌', 'shop'),
	('小拉菲', '拉菲珍宝', 'shop'),
	('拉菲副牌', '拉菲珍宝', 'shop'),
	('作品1号', '作品一号', 'shop')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every wine is indexed again at start-up (search-index.ts): its style's words and its vintage are
-- now terms.
UPDATE "products" SET "search_terms" = NULL, "search_names" = NULL, "search_text" = NULL;
