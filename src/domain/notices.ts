/**
 * Notices to families (issue 32, item 6): what happened to a child that the family asked to be
 * told, in the portal's feed and by e-mail. Each is written in the transaction of what it tells
 * (the notices table is the outbox) and e-mailed by a worker with retries. Zod-free: the portal
 * reads it. The texts are in src/domain/notice-texts.ts.
 */
import type { NoticeChoices } from './familyNotices';

/**
 * What a notice tells, and what it carries (`datos`): money in pesos, instants as ISO text.
 * - saldo_bajo: the balance went below the family's threshold (once per crossing) {saldo, aviso}
 * - recarga_aprobada / recarga_rechazada: a reported transfer was decided {valor, referencia, motivo?}
 * - entrada / salida / tarde: the gate (tarde: an entry after the start of the child's schedule) {hora, lugar}
 * - subio / bajo: the school bus {hora, ruta}
 * - ausente: no entry by the shift's cut-off {hora: the cut-off}; on unless the family turned it off (issue 53)
 * - sin_salida: entered and no exit an hour after the shift's end {hora: the entry}; chosen (issue 53)
 * - alergia: a till that had lost the server handed the child a product holding their allergen
 *   (issue 48) {hora, producto, lugar, motivo}; always on, as the money notices
 * - pago_acreditado / pago_reembolsado: an online payment (issue 54) credited to the child, or its
 *   credit taken back after Mercado Pago refunded it {valor, referencia, saldo?}; money notices
 * - intento: the child tried to buy something a family's or the school's rule refused (issue 55)
 *   {hora, producto?, lugar, regla: an AttemptKind of ./attempts}; chosen (intentos); never the cashier
 * - almuerzo_anulado / almuerzo_restablecido: issue 56, the gate cancelled a pre-ordered lunch at the
 *   cut-off (no entry) and gave it back, or an entry re-instated it {fecha, producto, valor?: what the
 *   balance got back or paid again}; money notices, always on
 * - paquete_almuerzos: a pack of lunches has PACK_LOW left, or none {restantes}; chosen (almuerzos)
 */
export const NOTICE_KINDS = [
  'saldo_bajo',
  'recarga_aprobada',
  'recarga_rechazada',
  'entrada',
  'salida',
  'tarde',
  'subio',
  'bajo',
  'alergia',
  'ausente',
  'sin_salida',
  'pago_acreditado',
  'pago_reembolsado',
  'intento',
  'almuerzo_anulado',
  'almuerzo_restablecido',
  'paquete_almuerzos',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * What a notice carries, a notice of the family's feed, and what each child's family chose to be
 * told of: their schemas are in ./familyNotices (this file stays zod-free).
 */
export type { NoticeData, FamilyNotice, NoticeChoices } from './familyNotices';
/** A child's choices before the family touched them: absences on, the rest off. */
export const NO_CHOICES: NoticeChoices = {
  porteria: false,
  tarde: false,
  ruta: false,
  ausencia: true,
  sin_salida: false,
  intentos: false,
  almuerzos: false,
};

/** The e-mail's state of a notice: sent, waiting (with retries), given up, or not sent (no address, no SMTP). */
export const EMAIL_STATES = ['pendiente', 'enviado', 'fallido', 'omitido'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
/** E-mail attempts before giving up; the wait doubles from one minute. */
export const EMAIL_ATTEMPTS = 5;
