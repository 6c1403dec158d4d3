CREATE TABLE "search_counts" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"words" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_counts_day_lang_words_pk" PRIMARY KEY("day","lang","words"),
	CONSTRAINT "search_counts_lang" CHECK ("search_counts"."lang" in ('ch', 'tc', 'en')),
	CONSTRAINT "search_counts_words" CHECK (length("search_counts"."words") between 2 and 20),
	CONSTRAINT "search_counts_positive" CHECK ("search_counts"."searches" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_hot_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"pinned" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_hot_words_lang_word_pk" PRIMARY KEY("lang","word"),
	CONSTRAINT "search_hot_words_lang" CHECK ("search_hot_words"."lang" in ('ch', 'tc', 'en')),
	CONSTRAINT "search_hot_words_word" CHECK (length("search_hot_words"."word") between 1 and 20)
);
--> statement-breakpoint
-- A new shop has no searches to count yet: these are offered until buyers' own searches come
-- (decision 031); the operator changes them with `npm run ops -- hot-searches`.
INSERT INTO "search_hot_words" ("lang", "word", "pinned", "position", "created_by") VALUES
	('ch', '拉菲', true, 1, 'shop'),
	('ch', '红酒', true, 2, 'shop'),
	('ch', '香槟', true, 3, 'shop'),
	('ch', '波尔多', true, 4, 'shop'),
	('en', 'Lafite', true, 1, 'shop'),
	('en', 'Champagne', true, 2, 'shop'),
	('en', 'Bordeaux', true, 3, 'shop'),
	('en', 'Penfolds', true, 4, 'shop')
ON CONFLICT DO NOTHING;
