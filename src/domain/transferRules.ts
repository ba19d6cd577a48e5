/**
 * Top-ups reported by families (issue 32, item 5): a family says it paid the school by bank
 * transfer and sends the receipt; the staff with the key `carnets.transfers` approve it (one
 * top-up on the ledger, once per report) or reject it with a reason. What crosses the wire, without zod (the families' portal reads it):
 * the schemas are in transfers.ts.
 */

export const TRANSFER_STATES = ['pendiente', 'aprobada', 'rechazada'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** The receipt: a photo or a PDF, at most 2 MB, checked by its content. */
export const MAX_RECEIPT_BYTES = 2 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** A transfer reported from $1.000 up to $2.000.000 (the front desk's largest top-up). */
export const MIN_TRANSFER = 1000;
export const MAX_TRANSFER = 2_000_000;
/** How old a transfer may be when reported. */
export const TRANSFER_MAX_AGE_DAYS = 60;

export const TRANSFER_MESSAGES = {
  reported: 'Recarga reportada: el colegio la revisará',
  approved: 'Recarga aprobada',
  rejected: 'Recarga rechazada',
  notFound: 'La recarga reportada no existe',
  alreadyApproved: 'La recarga ya fue aprobada',
  alreadyRejected: 'La recarga ya fue rechazada',
  duplicate: 'Ya se reportó una transferencia con esa referencia para este estudiante',
  receiptUnreadable: 'El soporte no es un archivo válido: debe ser una foto (.jpg o .png) o un .pdf',
  receiptType: 'El soporte debe ser una foto (.jpg o .png) o un .pdf',
  receiptTooBig: `El soporte no puede superar ${MAX_RECEIPT_BYTES / 1024 / 1024} MB`,
  future: 'La fecha de la transferencia no puede ser futura',
  tooOld: `La transferencia debe ser de los últimos ${TRANSFER_MAX_AGE_DAYS} días`,
  noCredential: 'El estudiante no tiene carnet: el colegio no puede recargarlo',
} as const;

/** A reported transfer as the family and the staff see it, and its receipt: their schemas are in transfers.ts. */
export type { TransferReport, StaffTransferReport, TransferReceipt } from './transfers';

/** What the ledger row of an approved transfer says (and the top-up report shows). */
export const transferDetail = (id: number, reference: string) =>
  `Transferencia reportada #${id}, ref. ${reference}`;
