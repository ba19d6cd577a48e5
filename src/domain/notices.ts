/**
 * Notices to families (issue 32, item 6): what happened to a child that the family asked to be
 * told, in the portal's feed and by e-mail. Each is written in the transaction of what it tells
 * (the notices table is the outbox) and e-mailed by a worker with retries. Zod-free: the portal
 * reads it. The texts are in src/domain/notice-texts.ts.
 */

/**
 * What a notice tells, and what it carries (`datos`): money in pesos, instants as ISO text.
 * - saldo_bajo: the balance went below the family's threshold (once per crossing) {saldo, aviso}
 * - recarga_aprobada / recarga_rechazada: a reported transfer was decided {valor, referencia, motivo?}
 * - entrada / salida / tarde: the gate (tarde: an entry after the start of the child's schedule) {hora, lugar}
 * - subio / bajo: the school bus {hora, ruta}
 * - alergia: a till that had lost the server handed the child a product holding their allergen
 *   (issue 48) {hora, producto, lugar, motivo}; always on, as the money notices
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
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticeData {
  saldo?: number;
  aviso?: number;
  valor?: number;
  referencia?: string;
  motivo?: string;
  hora?: string;
  lugar?: string;
  ruta?: string;
  producto?: string;
}

/** A notice in the family's feed (`GET /api/family/notices?page=`, newest first). */
export interface FamilyNotice {
  id: number;
  tipo: NoticeKind;
  id_estudiante: number | null;
  estudiante: string | null;
  datos: NoticeData;
  created_at: string;
  leido: boolean;
}

/** What each child's family chose to be told of (`GET/PUT /api/family/children/{id}/notices`); the money notices are always on. */
export interface NoticeChoices {
  /** Entries and exits at the gate. */
  porteria: boolean;
  /** A late arrival (even with porteria off). */
  tarde: boolean;
  /** Getting on and off the school bus. */
  ruta: boolean;
}
export const NO_CHOICES: NoticeChoices = { porteria: false, tarde: false, ruta: false };

/** The e-mail's state of a notice: sent, waiting (with retries), given up, or not sent (no address, no SMTP). */
export const EMAIL_STATES = ['pendiente', 'enviado', 'fallido', 'omitido'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
/** E-mail attempts before giving up; the wait doubles from one minute. */
export const EMAIL_ATTEMPTS = 5;
