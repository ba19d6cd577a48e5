/**
 * The front desk's printed receipt of a top-up or a deduction (issue 34): what a family takes home.
 * Its number is the ledger row's, so a receipt is never numbered twice nor made up.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from './payments';

export const deskReceiptSchema = z.object({
  /** The ledger row's id. */
  numero: z.number().int(),
  colegio: z.string().nullable(),
  kind: z.enum(['recarga', 'descarga']),
  estudiante: z.string(),
  documento: z.string(),
  curso: z.string().nullable(),
  /** Pesos, positive: what was paid in, or given back. */
  valor: z.number(),
  metodo_pago: z.enum(PAYMENT_METHODS).nullable(),
  referencia: z.string().nullable(),
  /** The balance it left. */
  saldo: z.number(),
  funcionario: z.string().nullable(),
  fecha: z.string(),
});
export type DeskReceipt = z.infer<typeof deskReceiptSchema>;

export const RECEIPT_NOT_FOUND = 'El recibo no existe';

/** A receipt's number as printed: R-000123. */
export const receiptNumber = (n: number) => `R-${String(n).padStart(6, '0')}`;
