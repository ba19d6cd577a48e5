CREATE TABLE "product_locks" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_product" integer NOT NULL,
	"id_staff" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "id_order" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "product_locks" ADD CONSTRAINT "product_locks_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locks" ADD CONSTRAINT "product_locks_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_locks" ADD CONSTRAINT "product_locks_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_locks_user_product_unique" ON "product_locks" USING btree ("id_user","id_product");--> statement-breakpoint
CREATE INDEX "product_locks_product_idx" ON "product_locks" USING btree ("id_product");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "orders_reversed_idx" ON "orders" USING btree ("reversed_at");--> statement-breakpoint
UPDATE "stock_movements" SET "id_order" = substring("detalle" from '^Pedido #([0-9]+)$')::integer WHERE "reason" = 4 AND "detalle" ~ '^Pedido #[0-9]+$';
