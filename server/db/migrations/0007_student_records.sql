ALTER TABLE "students" ADD COLUMN "id_course" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "id_product_default" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "latitud" double precision;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "longitud" double precision;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_course_courses_id_fk" FOREIGN KEY ("id_course") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_product_default_products_id_fk" FOREIGN KEY ("id_product_default") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_course_idx" ON "students" USING btree ("id_course");