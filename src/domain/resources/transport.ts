/**
 * School transport (issue 15; spec part 2 §2 'School transport screens', §7): the people of the
 * buses. The area is `transport` in code; its wire paths stay `schoolroutes/…`. The spec shows
 * only their ids, so their fields are what a transport coordinator needs to reach each person
 * and to keep a driver legal: the document (unique per list), the name, the phones; a driver's
 * licence category and expiry date, flagged on the list within 30 days of it.
 */
import { f } from '../fields';
import { defineResource } from '../resource';
import { documentFields } from './people';

/** Colombian driving licence categories (A: motorcycles, B: private, C: public service). */
export const LICENCE_CATEGORIES = ['A1', 'A2', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'].map((id) => ({ id, name: id }));

/** A driver's licence is flagged on the list this many days before it expires. */
export const LICENCE_WARNING_DAYS = 30;

/** The name and phones every person of the buses has. */
const contactFields = {
  name: f.text('Nombre', { required: true, list: true, maxLength: 100 }),
  cellphone: f.text('Celular', { required: true, list: true, maxLength: 20 }),
  phone: f.text('Teléfono', { maxLength: 20 }),
};

const person = (name: string, label: string, labelPlural: string, permission: 'schoolroutes.drivers' | 'schoolroutes.monitors' | 'schoolroutes.messenger') => ({
  name,
  label,
  labelPlural,
  permission,
  recordRepresentation: 'name' as const,
  searchable: ['name', 'num_doc'] as ('name' | 'num_doc')[],
  sort: { field: 'name', order: 'ASC' as const },
});

export const driversResource = defineResource({
  ...person('schoolroutes/drivers', 'Conductor', 'Conductores', 'schoolroutes.drivers'),
  // The routes manager looks a route's driver up by document.
  readers: ['schoolroutes.routes'],
  fields: {
    ...documentFields(1),
    ...contactFields,
    licencia_categoria: f.select('Categoría de licencia', LICENCE_CATEGORIES, { required: true, list: true }),
    licencia_vence: f.date('Vencimiento de la licencia', { required: true, list: true, dueWithinDays: LICENCE_WARNING_DAYS }),
  },
});

export const monitorsResource = defineResource({
  ...person('schoolroutes/monitors', 'Monitor', 'Monitores', 'schoolroutes.monitors'),
  readers: ['schoolroutes.routes'],
  fields: {
    ...documentFields(1),
    ...contactFields,
    email: f.email('Correo electrónico', { list: true }),
  },
});

/** A messenger (mensajero): who carries notes and parcels between the school and the buses' families. */
export const messengersResource = defineResource({
  ...person('schoolroutes/messenger', 'Mensajero', 'Mensajeros', 'schoolroutes.messenger'),
  fields: {
    ...documentFields(1),
    ...contactFields,
  },
});
