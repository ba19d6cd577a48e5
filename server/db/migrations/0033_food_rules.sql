CREATE TABLE "allergy_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_order" integer NOT NULL,
	"id_user" integer NOT NULL,
	"id_product" integer NOT NULL,
	"alergenos" text[] NOT NULL,
	"motivo" text NOT NULL,
	"id_staff" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allergy_overrides_alergenos" CHECK (cardinality("allergy_overrides"."alergenos") > 0 and "allergy_overrides"."alergenos" <@ array['gluten', 'crustaceos', 'huevo', 'pescado', 'mani', 'soya', 'leche', 'frutos_secos', 'apio', 'mostaza', 'sesamo', 'sulfitos', 'altramuces', 'moluscos']::text[]),
	CONSTRAINT "allergy_overrides_motivo" CHECK (length(trim("allergy_overrides"."motivo")) > 0)
);
--> statement-breakpoint
CREATE TABLE "food_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"conjunto_sellos" text DEFAULT 'CO' NOT NULL,
	"sellos_bloqueados" text[] DEFAULT '{}'::text[] NOT NULL,
	"id_almuerzo_alternativo" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_policy_one_row" CHECK ("food_policy"."id" = 1),
	CONSTRAINT "food_policy_seal_set" CHECK ("food_policy"."conjunto_sellos" in ('CO', 'MX', 'CL')),
	CONSTRAINT "food_policy_sellos_keys" CHECK (array_position("food_policy"."sellos_bloqueados", null) is null)
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "alergias" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "alergias_nota" text;--> statement-breakpoint
ALTER TABLE "restaurant_services" ADD COLUMN "id_product_alternativo" integer;--> statement-breakpoint
ALTER TABLE "allergy_overrides" ADD CONSTRAINT "allergy_overrides_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_overrides" ADD CONSTRAINT "allergy_overrides_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_overrides" ADD CONSTRAINT "allergy_overrides_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_overrides" ADD CONSTRAINT "allergy_overrides_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_policy" ADD CONSTRAINT "food_policy_id_almuerzo_alternativo_products_id_fk" FOREIGN KEY ("id_almuerzo_alternativo") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_policy" ADD CONSTRAINT "food_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allergy_overrides_user_idx" ON "allergy_overrides" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "allergy_overrides_order_idx" ON "allergy_overrides" USING btree ("id_order");--> statement-breakpoint
ALTER TABLE "restaurant_services" ADD CONSTRAINT "restaurant_services_id_product_alternativo_products_id_fk" FOREIGN KEY ("id_product_alternativo") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_alergias_known" CHECK ("students"."alergias" <@ array['gluten', 'crustaceos', 'huevo', 'pescado', 'mani', 'soya', 'leche', 'frutos_secos', 'apio', 'mostaza', 'sesamo', 'sulfitos', 'altramuces', 'moluscos']::text[]);--> statement-breakpoint
CREATE FUNCTION "allergy_overrides_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Una autorización de venta con alérgeno no cambia' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "allergy_overrides_frozen" BEFORE UPDATE OR DELETE ON "allergy_overrides"
  FOR EACH ROW EXECUTE FUNCTION "allergy_overrides_frozen"();
