/**
 * The front desk's cash close (issue 34), for both sides: a blind count per staff member of what
 * their top-ups and deductions since their last close brought in, by method; numbered Z-0001…,
 * never changed; a supervisor reviews it and reads the X report (what is expected so far).
 */
import { z } from 'zod';
import { formatMoney } from './money';
import { DESK_METHODS, PAYMENT_METHODS, type DeskMethod, type PaymentMethod } from './payments';

/**
 * The methods the desk counts. The portal's approved transfers and Mercado Pago's top-ups (`en_linea`,
 * issue 54: of no one at the desk, taken by the first close after them) are shown, never counted.
 */
export const COUNTED_METHODS = DESK_METHODS;
export const SHOWN_METHODS = ['portal', 'en_linea'] as const satisfies readonly PaymentMethod[];
const pesosAmount = z.number();
const perMethodSchema = z.object({
  efectivo: pesosAmount,
  transferencia: pesosAmount,
  tarjeta: pesosAmount,
} satisfies Record<DeskMethod, z.ZodNumber>);
export type PerMethod = z.infer<typeof perMethodSchema>;
const expectedSchema = perMethodSchema.extend({
  portal: pesosAmount,
  en_linea: pesosAmount,
} satisfies Record<(typeof SHOWN_METHODS)[number], z.ZodNumber>);
export type Expected = z.infer<typeof expectedSchema>;

/** Colombian bills and coins, largest first: the count by denomination adds up to the cash. */
export const DENOMINATIONS = [
  100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50,
] as const;

export const CASH_CLOSE_MAX = 1_000_000_000;
export const NOTE_MAX = 1000;

export const CASH_CLOSE_MESSAGES = {
  amount: 'El valor contado debe ser un número entero de pesos, cero o más',
  counted: 'Ingrese lo contado en efectivo, transferencia y tarjeta',
  denominations: 'El conteo por denominación debe ser un número entero de billetes o monedas de cada valor',
  denominationsSum: 'El conteo por denominación no suma el efectivo contado',
  nothingToClose: 'No tiene recargas ni descargas desde su último cierre',
  closed: 'Cierre de caja registrado',
  noteTooLong: `La nota admite máximo ${NOTE_MAX} caracteres`,
  noteRequired: 'Lo contado no coincide con lo esperado: explique la diferencia en la nota',
  noteNotNeeded: 'El cierre no tiene diferencias: no necesita nota',
  noteTaken: 'El cierre ya tiene su nota',
  noteSaved: 'Nota registrada',
  notYours: 'Solo quien hizo el cierre puede escribir su nota',
  notFound: 'El cierre de caja no existe',
  ownReview: 'No puede revisar su propio cierre',
  reviewed: 'El cierre ya fue revisado',
  reviewSaved: 'Cierre revisado',
  commentRequired: 'El comentario de la revisión es requerido',
  float: 'La base debe ser un número entero de pesos, cero o más',
  startDate: 'Ingrese la fecha desde la que cuentan los cierres',
  startFuture: 'La fecha desde la que cuentan los cierres no puede ser posterior a hoy',
  startFixed: 'Ya hay cierres registrados: la fecha desde la que cuentan ya no se puede cambiar',
  startSaved: 'Fecha de inicio de los cierres guardada',
} as const;

/** Z-0001: the close's number as printed. */
export const closeNumber = (n: number) => `Z-${String(n).padStart(4, '0')}`;

const amount = z
  .number({ error: CASH_CLOSE_MESSAGES.amount })
  .int({ error: CASH_CLOSE_MESSAGES.amount })
  .min(0, { error: CASH_CLOSE_MESSAGES.amount })
  .max(CASH_CLOSE_MAX, { error: CASH_CLOSE_MESSAGES.amount });

const note = z
  .string({ error: CASH_CLOSE_MESSAGES.noteRequired })
  .trim()
  .max(NOTE_MAX, { error: CASH_CLOSE_MESSAGES.noteTooLong });

/** `POST /api/admin/cashclose`: what was counted, before seeing what was expected. */
export const cashCloseSchema = z
  .object({
    contado: z.object(
      { efectivo: amount, transferencia: amount, tarjeta: amount },
      { error: CASH_CLOSE_MESSAGES.counted },
    ),
    /** The cash, bill by bill: {"50000": 3, "1000": 2}; when given it must add up to `contado.efectivo`. */
    denominaciones: z
      .partialRecord(
        z.enum(DENOMINATIONS.map(String) as [string, ...string[]], {
          error: CASH_CLOSE_MESSAGES.denominations,
        }),
        z
          .number({ error: CASH_CLOSE_MESSAGES.denominations })
          .int({ error: CASH_CLOSE_MESSAGES.denominations })
          .min(0, { error: CASH_CLOSE_MESSAGES.denominations })
          .max(100_000, { error: CASH_CLOSE_MESSAGES.denominations }),
        { error: CASH_CLOSE_MESSAGES.denominations },
      )
      .nullable()
      .optional(),
    nota: note.nullable().optional(),
    /** The drawer's opening float: counted in `contado.efectivo`, taken off before comparing. */
    fondo_inicial: z
      .number({ error: CASH_CLOSE_MESSAGES.float })
      .int({ error: CASH_CLOSE_MESSAGES.float })
      .min(0, { error: CASH_CLOSE_MESSAGES.float })
      .max(CASH_CLOSE_MAX, { error: CASH_CLOSE_MESSAGES.float })
      .default(0),
  })
  .superRefine((body, ctx) => {
    if (!body.denominaciones) return;
    if (denominationsTotal(body.denominaciones) !== body.contado.efectivo) {
      ctx.addIssue({
        code: 'custom',
        path: ['denominaciones'],
        message: CASH_CLOSE_MESSAGES.denominationsSum,
      });
    }
  });
export type CashCloseInput = z.output<typeof cashCloseSchema>;

/** `POST /api/admin/cashclose/{id}/nota`: the explanation of a difference, written once by its author. */
export const cashCloseNoteSchema = z.object({
  nota: note.min(1, { error: CASH_CLOSE_MESSAGES.noteRequired }),
});

/** `POST /api/admin/cashclose/{id}/review`: a supervisor's comment. */
export const cashCloseReviewSchema = z.object({
  comentario: z
    .string({ error: CASH_CLOSE_MESSAGES.commentRequired })
    .trim()
    .min(1, { error: CASH_CLOSE_MESSAGES.commentRequired })
    .max(NOTE_MAX, { error: CASH_CLOSE_MESSAGES.noteTooLong }),
});

export function denominationsTotal(counts: Partial<Record<string, number>>): number {
  return Object.entries(counts).reduce((sum, [value, count]) => sum + Number(value) * (count ?? 0), 0);
}

/**
 * Counted less expected, per counted method and in all: below zero is money missing. The drawer's
 * opening float is in the counted cash and was never a top-up: it is taken off first.
 */
export function differences(
  expected: Expected,
  counted: PerMethod,
  float = 0,
): PerMethod & { total: number } {
  const out = { efectivo: 0, transferencia: 0, tarjeta: 0, total: 0 };
  for (const m of COUNTED_METHODS) {
    out[m] = counted[m] - (m === 'efectivo' ? float : 0) - expected[m];
    out.total += out[m];
  }
  return out;
}

/** A close as the API answers it (its list, its Z report). */
export const cashCloseRowSchema = z.object({
  id: z.number().int(),
  /** Z-0001. */
  numero: z.string(),
  id_staff: z.number().int(),
  funcionario: z.string(),
  desde: z.string().nullable(),
  hasta: z.string(),
  movimientos: z.number(),
  esperado: expectedSchema,
  /** What the drawer held, the opening float included. */
  contado: perMethodSchema,
  fondo_inicial: pesosAmount,
  diferencia: perMethodSchema.extend({ total: pesosAmount }),
  denominaciones: z.record(z.string(), z.number()).nullable(),
  nota: z.string().nullable(),
  /** A difference without its note yet: the author is asked for it. */
  falta_nota: z.boolean(),
  revision: z.object({ funcionario: z.string(), fecha: z.string(), comentario: z.string() }).nullable(),
});
export type CashClose = z.infer<typeof cashCloseRowSchema>;

/** One movement of a close or of an open period (the Z and X reports' detail). */
export const cashMovementSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: z.enum(['recarga', 'descarga']),
  usuario: z.string(),
  num_doc: z.string(),
  metodo_pago: z.enum(PAYMENT_METHODS),
  referencia: z.string().nullable(),
  /** Signed: a deduction is money out. */
  valor: pesosAmount,
});
export type CashMovement = z.infer<typeof cashMovementSchema>;
/** The Z report: a close with its movements, and the school's name it prints under. */
export const cashCloseReportSchema = cashCloseRowSchema.extend({
  colegio: z.string().nullable(),
  detalle: z.array(cashMovementSchema),
});

/**
 * A staff member's open period (the X report): what is expected so far, no close. The online top-ups
 * no close has taken yet are a row of their own, with no staff member (id_staff null).
 */
export const openPeriodSchema = z.object({
  id_staff: z.number().int().nullable(),
  funcionario: z.string(),
  desde: z.string().nullable(),
  movimientos: z.number(),
  esperado: expectedSchema,
});
export type OpenPeriod = z.infer<typeof openPeriodSchema>;

/** What the close screen may say before the count (blind): how many movements wait and since when, and the last close. */
export const blindPeriodSchema = z.object({
  movimientos: z.number(),
  desde: z.string().nullable(),
  ultimo: z.string().nullable(),
});
export type BlindPeriod = z.infer<typeof blindPeriodSchema>;

/** `GET /api/admin/cashclose/start`: the school day from which closes count, and whether it may still move. */
export const closeStartSchema = z.object({
  /** YYYY-MM-DD, a school day. */
  cuenta_desde: z.string(),
  /** The instant that day starts in the school's time zone. */
  desde: z.string(),
  /** No close exists yet: a supervisor may still move it. */
  editable: z.boolean(),
});
export type CloseStart = z.infer<typeof closeStartSchema>;

/** `PUT /api/admin/cashclose/start`. */
export const closeStartInputSchema = z.object({
  cuenta_desde: z.iso.date({ error: CASH_CLOSE_MESSAGES.startDate }),
});

/** The difference as the close screen says it. */
export function differenceText(value: number): string {
  if (value === 0) return 'Sin diferencia';
  return value > 0 ? `Sobrante ${formatMoney(value)}` : `Faltante ${formatMoney(-value)}`;
}
