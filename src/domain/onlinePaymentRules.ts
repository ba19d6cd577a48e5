/**
 * Online top-ups (issue 54): a family pays one or several children's top-ups in one payment at
 * Mercado Pago's checkout, and the server credits them when Mercado Pago's signed notification says
 * the payment is approved, never on the family's return to the portal. Without zod: the portal
 * reads these.
 */

/**
 * A payment's life here: `pendiente` until Mercado Pago decides, `aprobado` once credited,
 * `rechazado` (rejected or cancelled there: nothing moved), `reembolsado` (refunded or charged back
 * there: a credit given is taken back), `retenido` (approved there for another amount than the one
 * asked: held for the staff, nothing credited).
 */
export const ONLINE_PAYMENT_STATES = [
  'pendiente',
  'aprobado',
  'rechazado',
  'reembolsado',
  'retenido',
] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/**
 * What the daily reconciliation finds: approved at Mercado Pago and not credited here, or credited
 * here and not approved there.
 */
export const RECONCILIATION_FINDINGS = ['sin_acreditar', 'sin_aprobar'] as const;
export type ReconciliationFinding = (typeof RECONCILIATION_FINDINGS)[number];

/** Children in one payment at most (a family's, in practice 1 to 4). */
export const MAX_CHILDREN_PER_PAYMENT = 10;

/** The school's rules for one payment (portal_settings), in pesos; the fee is 0 unless it passes it on. */
export interface OnlinePaymentTerms {
  minimo: number;
  maximo: number;
  /** Percent of the top-ups' total, two decimals (2.99 = 2.99 %). */
  comision_porcentaje: number;
  /** Pesos added to every payment. */
  comision_fija: number;
}

export const DEFAULT_ONLINE_TERMS: OnlinePaymentTerms = {
  minimo: 10_000,
  maximo: 500_000,
  comision_porcentaje: 0,
  comision_fija: 0,
};

/** The fee the family pays on top of the top-ups' total, whole pesos rounded up (the school never loses a peso). */
export function onlinePaymentFee(total: number, terms: OnlinePaymentTerms): number {
  if (total <= 0) return 0;
  // Basis points avoid a float's 0.1 + 0.2: 2.99 % is 299 / 10 000.
  const basisPoints = Math.round(terms.comision_porcentaje * 100);
  return Math.ceil((total * basisPoints) / 10_000) + terms.comision_fija;
}

export const ONLINE_PAYMENT_MESSAGES = {
  disabled: 'Las recargas en línea no están habilitadas en este colegio',
  noChildren: 'Elija al menos un hijo y el valor a recargar',
  repeatedChild: 'Cada hijo va una sola vez en el pago',
  tooMany: `Un pago admite máximo ${MAX_CHILDREN_PER_PAYMENT} hijos`,
  noCredential: 'Este estudiante no tiene carnet para recargar',
  belowMinimum: (minimo: string) => `El pago en línea debe ser de al menos ${minimo}`,
  aboveMaximum: (maximo: string) => `El pago en línea no puede superar ${maximo}`,
  notFound: 'El pago no existe',
  created: 'Pago creado: continúe en Mercado Pago',
  invalidSignature: 'La firma de la notificación no es válida',
  /** What the staff are told (a staff notice's `detalle`). */
  heldAmount: (paid: string, asked: string) =>
    `Mercado Pago lo aprobó por ${paid} y se pidieron ${asked}: quedó retenido, sin acreditar.`,
  heldCredential: (refusal: string) => `${refusal}: quedó retenido, sin acreditar.`,
  overdrawn: (saldo: string) =>
    `Mercado Pago lo devolvió después de acreditado y el dinero ya se había gastado: el saldo quedó en ${saldo}.`,
} as const;

/** The reference a payment carries at Mercado Pago (`external_reference`): this school's payment id. */
export const externalReferenceOf = (id: number) => `colegio-pago-${id}`;
/** The payment id of one of our references, or null for anything else. */
export function paymentIdOfReference(reference: string | null): number | null {
  const match = /^colegio-pago-([1-9]\d{0,9})$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}
