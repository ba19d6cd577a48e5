CREATE TABLE "transport_route_students" (
	"id_route" integer NOT NULL,
	"id_user" integer NOT NULL,
	"position" integer NOT NULL,
	"dias" smallint[] NOT NULL,
	CONSTRAINT "transport_route_students_id_route_id_user_pk" PRIMARY KEY("id_route","id_user")
);
--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"hora_inicio" text NOT NULL,
	"id_driver" integer NOT NULL,
	"id_monitor" integer NOT NULL,
	"id_vehicle" integer,
	"id_jornada" smallint NOT NULL,
	"observaciones" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_route_students" ADD CONSTRAINT "transport_route_students_id_route_transport_routes_id_fk" FOREIGN KEY ("id_route") REFERENCES "public"."transport_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_route_students" ADD CONSTRAINT "transport_route_students_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_id_driver_transport_drivers_id_fk" FOREIGN KEY ("id_driver") REFERENCES "public"."transport_drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_id_monitor_transport_monitors_id_fk" FOREIGN KEY ("id_monitor") REFERENCES "public"."transport_monitors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_id_vehicle_transport_vehicles_id_fk" FOREIGN KEY ("id_vehicle") REFERENCES "public"."transport_vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_route_students_user_idx" ON "transport_route_students" USING btree ("id_user");