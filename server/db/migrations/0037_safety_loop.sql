CREATE TABLE "staff_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_user" integer NOT NULL,
	"id_estudiante" integer,
	"tipo" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_at" timestamp with time zone,
	"email_estado" text DEFAULT 'pendiente' NOT NULL,
	"email_intentos" smallint DEFAULT 0 NOT NULL,
	"email_siguiente_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_error" text,
	"email_enviado_at" timestamp with time zone,
	CONSTRAINT "staff_notices_email_state" CHECK ("staff_notices"."email_estado" in ('pendiente', 'enviado', 'fallido', 'omitido'))
);
--> statement-breakpoint
CREATE TABLE "transport_run_alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_run" integer NOT NULL,
	"tipo" text NOT NULL,
	"detalle" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "transport_run_alarms_tipo" CHECK ("transport_run_alarms"."tipo" in ('sin_terminar', 'a_bordo'))
);
--> statement-breakpoint
CREATE TABLE "transport_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_route" integer,
	"ruta" text NOT NULL,
	"fecha" date NOT NULL,
	"sentido" text NOT NULL,
	"id_vehicle" integer,
	"placa" text,
	"id_driver" integer,
	"conductor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" integer,
	"fin_programado" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	CONSTRAINT "transport_runs_sentido" CHECK ("transport_runs"."sentido" in ('ida', 'regreso'))
);
--> statement-breakpoint
CREATE TABLE "access_day_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"id_user" integer NOT NULL,
	"tipo" text NOT NULL,
	"id_turno" integer,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"consecutiva" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_day_alerts_tipo" CHECK ("access_day_alerts"."tipo" in ('ausente', 'sin_salida'))
);
--> statement-breakpoint
CREATE TABLE "access_excuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"id_user" integer NOT NULL,
	"motivo" text NOT NULL,
	"foto" "bytea",
	"foto_tipo" text,
	"id_family" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_rollcall_people" (
	"id_rollcall" integer NOT NULL,
	"id_user" integer NOT NULL,
	"tipo" text NOT NULL,
	"grupo" text NOT NULL,
	"safe_at" timestamp with time zone,
	"safe_by" integer,
	CONSTRAINT "access_rollcall_people_id_rollcall_id_user_pk" PRIMARY KEY("id_rollcall","id_user")
);
--> statement-breakpoint
CREATE TABLE "access_rollcalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "turns" ADD COLUMN "h_corte" text;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD COLUMN "id_run" integer;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD COLUMN "lugar" text;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD COLUMN "entregado_a" text;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD COLUMN "nota" text;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD COLUMN "hora_regreso" text;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD COLUMN "duracion_min" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "soat_numero" text;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "soat_vence" date;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "tecnomecanica_numero" text;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "tecnomecanica_vence" date;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "poliza_numero" text;--> statement-breakpoint
ALTER TABLE "transport_vehicles" ADD COLUMN "poliza_vence" date;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD COLUMN "ausencia" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_choices" ADD COLUMN "sin_salida" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_id_estudiante_users_id_fk" FOREIGN KEY ("id_estudiante") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_run_alarms" ADD CONSTRAINT "transport_run_alarms_id_run_transport_runs_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."transport_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_run_alarms" ADD CONSTRAINT "transport_run_alarms_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_runs" ADD CONSTRAINT "transport_runs_id_route_transport_routes_id_fk" FOREIGN KEY ("id_route") REFERENCES "public"."transport_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_runs" ADD CONSTRAINT "transport_runs_id_vehicle_transport_vehicles_id_fk" FOREIGN KEY ("id_vehicle") REFERENCES "public"."transport_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_runs" ADD CONSTRAINT "transport_runs_id_driver_transport_drivers_id_fk" FOREIGN KEY ("id_driver") REFERENCES "public"."transport_drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_runs" ADD CONSTRAINT "transport_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_runs" ADD CONSTRAINT "transport_runs_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_day_alerts" ADD CONSTRAINT "access_day_alerts_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_day_alerts" ADD CONSTRAINT "access_day_alerts_id_turno_turns_id_fk" FOREIGN KEY ("id_turno") REFERENCES "public"."turns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_excuses" ADD CONSTRAINT "access_excuses_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_excuses" ADD CONSTRAINT "access_excuses_id_family_family_accounts_id_fk" FOREIGN KEY ("id_family") REFERENCES "public"."family_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_excuses" ADD CONSTRAINT "access_excuses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rollcall_people" ADD CONSTRAINT "access_rollcall_people_id_rollcall_access_rollcalls_id_fk" FOREIGN KEY ("id_rollcall") REFERENCES "public"."access_rollcalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rollcall_people" ADD CONSTRAINT "access_rollcall_people_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rollcall_people" ADD CONSTRAINT "access_rollcall_people_safe_by_users_id_fk" FOREIGN KEY ("safe_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rollcalls" ADD CONSTRAINT "access_rollcalls_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_rollcalls" ADD CONSTRAINT "access_rollcalls_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notices_user_idx" ON "staff_notices" USING btree ("id_user","id");--> statement-breakpoint
CREATE INDEX "staff_notices_email_idx" ON "staff_notices" USING btree ("email_siguiente_at") WHERE "staff_notices"."email_estado" = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "transport_run_alarms_kind_idx" ON "transport_run_alarms" USING btree ("id_run","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_runs_day_idx" ON "transport_runs" USING btree ("id_route","fecha","sentido");--> statement-breakpoint
CREATE INDEX "transport_runs_open_idx" ON "transport_runs" USING btree ("fin_programado") WHERE "transport_runs"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "access_day_alerts_day_idx" ON "access_day_alerts" USING btree ("fecha","id_user","tipo");--> statement-breakpoint
CREATE INDEX "access_day_alerts_user_idx" ON "access_day_alerts" USING btree ("id_user","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "access_excuses_day_idx" ON "access_excuses" USING btree ("id_user","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "access_rollcalls_open_idx" ON "access_rollcalls" USING btree (("closed_at" is null)) WHERE "access_rollcalls"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_id_run_transport_runs_id_fk" FOREIGN KEY ("id_run") REFERENCES "public"."transport_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_boardings_run_idx" ON "transport_boardings" USING btree ("id_run","id");