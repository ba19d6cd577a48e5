CREATE TABLE "restaurant_user_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"edad_min" integer NOT NULL,
	"edad_max" integer NOT NULL,
	"id_course" integer,
	"id_product" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_user_categories" ADD CONSTRAINT "restaurant_user_categories_id_course_courses_id_fk" FOREIGN KEY ("id_course") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_user_categories" ADD CONSTRAINT "restaurant_user_categories_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;