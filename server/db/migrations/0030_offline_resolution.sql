ALTER TABLE "offline_sales" DROP CONSTRAINT "offline_sales_order";--> statement-breakpoint
ALTER TABLE "offline_sales" ADD COLUMN "resolucion" text;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD COLUMN "nota" text;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD COLUMN "resuelta_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD COLUMN "resuelta_por" integer;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_resuelta_por_users_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_resolution" CHECK ("offline_sales"."resolucion" is null or ("offline_sales"."resolucion" in ('cobrada', 'descartada') and "offline_sales"."estado" = 'rechazada' and "offline_sales"."resuelta_en" is not null and "offline_sales"."resuelta_por" is not null));--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_order" CHECK (("offline_sales"."estado" = 'rechazada' and "offline_sales"."resolucion" is distinct from 'cobrada') = ("offline_sales"."id_order" is null));