CREATE TABLE "restaurant_extras" (
	"id_order" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_extras" ADD CONSTRAINT "restaurant_extras_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;