CREATE TABLE "cash_close_start" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cuenta_desde" date NOT NULL,
	"id_staff" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_close_start_one_row" CHECK ("cash_close_start"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cash_closes" ADD COLUMN "fondo_inicial" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_close_start" ADD CONSTRAINT "cash_close_start_id_staff_users_id_fk" FOREIGN KEY ("id_staff") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_float" CHECK ("cash_closes"."fondo_inicial" >= 0);--> statement-breakpoint
-- The opening float is part of the close: frozen like the rest of it.
CREATE OR REPLACE FUNCTION "cash_closes_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Un cierre de caja no se borra' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.numero, NEW.id_staff, NEW.desde, NEW.hasta, NEW.movimientos, NEW.esperado_efectivo,
      NEW.esperado_transferencia, NEW.esperado_tarjeta, NEW.esperado_portal, NEW.contado_efectivo,
      NEW.contado_transferencia, NEW.contado_tarjeta, NEW.fondo_inicial, NEW.denominaciones, NEW.idempotency_key,
      NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.numero, OLD.id_staff, OLD.desde, OLD.hasta, OLD.movimientos, OLD.esperado_efectivo,
      OLD.esperado_transferencia, OLD.esperado_tarjeta, OLD.esperado_portal, OLD.contado_efectivo,
      OLD.contado_transferencia, OLD.contado_tarjeta, OLD.fondo_inicial, OLD.denominaciones, OLD.idempotency_key,
      OLD.created_at)
     OR (OLD.nota IS NOT NULL AND NEW.nota IS DISTINCT FROM OLD.nota)
     OR (OLD.revisado_por IS NOT NULL AND (NEW.revisado_por, NEW.revisado_en, NEW.comentario_revision)
         IS DISTINCT FROM (OLD.revisado_por, OLD.revisado_en, OLD.comentario_revision)) THEN
    RAISE EXCEPTION 'Un cierre de caja no se modifica' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
