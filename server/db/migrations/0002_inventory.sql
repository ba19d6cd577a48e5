CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store" smallint NOT NULL,
	"url" text,
	"enable" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_store" CHECK ("categories"."store" between 1 and 3),
	CONSTRAINT "categories_enable_flag" CHECK ("categories"."enable" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"store" smallint NOT NULL,
	"id_category" integer NOT NULL,
	"id_subcategory" integer,
	"id_provider" integer,
	"enlistment" smallint DEFAULT 0 NOT NULL,
	"enable" smallint DEFAULT 1 NOT NULL,
	"edad_min" smallint,
	"edad_max" smallint,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_store" CHECK ("products"."store" between 1 and 3),
	CONSTRAINT "products_enlistment_flag" CHECK ("products"."enlistment" in (0, 1)),
	CONSTRAINT "products_enable_flag" CHECK ("products"."enable" in (0, 1)),
	CONSTRAINT "products_ages" CHECK ("products"."edad_min" is null or "products"."edad_max" is null or "products"."edad_min" <= "products"."edad_max")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nit" text,
	"contact" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_product" integer NOT NULL,
	"store" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" smallint NOT NULL,
	"id_staff" integer,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" between 1 and 5),
	CONSTRAINT "stock_movements_sign" CHECK (("stock_movements"."reason" in (1, 2, 5) and "stock_movements"."quantity" > 0) or ("stock_movements"."reason" in (3, 4) and "stock_movements"."quantity" < 0)),
	CONSTRAINT "stock_movements_stock_after" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"id_category" integer NOT NULL,
	"url" text,
	"enable" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subcategories_enable_flag" CHECK ("subcategories"."enable" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_category_categories_id_fk" FOREIGN KEY ("id_category") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_subcategory_subcategories_id_fk" FOREIGN KEY ("id_subcategory") REFERENCES "public"."subcategories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_provider_providers_id_fk" FOREIGN KEY ("id_provider") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_id_category_categories_id_fk" FOREIGN KEY ("id_category") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_store_unique" ON "categories" USING btree ("store","name");--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store","id_category");--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("id_subcategory");--> statement-breakpoint
CREATE INDEX "products_provider_idx" ON "products" USING btree ("id_provider");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_created_idx" ON "stock_movements" USING btree ("id_product","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_name_category_unique" ON "subcategories" USING btree ("id_category","name");