CREATE TABLE "online_reconciliation_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"id_pago" text NOT NULL,
	"id_payment" integer,
	"estado_proveedor" text,
	"valor_proveedor" bigint,
	"encontrado_at" timestamp with time zone NOT NULL,
	"resuelto_at" timestamp with time zone,
	"resuelto_por" integer,
	"resultado" text,
	CONSTRAINT "online_reconciliation_findings_kind" CHECK ("online_reconciliation_findings"."tipo" in ('sin_acreditar', 'sin_aprobar'))
);
--> statement-breakpoint
CREATE TABLE "online_reconciliations" (
	"dia" date PRIMARY KEY NOT NULL,
	"iniciada_at" timestamp with time zone NOT NULL,
	"terminada_at" timestamp with time zone,
	"id_staff" integer,
	"consultados" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "cash_closes" ADD COLUMN "esperado_en_linea" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_reconciliation_findings" ADD CONSTRAINT "online_reconciliation_findings_dia_online_reconciliations_dia_fk" FOREIGN KEY ("dia") REFERENCES "public"."online_reconciliations"("dia") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_reconciliation_findings" ADD CONSTRAINT "online_reconciliation_findings_id_payment_online_payments_id_fk" FOREIGN KEY ("id_payment") REFERENCES "public"."online_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_reconciliation_findings" ADD CONSTRAINT "online_reconciliation_findings_resuelto_por_users_id_fk" FOREIGN KEY ("resuelto_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_reconciliations" ADD CONSTRAINT "online_reconciliations_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_reconciliation_findings_unique" ON "online_reconciliation_findings" USING btree ("dia","id_pago");