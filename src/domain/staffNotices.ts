/**
 * Notices to the staff (issue 53): what a role key's holders are told by e-mail — a course's
 * coordinator (`access.coordination`) of a student's second school day in a row absent without
 * excuse, the transport coordinator (`schoolroutes.alarms`) of a run's alarm, the reviewers of the
 * online payments (`carnets.online`) of one held or taken back below zero, and of a day's
 * reconciliation that found differences (`conciliacion_pagos`). Zod-free; the
 * texts are Spanish, as the school's e-mails are.
 */
export const STAFF_NOTICE_KINDS = [
  'ausencias_seguidas',
  'alarma_recorrido',
  'pago_en_linea',
  'conciliacion_pagos',
] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

/** What a staff notice carries: dates as YYYY-MM-DD, instants as ISO text. */
export interface StaffNoticeData {
  /** ausencias_seguidas: the school days absent, the student's course. */
  fechas?: string[];
  curso?: string | null;
  /** alarma_recorrido: the route, the run's direction, what is wrong. */
  ruta?: string;
  sentido?: string;
  detalle?: string;
  hora?: string;
  /** pago_en_linea (issue 54): Mercado Pago's payment id; `detalle` says what the staff must look at. */
  referencia?: string;
}

/** The e-mail's subject and text of a staff notice; `hour` writes an instant at the school's clock. */
export function staffNoticeText(
  kind: StaffNoticeKind,
  data: StaffNoticeData,
  student: string | null,
  hour: (iso: string) => string,
): { subject: string; text: string } {
  if (kind === 'ausencias_seguidas') {
    const days = (data.fechas ?? []).join(' y ');
    return {
      subject: `Ausencias seguidas: ${student ?? ''}`.trim(),
      text: `${student ?? 'Un estudiante'}${data.curso ? ` (${data.curso})` : ''} no vino al colegio ${days} sin excusa.`,
    };
  }
  if (kind === 'conciliacion_pagos') {
    const day = data.fechas?.[0] ?? '';
    return {
      subject: `Conciliación de pagos en línea: ${day}`.trim(),
      text: `La conciliación del ${day} con Mercado Pago encontró diferencias: ${data.detalle ?? ''}`,
    };
  }
  if (kind === 'pago_en_linea') {
    return {
      subject: `Pago en línea por revisar: ${data.referencia ?? ''}`.trim(),
      text: `Pago en línea ${data.referencia ?? ''}${student ? ` (${student})` : ''}: ${data.detalle ?? ''}`,
    };
  }
  return {
    subject: `Alarma de recorrido: ${data.ruta ?? ''}`.trim(),
    text: `Ruta ${data.ruta ?? ''} (${data.sentido ?? ''}), ${data.hora ? hour(data.hora) : ''}: ${data.detalle ?? ''}`,
  };
}
