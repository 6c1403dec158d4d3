CREATE TABLE "done_wishes" (
	"user_id" integer NOT NULL,
	"wish_id" uuid NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "done_wishes_user_id_wish_id_pk" PRIMARY KEY("user_id","wish_id")
);
--> statement-breakpoint
ALTER TABLE "done_wishes" ADD CONSTRAINT "done_wishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;