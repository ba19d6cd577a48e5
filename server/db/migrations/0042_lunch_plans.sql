CREATE TABLE "restaurant_day_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"id_servicio" integer,
	"id_product" integer NOT NULL,
	"platos" jsonb NOT NULL,
	"extra" integer DEFAULT 0 NOT NULL,
	"porciones" integer,
	"sobrantes" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restaurant_day_menus_extra" CHECK ("restaurant_day_menus"."extra" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restaurant_lunch_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hora_corte" text DEFAULT '08:30' NOT NULL,
	"cierre_cocina" text DEFAULT '11:00' NOT NULL,
	"sin_pedido" boolean DEFAULT true NOT NULL,
	"descuento_mensualidad" integer DEFAULT 0 NOT NULL,
	"descuento_paquete" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_lunch_settings_one" CHECK ("restaurant_lunch_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "restaurant_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"tipo" text NOT NULL,
	"mes" text,
	"cantidad" integer NOT NULL,
	"restantes" integer,
	"precio" bigint NOT NULL,
	"metodo_pago" text NOT NULL,
	"id_movement" integer,
	"created_by" integer,
	"id_family" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restaurant_plans_kind" CHECK (("restaurant_plans"."tipo" = 'mensualidad' and "restaurant_plans"."mes" is not null and "restaurant_plans"."restantes" is null)
        or ("restaurant_plans"."tipo" = 'paquete' and "restaurant_plans"."mes" is null and "restaurant_plans"."restantes" between 0 and "restaurant_plans"."cantidad"))
);
--> statement-breakpoint
CREATE TABLE "restaurant_plan_meals" (
	"id_order" integer PRIMARY KEY NOT NULL,
	"id_plan" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_preorders" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"id_user" integer NOT NULL,
	"id_menu" integer NOT NULL,
	"id_servicio" integer,
	"id_product" integer NOT NULL,
	"alergenos" jsonb NOT NULL,
	"estado" text NOT NULL,
	"pago" text NOT NULL,
	"id_plan" integer,
	"monto" bigint DEFAULT 0 NOT NULL,
	"id_order" integer,
	"id_family" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"served_at" timestamp with time zone,
	"reinstated_at" timestamp with time zone,
	CONSTRAINT "restaurant_preorders_state" CHECK ("restaurant_preorders"."estado" in ('pedido', 'servido', 'cancelado', 'anulado')),
	CONSTRAINT "restaurant_preorders_paid" CHECK ("restaurant_preorders"."pago" in ('mensualidad', 'paquete', 'saldo'))
);
--> statement-breakpoint
ALTER TABLE "notice_choices" ADD COLUMN "almuerzos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_day_menus" ADD CONSTRAINT "restaurant_day_menus_id_servicio_restaurant_services_id_fk" FOREIGN KEY ("id_servicio") REFERENCES "public"."restaurant_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_day_menus" ADD CONSTRAINT "restaurant_day_menus_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_day_menus" ADD CONSTRAINT "restaurant_day_menus_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plans" ADD CONSTRAINT "restaurant_plans_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plans" ADD CONSTRAINT "restaurant_plans_id_movement_carnet_movements_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."carnet_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plans" ADD CONSTRAINT "restaurant_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plans" ADD CONSTRAINT "restaurant_plans_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plan_meals" ADD CONSTRAINT "restaurant_plan_meals_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_plan_meals" ADD CONSTRAINT "restaurant_plan_meals_id_plan_restaurant_plans_id_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."restaurant_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_menu_restaurant_day_menus_id_fk" FOREIGN KEY ("id_menu") REFERENCES "public"."restaurant_day_menus"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_plan_restaurant_plans_id_fk" FOREIGN KEY ("id_plan") REFERENCES "public"."restaurant_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_preorders" ADD CONSTRAINT "restaurant_preorders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_day_menus_product_idx" ON "restaurant_day_menus" USING btree ("fecha",coalesce("id_servicio", 0),"id_product");--> statement-breakpoint
CREATE INDEX "restaurant_plans_user_idx" ON "restaurant_plans" USING btree ("id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_plans_month_idx" ON "restaurant_plans" USING btree ("id_user","mes") WHERE "restaurant_plans"."tipo" = 'mensualidad';--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_preorders_active_idx" ON "restaurant_preorders" USING btree ("id_user","fecha",coalesce("id_servicio", 0)) WHERE "restaurant_preorders"."estado" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "restaurant_preorders_day_idx" ON "restaurant_preorders" USING btree ("fecha","estado");--> statement-breakpoint
CREATE INDEX "restaurant_preorders_menu_idx" ON "restaurant_preorders" USING btree ("id_menu");