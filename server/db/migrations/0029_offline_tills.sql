CREATE TABLE "offline_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"id_caja" integer NOT NULL,
	"store" smallint NOT NULL,
	"id_user" integer NOT NULL,
	"id_staff" integer,
	"hecha_en" timestamp with time zone NOT NULL,
	"recibida_en" timestamp with time zone DEFAULT now() NOT NULL,
	"total" bigint NOT NULL,
	"estado" text NOT NULL,
	"marcas" text[] DEFAULT '{}'::text[] NOT NULL,
	"motivo" text,
	"id_order" integer,
	"cuerpo" jsonb NOT NULL,
	CONSTRAINT "offline_sales_clave_unique" UNIQUE("clave"),
	CONSTRAINT "offline_sales_state" CHECK ("offline_sales"."estado" in ('aceptada', 'marcada', 'rechazada')),
	CONSTRAINT "offline_sales_order" CHECK (("offline_sales"."estado" = 'rechazada') = ("offline_sales"."id_order" is null))
);
--> statement-breakpoint
CREATE TABLE "tills" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"store" smallint NOT NULL,
	"nombre" text NOT NULL,
	"max_venta" bigint NOT NULL,
	"max_total" bigint NOT NULL,
	"max_horas" integer NOT NULL,
	"sobregiro" bigint NOT NULL,
	"activa" smallint DEFAULT 1 NOT NULL,
	"visto_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tills_store" CHECK ("tills"."store" between 1 and 3),
	CONSTRAINT "tills_allowance" CHECK ("tills"."max_venta" >= 0 and "tills"."max_total" >= 0 and "tills"."max_horas" between 0 and 72 and "tills"."sobregiro" >= 0),
	CONSTRAINT "tills_active_flag" CHECK ("tills"."activa" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "carnets" DROP CONSTRAINT "carnets_saldo_non_negative";--> statement-breakpoint
ALTER TABLE "carnet_movements" DROP CONSTRAINT "carnet_movements_balance";--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD COLUMN "sobregiro" bigint;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_id_caja_tills_id_fk" FOREIGN KEY ("id_caja") REFERENCES "public"."tills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_sales_received_idx" ON "offline_sales" USING btree ("recibida_en","id");--> statement-breakpoint
CREATE INDEX "offline_sales_till_idx" ON "offline_sales" USING btree ("id_caja","recibida_en");--> statement-breakpoint
CREATE UNIQUE INDEX "tills_code_store_unique" ON "tills" USING btree ("codigo","store");--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD CONSTRAINT "carnet_movements_balance" CHECK ("carnet_movements"."saldo_nuevo" = "carnet_movements"."saldo_previo" + "carnet_movements"."amount" and "carnet_movements"."saldo_nuevo" >= -coalesce("carnet_movements"."sobregiro", 0));