CREATE TABLE "till_roster_reads" (
	"id_caja" integer NOT NULL,
	"leido_en" timestamp with time zone NOT NULL,
	CONSTRAINT "till_roster_reads_id_caja_leido_en_pk" PRIMARY KEY("id_caja","leido_en")
);
--> statement-breakpoint
ALTER TABLE "offline_sales" ALTER COLUMN "id_caja" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "alergias_desde" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD COLUMN "lista" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_policy" ADD COLUMN "sellos_desde" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "till_roster_reads" ADD CONSTRAINT "till_roster_reads_id_caja_tills_id_fk" FOREIGN KEY ("id_caja") REFERENCES "public"."tills"("id") ON DELETE cascade ON UPDATE no action;