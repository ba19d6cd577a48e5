CREATE TABLE "transport_boardings" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_route" integer,
	"ruta" text NOT NULL,
	"id_user" integer NOT NULL,
	"kind" smallint NOT NULL,
	"off_route" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_id_route_transport_routes_id_fk" FOREIGN KEY ("id_route") REFERENCES "public"."transport_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_boardings" ADD CONSTRAINT "transport_boardings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_boardings_route_idx" ON "transport_boardings" USING btree ("id_route","created_at");--> statement-breakpoint
CREATE INDEX "transport_boardings_user_idx" ON "transport_boardings" USING btree ("id_user");