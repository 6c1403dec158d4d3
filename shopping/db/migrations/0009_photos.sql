CREATE TABLE "after_sale_photos" (
	"after_sale_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "after_sale_photos_after_sale_id_position_pk" PRIMARY KEY("after_sale_id","position"),
	CONSTRAINT "after_sale_photos_position" CHECK ("after_sale_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "review_photos_review_id_position_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_photos_position" CHECK ("review_photos"."position" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "after_sale_photos" ADD CONSTRAINT "after_sale_photos_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_photos" ADD CONSTRAINT "after_sale_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_photos_upload_uq" ON "after_sale_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_photos_upload_uq" ON "review_photos" USING btree ("upload_id");