/**
 * The lunch settings' form: the times as typed, the discounts as typed, checked on the screen with
 * the contract's rules (src/domain/lunchMenus.ts lunchSettingsSchema) before the `PUT`.
 */
import type { LunchSettings } from '../../../domain/lunchMenus';

export interface SettingsForm {
  hora_corte: string;
  cierre_cocina: string;
  sin_pedido: boolean;
  descuento_mensualidad: string;
  descuento_paquete: string;
}

export type SettingsField = keyof SettingsForm;

export const formOf = (s: LunchSettings): SettingsForm => ({
  ...s,
  descuento_mensualidad: String(s.descuento_mensualidad),
  descuento_paquete: String(s.descuento_paquete),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isDiscount = (text: string) => /^\d{1,2}$/.test(text.trim()) && Number(text) <= 50;

/** Each field's problem, as a catalog key. */
export function settingsProblems(form: SettingsForm): Partial<Record<SettingsField, string>> {
  const problems: Partial<Record<SettingsField, string>> = {};
  if (!HHMM.test(form.hora_corte)) problems.hora_corte = 'restaurant.menus.errors.time';
  if (!HHMM.test(form.cierre_cocina)) problems.cierre_cocina = 'restaurant.menus.errors.time';
  else if (!problems.hora_corte && form.cierre_cocina <= form.hora_corte)
    problems.cierre_cocina = 'restaurant.menus.errors.closing';
  if (!isDiscount(form.descuento_mensualidad))
    problems.descuento_mensualidad = 'restaurant.menus.errors.discount';
  if (!isDiscount(form.descuento_paquete)) problems.descuento_paquete = 'restaurant.menus.errors.discount';
  return problems;
}

export const settingsOf = (form: SettingsForm): LunchSettings => ({
  ...form,
  descuento_mensualidad: Number(form.descuento_mensualidad.trim()),
  descuento_paquete: Number(form.descuento_paquete.trim()),
});
