CREATE TABLE "restaurant_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"turno" integer NOT NULL,
	"h_start" text NOT NULL,
	"h_end" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_services" ADD CONSTRAINT "restaurant_services_turno_turns_id_fk" FOREIGN KEY ("turno") REFERENCES "public"."turns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_services_turno_idx" ON "restaurant_services" USING btree ("turno");