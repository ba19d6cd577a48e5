/**
 * Credentials (carnets) and their money: the wire contract shared by the server and the
 * web app (spec part 1 §3, §5, §7, §9). Amounts are integer pesos.
 */
import { orderedDays, reportDay } from './dateRange';
import { z } from 'zod';
import { formatMoney } from './money';
import { deskPayment, PAYMENT_MESSAGES, PAYMENT_METHODS, paymentFields, paymentRefusal } from './payments';
import type { Reason } from './envelope';

export const MIN_TOPUP = 1000;
/** Default ceiling of one top-up or deduction; the server's is configurable (MAX_RECARGA). */
export const DEFAULT_MAX_MOVEMENT = 2_000_000;

export const TOPUP_TOO_SMALL = 'El varlor de la recarga debe ser mayor a $1.000';
export const NO_USER = 'No Existe Usuario';
export const USER_WITHOUT_CREDENTIAL = 'El usuario no tiene carnet';
export const NO_CREDENTIAL_FOR_CODE = 'No existe un carnet con ese código';
export const CREDENTIAL_INACTIVE = 'El carnet está inactivo';
export const CODE_UPDATED = 'Codigo actualizado';
export const REPORT_EMPTY = 'No se encontraron registros para la consulta';
export const GLOBAL_REPORT_REQUIRED = 'Todos los campos son obligatorios';
/** Refusal reason of a money call whose amount exceeds the balance (HTTP 409). */
export const INSUFFICIENT_FUNDS = 'insufficient_funds' satisfies Reason;
export const newBalanceMessage = (saldo: number) => `Nuevo saldo disponible ${formatMoney(saldo)}`;

/**
 * Credential codes (the QR content): 'CRN' and 24 characters of a base-32 alphabet from a
 * cryptographic source (120 bits). The validation screens tell a code from a document number by this shape.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_PATTERN = /^CRN[A-HJ-NP-Z2-9]{24}$/;
export const looksLikeCode = (text: string) => CODE_PATTERN.test(text.trim().toUpperCase());

/**
 * Codes are bearer secrets (a code alone buys and passes the gate): lists, lookups, reports and
 * their Excel show only the last characters, enough to tell a card from another and match the
 * printed one (docs/decisions.md: Card codes are bearer secrets). Masking a masked code gives it back unchanged.
 */
export const CODE_VISIBLE_TAIL = 4;
export const CODE_MASK = '…';
export const maskCode = (code: string) => `${CODE_MASK}${code.slice(-CODE_VISIBLE_TAIL)}`;
/** Every whole credential code in a text (a logged URL, say) masked. */
export const maskCodesIn = (text: string) =>
  text.replace(/CRN[A-HJ-NP-Z2-9]{24}/gi, (code) => maskCode(code.toUpperCase()));

/** Decoded QR text shorter than this is ignored; the reader reopens after the delay (spec §5, §9). */
export const SCAN_MIN_LENGTH = 3;
export const SCAN_REOPEN_MS = 200;

import type { MovementKind } from './movementKinds';
export { MOVEMENT_LABELS, type MovementKind } from './movementKinds';

/** A credential as the API answers it. */
export const credentialSchema = z.object({
  id: z.number().int(),
  id_user_primary: z.number().int(),
  name_user_primary: z.string(),
  num_doc: z.string(),
  url: z.string().nullable(),
  /**
   * Whole only in the answers of the screens that show the card to its holder (one
   * credential, its top-up or deduction, a new code); masked (`maskCode`) everywhere else.
   */
  code: z.string(),
  saldo: z.number(),
  /** 1 active, 0 inactive. */
  active: z.union([z.literal(0), z.literal(1)]),
  /** Daily consumption cap; 0 means none. */
  lockSaldo: z.number(),
  /** Consumption of the current school day. */
  purchase: z.number(),
  created_at: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** A top-up's or deduction's answer: the credential and the movement its receipt is printed from. */
export const movedCredentialSchema = credentialSchema.extend({ id_movimiento: z.number().int().optional() });
export type MovedCredential = z.infer<typeof movedCredentialSchema>;

/** `GET /api/admin/carnets/{document}`: code 1 = the user holds a credential, code 2 = the user has none yet. */
export const credentialLookupSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    num_doc: z.string(),
    type_doc: z.number().int(),
    url: z.string().nullable(),
    /** Issue 35: the student's allergen keys and note (none for staff; a lookup kept from before has none). */
    alergias: z.array(z.string()).optional(),
    alergias_nota: z.string().nullable().optional(),
  }),
  carnet: credentialSchema.nullable(),
});
export type CredentialLookup = z.infer<typeof credentialLookupSchema>;
/** A look-up by the code in a QR: a code belongs to a credential, so one is always there. */
export const credentialByCodeSchema = credentialLookupSchema.extend({ carnet: credentialSchema });
export type CredentialByCode = z.infer<typeof credentialByCodeSchema>;
export const LOOKUP_HAS_CREDENTIAL = 1;
export const LOOKUP_NO_CREDENTIAL = 2;
/** The lookup's whole answer: its code says whether the user holds a credential. */
export const credentialLookupAnswerSchema = z.object({
  code: z.union([z.literal(LOOKUP_HAS_CREDENTIAL), z.literal(LOOKUP_NO_CREDENTIAL)]),
  message: z.string(),
  data: credentialLookupSchema,
});

const amountMessage = (iss: z.core.$ZodRawIssue) =>
  iss.code === 'invalid_type'
    ? 'El valor debe ser un número entero de pesos'
    : iss.code === 'too_big'
      ? `El valor no puede superar ${formatMoney(Number(iss.maximum))}`
      : iss.code === 'too_small'
        ? `El valor no puede superar ${formatMoney(-Number(iss.minimum))}`
        : 'El valor debe ser un número entero de pesos';

/** Integer pesos: no floats, no strings. */
export const pesos = (max = DEFAULT_MAX_MOVEMENT) =>
  z
    .number({ error: amountMessage })
    .int({ error: 'El valor debe ser un número entero de pesos' })
    .min(-max)
    .max(max);

export const createCredentialSchema = z.object({
  id_user_primary: z.number({ error: 'El campo Usuario es requerido' }).int().positive(),
  active: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'El campo Estado es inválido' })
    .optional(),
});

/**
 * `PUT /api/admin/carnets/{id}` as the old client sends it: id, id_user_primary, saldo, recarga,
 * code, active. Only `active` and `recarga` act: a client's `saldo` and `code` are ignored.
 * `recarga` > 0 tops up (at least $1.000), < 0 deducts (at most the balance), 0 or absent moves nothing.
 * `metodo_pago` and `referencia` (issue 34) say how the money came in or went back out.
 */
export const updateCredentialSchema = (max = DEFAULT_MAX_MOVEMENT) =>
  z
    .object({
      recarga: pesos(max)
        .refine((v) => v <= 0 || v >= MIN_TOPUP, { message: TOPUP_TOO_SMALL })
        .optional(),
      active: z
        .union([z.literal(0), z.literal(1), z.boolean()], { error: 'El campo Estado es inválido' })
        .optional(),
      // Issue 34: how the money came in or went back (cash unless told); a reference except for cash.
      ...paymentFields,
    })
    .superRefine((body, ctx) => {
      if (!body.recarga) return;
      const refusal = paymentRefusal(deskPayment(body.metodo_pago, body.referencia));
      if (refusal) ctx.addIssue({ code: 'custom', path: ['referencia'], message: refusal });
    });

/** The credentials' reports: a number counts as missing, an impossible day as malformed (old wording). */
const reportDate = (label: string, required?: string) =>
  reportDay(label, {
    required,
    notText: 'required',
    notInCalendar: `El campo ${label} debe ser una fecha (AAAA-MM-DD)`,
  });

export const topupReportSchema = z
  .object({
    fecha_ini: reportDate('Fecha inicial'),
    fecha_fin: reportDate('Fecha final'),
    // Issue 34: only the movements paid one way (every way when absent).
    metodo_pago: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.filter }).optional(),
  })
  .superRefine(orderedDays('fecha_ini', 'fecha_fin'));

const movementKindSchema = z.enum([
  'recarga',
  'descarga',
  'compra',
  'reversion',
]) satisfies z.ZodType<MovementKind>;

export const topupReportRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: movementKindSchema,
  funcionario: z.string().nullable(),
  usuario: z.string(),
  num_doc: z.string(),
  acudiente: z.string().nullable(),
  num_doc_acudiente: z.string().nullable(),
  /** Masked (`maskCode`). */
  code: z.string(),
  saldo_previo: z.number(),
  recarga: z.number(),
  saldo_nuevo: z.number(),
  /** What the ledger row says: an approved family transfer's number and reference, else null. */
  detalle: z.string().nullable(),
  /** How it was paid (null on the desk's rows from before issue 34), and that method's name. */
  metodo_pago: z.enum(PAYMENT_METHODS).nullable(),
  metodo: z.string().nullable(),
  referencia: z.string().nullable(),
});
export type TopupReportRow = z.infer<typeof topupReportRowSchema>;

export const globalReportSchema = z
  .object({
    numeroDocumento: z
      .string({ error: GLOBAL_REPORT_REQUIRED })
      .trim()
      .min(1, { error: GLOBAL_REPORT_REQUIRED }),
    fechaInicio: reportDate('Fecha inicial', GLOBAL_REPORT_REQUIRED),
    fechaFin: reportDate('Fecha final', GLOBAL_REPORT_REQUIRED),
  })
  .superRefine(orderedDays('fechaInicio', 'fechaFin'));

export const globalReportRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: movementKindSchema,
  /** Kind in Spanish, as the report shows it. */
  tipo: z.string(),
  detalle: z.string().nullable(),
  funcionario: z.string().nullable(),
  valor: z.number(),
  saldo_previo: z.number(),
  saldo_nuevo: z.number(),
});
export type GlobalReportRow = z.infer<typeof globalReportRowSchema>;

export const globalReportAnswerSchema = z.object({
  usuario: z.object({ id: z.number().int(), name: z.string(), num_doc: z.string() }),
  /** `code` masked (`maskCode`). */
  carnet: z
    .object({
      id: z.number().int(),
      code: z.string(),
      saldo: z.number(),
      active: z.union([z.literal(0), z.literal(1)]),
    })
    .nullable(),
  rows: z.array(globalReportRowSchema),
});
export type GlobalReport = z.infer<typeof globalReportAnswerSchema>;
