CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_order" integer NOT NULL,
	"id_product" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"enlistment" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_count_positive" CHECK ("order_lines"."count" > 0),
	CONSTRAINT "order_lines_price_non_negative" CHECK ("order_lines"."price" >= 0),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."total" = "order_lines"."price" * "order_lines"."count"),
	CONSTRAINT "order_lines_enlistment_flag" CHECK ("order_lines"."enlistment" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" smallint NOT NULL,
	"id_user" integer NOT NULL,
	"id_carnet" integer NOT NULL,
	"total" bigint NOT NULL,
	"comment" text,
	"immediate" smallint DEFAULT 0 NOT NULL,
	"enlistment" smallint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"turn" integer,
	"id_staff" integer,
	"date_program" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "orders_store" CHECK ("orders"."store" between 1 and 3),
	CONSTRAINT "orders_status" CHECK ("orders"."status" between 1 and 4),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total" >= 0),
	CONSTRAINT "orders_immediate_flag" CHECK ("orders"."immediate" in (0, 1)),
	CONSTRAINT "orders_enlistment_flag" CHECK ("orders"."enlistment" in (0, 1)),
	CONSTRAINT "orders_turn_positive" CHECK ("orders"."turn" is null or "orders"."turn" > 0)
);
--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD COLUMN "id_order" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_carnet_carnets_id_fk" FOREIGN KEY ("id_carnet") REFERENCES "public"."carnets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("id_product");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store","status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("id_user","created_at");--> statement-breakpoint
CREATE INDEX "orders_carnet_idx" ON "orders" USING btree ("id_carnet");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_turn_unique" ON "orders" USING btree ("store","turn") WHERE status in (1, 2) and turn is not null;--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD CONSTRAINT "carnet_movements_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carnet_movements_order_idx" ON "carnet_movements" USING btree ("id_order");