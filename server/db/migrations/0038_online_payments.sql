CREATE TABLE "online_payment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_payment" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_carnet" integer NOT NULL,
	"valor" bigint NOT NULL,
	"id_movement" integer,
	"id_reversal" integer,
	CONSTRAINT "online_payment_items_amount" CHECK ("online_payment_items"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_family" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"total" bigint NOT NULL,
	"comision" bigint DEFAULT 0 NOT NULL,
	"preferencia" text,
	"id_pago" text,
	"estado_proveedor" text,
	"valor_proveedor" bigint,
	"acreditado_at" timestamp with time zone,
	"reembolsado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_state" CHECK ("online_payments"."estado" in ('pendiente', 'aprobado', 'rechazado', 'reembolsado', 'retenido')),
	CONSTRAINT "online_payments_amounts" CHECK ("online_payments"."total" > 0 and "online_payments"."comision" >= 0),
	CONSTRAINT "online_payments_credited" CHECK ("online_payments"."estado" <> 'aprobado' or "online_payments"."acreditado_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "pago_minimo" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "pago_maximo" bigint DEFAULT 500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "comision_pb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "comision_fija" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payment_items" ADD CONSTRAINT "online_payment_items_id_payment_online_payments_id_fk" FOREIGN KEY ("id_payment") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_items" ADD CONSTRAINT "online_payment_items_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_items" ADD CONSTRAINT "online_payment_items_id_carnet_carnets_id_fk" FOREIGN KEY ("id_carnet") REFERENCES "public"."carnets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_items" ADD CONSTRAINT "online_payment_items_id_movement_carnet_movements_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."carnet_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_items" ADD CONSTRAINT "online_payment_items_id_reversal_carnet_movements_id_fk" FOREIGN KEY ("id_reversal") REFERENCES "public"."carnet_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_items_child_unique" ON "online_payment_items" USING btree ("id_payment","id_user");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_items_movement_unique" ON "online_payment_items" USING btree ("id_movement");--> statement-breakpoint
CREATE INDEX "online_payment_items_user_idx" ON "online_payment_items" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "online_payments_family_idx" ON "online_payments" USING btree ("id_family","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_state_idx" ON "online_payments" USING btree ("estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_unique" ON "online_payments" USING btree ("id_pago");--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_online_terms" CHECK ("portal_settings"."pago_minimo" > 0 and "portal_settings"."pago_maximo" >= "portal_settings"."pago_minimo"
        and "portal_settings"."comision_pb" between 0 and 2000 and "portal_settings"."comision_fija" >= 0);