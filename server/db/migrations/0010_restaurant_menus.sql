CREATE TABLE "restaurant_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_menus" ADD CONSTRAINT "restaurant_menus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;