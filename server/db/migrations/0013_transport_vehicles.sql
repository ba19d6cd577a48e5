CREATE TABLE "transport_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"placa" text NOT NULL,
	"nombre_ruta" text NOT NULL,
	"sillas" integer NOT NULL,
	"marca" text NOT NULL,
	"categoria" text NOT NULL,
	"observaciones" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicles_placa_unique" UNIQUE("placa")
);
