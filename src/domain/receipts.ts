/**
 * The front desk's printed receipt of a top-up or a deduction (issue 34): what a family takes home.
 * Its number is the ledger row's, so a receipt is never numbered twice nor made up.
 */
import type { PaymentMethod } from './payments';

export interface DeskReceipt {
  /** The ledger row's id. */
  numero: number;
  colegio: string | null;
  kind: 'recarga' | 'descarga';
  estudiante: string;
  documento: string;
  curso: string | null;
  /** Pesos, positive: what was paid in, or given back. */
  valor: number;
  metodo_pago: PaymentMethod | null;
  referencia: string | null;
  /** The balance it left. */
  saldo: number;
  funcionario: string | null;
  fecha: string;
}

export const RECEIPT_NOT_FOUND = 'El recibo no existe';

/** A receipt's number as printed: R-000123. */
export const receiptNumber = (n: number) => `R-${String(n).padStart(6, '0')}`;
