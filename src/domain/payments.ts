/**
 * How money came in at the front desk, or went back out (issue 34): every top-up and deduction
 * records its payment method and, except cash, a reference. The cash close adds them up per
 * method, so a method is part of the movement, written once with it in the ledger.
 */
import { z } from 'zod';

/**
 * Every method a ledger row may carry; `portal` only on an approved family transfer, `en_linea` on a
 * payment at Mercado Pago (issue 54: its top-ups, and the deduction that takes one back after a refund).
 */
export const PAYMENT_METHODS = ['efectivo', 'transferencia', 'tarjeta', 'portal', 'en_linea'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the front desk chooses on its screen: a family's transfer is approved, never typed in. */
export const DESK_METHODS = [
  'efectivo',
  'transferencia',
  'tarjeta',
] as const satisfies readonly PaymentMethod[];
export type DeskMethod = (typeof DESK_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
  portal: 'Portal',
  en_linea: 'Portal en línea',
};

export const REFERENCE_MAX = 100;

export const PAYMENT_MESSAGES = {
  method: 'El método de pago debe ser Efectivo, Transferencia o Tarjeta',
  portal: 'Las recargas por el portal se registran al aprobar la transferencia reportada por la familia',
  referenceRequired: 'La referencia es requerida para pagos por transferencia o tarjeta',
  referenceTooLong: `La referencia admite máximo ${REFERENCE_MAX} caracteres`,
  filter: 'El método de pago debe ser Efectivo, Transferencia, Tarjeta, Portal o Portal en línea',
} as const;

/** The payment of one front-desk movement, as the ledger keeps it. */
export interface Payment {
  method: PaymentMethod;
  /** The transfer's or the card voucher's number; optional for cash. */
  reference: string | null;
}

/** The fields the top-up call takes beside the amount (`PUT admin/carnets/{id}`). */
export const paymentFields = {
  metodo_pago: z
    .enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method })
    .refine((v) => v !== 'portal' && v !== 'en_linea', { error: PAYMENT_MESSAGES.portal })
    .transform((v) => v as DeskMethod)
    .optional(),
  referencia: z
    .string({ error: PAYMENT_MESSAGES.referenceRequired })
    .trim()
    .max(REFERENCE_MAX, { error: PAYMENT_MESSAGES.referenceTooLong })
    .nullable()
    .optional(),
};

/** Cash unless told otherwise (the old system's only way); an empty reference is none. */
export function deskPayment(method: DeskMethod | undefined, reference: string | null | undefined): Payment {
  return { method: method ?? 'efectivo', reference: reference?.trim() || null };
}

/** The refusal of a desk payment missing its reference (every method but cash needs one), or null. */
export function paymentRefusal(payment: Payment): string | null {
  return payment.method !== 'efectivo' && payment.reference === null
    ? PAYMENT_MESSAGES.referenceRequired
    : null;
}

/** Cash with no reference: the desk's default, and the demo's and benchmarks' top-ups. */
export const CASH_PAYMENT: Payment = { method: 'efectivo', reference: null };
