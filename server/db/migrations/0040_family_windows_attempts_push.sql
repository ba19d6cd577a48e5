CREATE TABLE "sale_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"store" smallint NOT NULL,
	"id_product" integer,
	"product_name" text,
	"rule" text NOT NULL,
	"message" text NOT NULL,
	"door" text NOT NULL,
	"id_staff" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_family" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carnets" ADD COLUMN "tope_semanal" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carnets" ADD COLUMN "horarios" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD COLUMN "intentos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD COLUMN "familia_horarios" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_attempts" ADD CONSTRAINT "sale_attempts_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_attempts_user_idx" ON "sale_attempts" USING btree ("id_user","at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_family_idx" ON "push_subscriptions" USING btree ("id_family");--> statement-breakpoint
ALTER TABLE "carnets" ADD CONSTRAINT "carnets_tope_semanal_non_negative" CHECK ("carnets"."tope_semanal" >= 0);