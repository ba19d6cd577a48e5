/**
 * The staff's side of online top-ups (issue 54), key `carnets.online`: every family's payments and
 * their state, the held ones asked again of Mercado Pago, the school's terms, and the daily
 * reconciliation with what it found.
 */
import { z } from 'zod';
import { isCalendarDay } from './dateRange';
import { f } from './fieldBuilders';
import { createSchema } from './fields';
import { ONLINE_PAYMENT_STATES, RECONCILIATION_FINDINGS } from './onlinePaymentRules';

export const ONLINE_STAFF_MESSAGES = {
  day: 'Ingrese el día a conciliar (AAAA-MM-DD)',
  dayFuture: 'No se puede conciliar un día que aún no llega',
  running: 'La conciliación de ese día está en curso: espere unos minutos',
  reconciled: (n: number) =>
    n === 0 ? 'Conciliación terminada: todo coincide' : `Conciliación terminada: ${n} diferencias`,
  findingNotFound: 'La diferencia no existe',
  findingSettled: 'La diferencia ya fue resuelta',
  credited: 'Pago acreditado',
  held: 'Mercado Pago lo aprobó pero quedó retenido: revise el aviso',
  refunded: 'El pago fue devuelto en Mercado Pago: se reversó lo acreditado',
  rejected: 'Mercado Pago lo rechazó: no se movió dinero',
  unchanged: 'Mercado Pago no cambió nada de este pago',
  unknown: 'Mercado Pago no conoce este pago',
  paidTwice:
    'El pago ya fue acreditado con otro cobro de Mercado Pago: devuelva este cobro desde Mercado Pago',
  notHeld: 'Solo un pago pendiente o retenido se consulta de nuevo',
  termsSaved: 'Condiciones de las recargas en línea guardadas',
  maximumBelowMinimum: 'El máximo no puede ser menor que el mínimo',
  stateFilter: 'El estado debe ser pendiente, aprobado, rechazado, reembolsado o retenido',
} as const;

export const onlinePaymentListQuerySchema = z.object({
  estado: z.enum(ONLINE_PAYMENT_STATES, { error: ONLINE_STAFF_MESSAGES.stateFilter }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type OnlinePaymentListQuery = z.infer<typeof onlinePaymentListQuerySchema>;

const childPartSchema = z.object({
  id_estudiante: z.number().int(),
  estudiante: z.string(),
  valor: z.number().int(),
});

/** A payment as the staff see it: whose, what was asked and what Mercado Pago last said. */
export const staffOnlinePaymentSchema = z.object({
  id: z.number().int(),
  estado: z.enum(ONLINE_PAYMENT_STATES),
  acudiente: z.string(),
  total: z.number().int(),
  comision: z.number().int(),
  referencia: z.string().nullable(),
  estado_proveedor: z.string().nullable(),
  valor_proveedor: z.number().int().nullable(),
  hijos: z.array(childPartSchema),
  created_at: z.string(),
  acreditado_at: z.string().nullable(),
  reembolsado_at: z.string().nullable(),
});
export type StaffOnlinePayment = z.infer<typeof staffOnlinePaymentSchema>;

/** `POST …/{id}/refresh`'s answer: the payment after Mercado Pago was asked again. */
export const refreshedPaymentSchema = z.object({
  resultado: z.string(),
  pago: staffOnlinePaymentSchema,
});

/** The school's terms as the staff set them (portal_settings); what the portal then offers. */
export const onlineTermsFields = {
  minimo: f.money('Mínimo por pago', { required: true, min: 1_000, max: 100_000_000 }),
  maximo: f.money('Máximo por pago', { required: true, min: 1_000, max: 100_000_000 }),
  comision_porcentaje: f.decimal('Comisión (%)', { required: true, min: 0, max: 20 }),
  comision_fija: f.money('Comisión fija', { required: true, min: 0, max: 100_000 }),
};
export const onlineTermsInputSchema = createSchema(onlineTermsFields).refine((t) => t.maximo >= t.minimo, {
  error: ONLINE_STAFF_MESSAGES.maximumBelowMinimum,
  path: ['maximo'],
});
export type OnlineTermsInput = z.infer<typeof onlineTermsInputSchema>;

const daySchema = z
  .string({ error: ONLINE_STAFF_MESSAGES.day })
  .refine(isCalendarDay, { error: ONLINE_STAFF_MESSAGES.day });
export const reconciliationQuerySchema = z.object({ dia: daySchema });
export const reconciliationRequestSchema = z.object({ dia: daySchema });

/** One difference the reconciliation found, with the payment here when there is one. */
export const reconciliationFindingSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(RECONCILIATION_FINDINGS),
  id_pago: z.string(),
  id_payment: z.number().int().nullable(),
  estado_proveedor: z.string().nullable(),
  valor_proveedor: z.number().int().nullable(),
  /** Our payment's state and whose it is, when the payment is ours. */
  estado: z.enum(ONLINE_PAYMENT_STATES).nullable(),
  acudiente: z.string().nullable(),
  total: z.number().int().nullable(),
  encontrado_at: z.string(),
  resuelto_at: z.string().nullable(),
  resuelto_por: z.string().nullable(),
  resultado: z.string().nullable(),
});
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;

/** A day's reconciliation: when it ran (null: never yet), what Mercado Pago listed, what differs. */
export const reconciliationSchema = z.object({
  dia: z.string(),
  iniciada_at: z.string().nullable(),
  terminada_at: z.string().nullable(),
  consultados: z.number().int(),
  error: z.string().nullable(),
  hallazgos: z.array(reconciliationFindingSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** `POST …/findings/{id}/settle`'s answer: what settling it came to, and the finding now. */
export const settledFindingSchema = z.object({
  resultado: z.string(),
  hallazgo: reconciliationFindingSchema,
});
