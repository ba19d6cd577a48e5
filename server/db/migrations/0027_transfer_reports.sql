CREATE TABLE "transfer_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_family" integer NOT NULL,
	"valor" bigint NOT NULL,
	"fecha" date NOT NULL,
	"referencia" text NOT NULL,
	"soporte" "bytea" NOT NULL,
	"soporte_tipo" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"id_staff" integer,
	"revisado_at" timestamp with time zone,
	"id_movement" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_reports_state" CHECK ("transfer_reports"."estado" in ('pendiente', 'aprobada', 'rechazada')),
	CONSTRAINT "transfer_reports_amount" CHECK ("transfer_reports"."valor" > 0),
	CONSTRAINT "transfer_reports_approved" CHECK (("transfer_reports"."estado" = 'aprobada') = ("transfer_reports"."id_movement" is not null)),
	CONSTRAINT "transfer_reports_receipt_type" CHECK ("transfer_reports"."soporte_tipo" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "transfer_reports" ADD CONSTRAINT "transfer_reports_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reports" ADD CONSTRAINT "transfer_reports_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reports" ADD CONSTRAINT "transfer_reports_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reports" ADD CONSTRAINT "transfer_reports_id_movement_carnet_movements_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."carnet_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_reports_state_idx" ON "transfer_reports" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "transfer_reports_user_idx" ON "transfer_reports" USING btree ("id_user","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_reports_reference_unique" ON "transfer_reports" USING btree ("id_user",lower("referencia")) WHERE "transfer_reports"."estado" <> 'rechazada';--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_reports_movement_unique" ON "transfer_reports" USING btree ("id_movement");