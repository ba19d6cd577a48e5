CREATE TABLE "cash_close_movements" (
	"id_movement" integer PRIMARY KEY NOT NULL,
	"id_cierre" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"id_staff" integer NOT NULL,
	"desde" timestamp with time zone,
	"hasta" timestamp with time zone NOT NULL,
	"movimientos" integer NOT NULL,
	"esperado_efectivo" bigint NOT NULL,
	"esperado_transferencia" bigint NOT NULL,
	"esperado_tarjeta" bigint NOT NULL,
	"esperado_portal" bigint NOT NULL,
	"contado_efectivo" bigint NOT NULL,
	"contado_transferencia" bigint NOT NULL,
	"contado_tarjeta" bigint NOT NULL,
	"denominaciones" jsonb,
	"nota" text,
	"idempotency_key" text,
	"revisado_por" integer,
	"revisado_en" timestamp with time zone,
	"comentario_revision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closes_numero_unique" UNIQUE("numero"),
	CONSTRAINT "cash_closes_counted" CHECK ("cash_closes"."contado_efectivo" >= 0 and "cash_closes"."contado_transferencia" >= 0 and "cash_closes"."contado_tarjeta" >= 0),
	CONSTRAINT "cash_closes_review" CHECK (("cash_closes"."revisado_por" is null) = ("cash_closes"."revisado_en" is null) and ("cash_closes"."revisado_por" is null) = ("cash_closes"."comentario_revision" is null))
);
--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD COLUMN "metodo_pago" text;--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "cash_close_movements" ADD CONSTRAINT "cash_close_movements_id_movement_carnet_movements_id_fk" FOREIGN KEY ("id_movement") REFERENCES "public"."carnet_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_close_movements" ADD CONSTRAINT "cash_close_movements_id_cierre_cash_closes_id_fk" FOREIGN KEY ("id_cierre") REFERENCES "public"."cash_closes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_revisado_por_users_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_close_movements_close_idx" ON "cash_close_movements" USING btree ("id_cierre");--> statement-breakpoint
CREATE INDEX "cash_closes_staff_idx" ON "cash_closes" USING btree ("id_staff","numero");--> statement-breakpoint
CREATE INDEX "carnet_movements_desk_idx" ON "carnet_movements" USING btree ("id_staff","id") WHERE "carnet_movements"."kind" in ('recarga', 'descarga');--> statement-breakpoint
ALTER TABLE "carnet_movements" ADD CONSTRAINT "carnet_movements_payment" CHECK (("carnet_movements"."kind" in ('recarga', 'descarga')) = ("carnet_movements"."metodo_pago" is not null)
        and ("carnet_movements"."metodo_pago" <> 'portal' or "carnet_movements"."kind" = 'recarga')
        and ("carnet_movements"."metodo_pago" in ('efectivo', 'portal') or "carnet_movements"."referencia" is not null)) NOT VALID;--> statement-breakpoint
-- A close is never changed or deleted: only its note (once, when it had none) and its review (once).
CREATE FUNCTION "cash_closes_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Un cierre de caja no se borra' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.numero, NEW.id_staff, NEW.desde, NEW.hasta, NEW.movimientos, NEW.esperado_efectivo,
      NEW.esperado_transferencia, NEW.esperado_tarjeta, NEW.esperado_portal, NEW.contado_efectivo,
      NEW.contado_transferencia, NEW.contado_tarjeta, NEW.denominaciones, NEW.idempotency_key, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.numero, OLD.id_staff, OLD.desde, OLD.hasta, OLD.movimientos, OLD.esperado_efectivo,
      OLD.esperado_transferencia, OLD.esperado_tarjeta, OLD.esperado_portal, OLD.contado_efectivo,
      OLD.contado_transferencia, OLD.contado_tarjeta, OLD.denominaciones, OLD.idempotency_key, OLD.created_at)
     OR (OLD.nota IS NOT NULL AND NEW.nota IS DISTINCT FROM OLD.nota)
     OR (OLD.revisado_por IS NOT NULL AND (NEW.revisado_por, NEW.revisado_en, NEW.comentario_revision)
         IS DISTINCT FROM (OLD.revisado_por, OLD.revisado_en, OLD.comentario_revision)) THEN
    RAISE EXCEPTION 'Un cierre de caja no se modifica' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_closes_frozen" BEFORE UPDATE OR DELETE ON "cash_closes"
  FOR EACH ROW EXECUTE FUNCTION "cash_closes_frozen"();--> statement-breakpoint
CREATE FUNCTION "cash_close_movements_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Los movimientos de un cierre de caja no cambian' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_close_movements_frozen" BEFORE UPDATE OR DELETE ON "cash_close_movements"
  FOR EACH ROW EXECUTE FUNCTION "cash_close_movements_frozen"();