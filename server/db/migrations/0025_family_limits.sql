CREATE TABLE "limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"kind" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"id_staff" integer,
	"id_family" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"familia_tope" boolean DEFAULT false NOT NULL,
	"familia_bloqueos" boolean DEFAULT false NOT NULL,
	"familia_aviso" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_settings_one_row" CHECK ("portal_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "carnets" ADD COLUMN "aviso_saldo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_changes_user_idx" ON "limit_changes" USING btree ("id_user","created_at");--> statement-breakpoint
ALTER TABLE "carnets" ADD CONSTRAINT "carnets_aviso_saldo_non_negative" CHECK ("carnets"."aviso_saldo" >= 0);