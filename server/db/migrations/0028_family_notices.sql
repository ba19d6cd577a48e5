CREATE TABLE "family_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_family" integer NOT NULL,
	"id_user" integer,
	"tipo" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_at" timestamp with time zone,
	"email_estado" text DEFAULT 'pendiente' NOT NULL,
	"email_intentos" smallint DEFAULT 0 NOT NULL,
	"email_siguiente_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_error" text,
	"email_enviado_at" timestamp with time zone,
	CONSTRAINT "family_notices_email_state" CHECK ("family_notices"."email_estado" in ('pendiente', 'enviado', 'fallido', 'omitido'))
);
--> statement-breakpoint
CREATE TABLE "notice_choices" (
	"id_family" integer NOT NULL,
	"id_user" integer NOT NULL,
	"porteria" boolean DEFAULT false NOT NULL,
	"tarde" boolean DEFAULT false NOT NULL,
	"ruta" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_choices_id_family_id_user_pk" PRIMARY KEY("id_family","id_user")
);
--> statement-breakpoint
ALTER TABLE "family_notices" ADD CONSTRAINT "family_notices_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_notices" ADD CONSTRAINT "family_notices_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD CONSTRAINT "notice_choices_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD CONSTRAINT "notice_choices_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_notices_feed_idx" ON "family_notices" USING btree ("id_family","id");--> statement-breakpoint
CREATE INDEX "family_notices_email_idx" ON "family_notices" USING btree ("email_siguiente_at") WHERE "family_notices"."email_estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "notice_choices_user_idx" ON "notice_choices" USING btree ("id_user");