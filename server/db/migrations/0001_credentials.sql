CREATE TABLE "carnet_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_carnet" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"saldo_previo" bigint NOT NULL,
	"saldo_nuevo" bigint NOT NULL,
	"id_staff" integer,
	"idempotency_key" text,
	"detalle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnet_movements_kind" CHECK ("carnet_movements"."kind" in ('recarga', 'descarga', 'compra', 'reversion')),
	CONSTRAINT "carnet_movements_sign" CHECK (("carnet_movements"."kind" in ('recarga', 'reversion') and "carnet_movements"."amount" > 0) or ("carnet_movements"."kind" in ('descarga', 'compra') and "carnet_movements"."amount" < 0)),
	CONSTRAINT "carnet_movements_balance" CHECK ("carnet_movements"."saldo_nuevo" = "carnet_movements"."saldo_previo" + "carnet_movements"."amount" and "carnet_movements"."saldo_nuevo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carnets" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user_primary" integer NOT NULL,
	"code" text NOT NULL,
	"saldo" bigint DEFAULT 0 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"lock_saldo" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carnets_id_user_primary_unique" UNIQUE("id_user_primary"),
	CONSTRAINT "carnets_code_unique" UNIQUE("code"),
	CONSTRAINT "carnets_saldo_non_negative" CHECK ("carnets"."saldo" >= 0),
	CONSTRAINT "carnets_lock_saldo_non_negative" CHECK ("carnets"."lock_saldo" >= 0),
	CONSTRAINT "carnets_active_flag" CHECK ("carnets"."active" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_doc" smallint DEFAULT 1 NOT NULL,
	"num_doc" text NOT NULL,
	"name" text NOT NULL,
	"fecha_nacimiento" date,
	"address" text,
	"phone" text,
	"cellphone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_num_doc_unique" UNIQUE("num_doc")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"id_staff" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id_user" integer PRIMARY KEY NOT NULL,
	"id_attendant" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD CONSTRAINT "carnet_movements_id_carnet_carnets_id_fk" FOREIGN KEY ("id_carnet") REFERENCES "public"."carnets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD CONSTRAINT "carnet_movements_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carnets" ADD CONSTRAINT "carnets_id_user_primary_users_id_fk" FOREIGN KEY ("id_user_primary") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_attendant_guardians_id_fk" FOREIGN KEY ("id_attendant") REFERENCES "public"."guardians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carnet_movements_carnet_created_idx" ON "carnet_movements" USING btree ("id_carnet","created_at");--> statement-breakpoint
CREATE INDEX "carnet_movements_created_idx" ON "carnet_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_attendant_idx" ON "students" USING btree ("id_attendant");