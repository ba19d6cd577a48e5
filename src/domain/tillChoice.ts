/**
 * Tills are named things, not browser accidents: a browser that opens a till screen for the first
 * time picks one of its store's active tills or, with the key to create tills (admin.tills), names a
 * new one; the choice is kept on that browser, per store (src/kit/till/tillStore.ts). Nothing else
 * makes a till: not a browser's visit, a roster read nor a late sale.
 *   GET  /api/<store>/tills             the store's active tills, by name (who sells there)
 *   POST /api/<store>/tills {nombre}    a new till, its code made by the server (admin.tills)
 *   PUT  /api/<store>/tills/{codigo}    the chosen till says it is alive: its allowance (./offline `Till`)
 * A till nobody used for TILL_UNUSED_DAYS is marked on the administrator's list for retirement.
 */
import { z } from 'zod';
import { f } from './fieldBuilders';

/** Days without a connection after which a till is listed for retirement. */
export const TILL_UNUSED_DAYS = 30;

/** A till a browser may choose: its code, its name and its last connection (ISO, null: never). */
export const tillChoiceSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  visto_en: z.string().nullable(),
});
export type TillChoice = z.infer<typeof tillChoiceSchema>;

/** A till's name: required, trimmed, at most 60 (the administrator's list, resources/tills.ts, has the same). */
export const tillNameField = f.text('Nombre', { required: true, list: true, maxLength: 60 });

/** A new till: its name. */
export const newTillSchema = z.object({ nombre: tillNameField.schema });
export type NewTill = z.infer<typeof newTillSchema>;

/** Another till of the store already has this name (compared trimmed, whatever the case). */
export const tillNameTaken = (nombre: string) =>
  `Ya existe una caja llamada «${nombre}» en esta tienda: elíjala de la lista o use otro nombre`;
/** The chosen till's code is unknown to the server (the browser forgets it and asks again). */
export const TILL_GONE = 'Esta caja ya no existe: elija una caja de la lista';
/** The chosen till was deactivated by the administrator (the browser forgets it and asks again). */
export const TILL_RETIRED = 'Esta caja fue desactivada por el administrador: elija otra caja de la lista';
