CREATE TABLE "transport_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"id_route" integer,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_news" ADD CONSTRAINT "transport_news_id_route_transport_routes_id_fk" FOREIGN KEY ("id_route") REFERENCES "public"."transport_routes"("id") ON DELETE set null ON UPDATE no action;