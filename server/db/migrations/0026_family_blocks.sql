CREATE TABLE "category_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_category" integer NOT NULL,
	"id_staff" integer,
	"by_family" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_locks" ADD COLUMN "by_family" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_locks" ADD CONSTRAINT "category_locks_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_locks" ADD CONSTRAINT "category_locks_id_category_categories_id_fk" FOREIGN KEY ("id_category") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_locks" ADD CONSTRAINT "category_locks_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_locks_user_category_unique" ON "category_locks" USING btree ("id_user","id_category");--> statement-breakpoint
CREATE INDEX "category_locks_category_idx" ON "category_locks" USING btree ("id_category");--> statement-breakpoint
CREATE VIEW "public"."student_restrictions" AS (select "product_locks"."id_user" as id_user, "product_locks"."id_product" as id_product, null::integer as id_category, "product_locks"."by_family" as by_family
  from "product_locks"
  union all
  select "category_locks"."id_user", "products"."id", "category_locks"."id_category", "category_locks"."by_family"
  from "category_locks" join "products" on "products"."id_category" = "category_locks"."id_category");