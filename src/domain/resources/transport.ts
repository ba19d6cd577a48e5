/**
 * School transport (issue 15; spec part 2 §2 'School transport screens', §7): the people of the
 * buses. The area is `transport` in code; its wire paths stay `schoolroutes/…`. The spec shows
 * only their ids, so their fields are what a transport coordinator needs to reach each person
 * and to keep a driver legal: the document (unique per list), the name, the phones; a driver's
 * licence category and expiry date, flagged on the list within 30 days of it.
 */
import { f } from '../fieldBuilders';
import { defineResource } from '../resource';
import { documentFields } from './people';
import { EMPTY_FIELDS } from '../transport';
import { PAPER_WARNING_DAYS } from '../vehiclePapers';

/** Colombian driving licence categories (A: motorcycles, B: private, C: public service). */
export const LICENCE_CATEGORIES = ['A1', 'A2', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'].map((id) => ({
  id,
  name: id,
}));

/** A driver's licence is flagged on the list this many days before it expires. */
export const LICENCE_WARNING_DAYS = 30;

/** The name and phones every person of the buses has. */
const contactFields = {
  name: f.text('Nombre', { required: true, list: true, maxLength: 100 }),
  cellphone: f.text('Celular', { required: true, list: true, maxLength: 20 }),
  phone: f.text('Teléfono', { maxLength: 20 }),
};

const person = (
  name: string,
  label: string,
  labelPlural: string,
  permission: 'schoolroutes.drivers' | 'schoolroutes.monitors' | 'schoolroutes.messenger',
) => ({
  name,
  label,
  labelPlural,
  permission,
  recordRepresentation: 'name' as const,
  searchable: ['name', 'num_doc'] as ('name' | 'num_doc')[],
  // Spec part 2 §7: after create or update, the list and an information dialog.
  savedDialog: true,
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
    licencia_vence: f.date('Vencimiento de la licencia', {
      required: true,
      list: true,
      dueWithinDays: LICENCE_WARNING_DAYS,
    }),
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

export const DUPLICATE_PLATE = 'La placa ya se encuentra registrada';
export const PLATE_FORMAT =
  'La placa debe tener de 5 a 7 letras y números, sin espacios (por ejemplo ABC123)';
export const SEATS_DIGITS = 'El campo Sillas solo admite dígitos';
/** A plate as Colombian plates are written: letters and digits, upper case. */
export const PLATE = /^[A-Z0-9]{5,7}$/;

/** Every vehicle field is required, with the spec's one message. */
const required = { required: true, requiredMessage: EMPTY_FIELDS } as const;

/**
 * A bus's paper (issue 53): its number and expiry, both optional (a school moving in may not have
 * them yet; a run refuses a bus whose paper is missing, src/domain/vehiclePapers.ts). The expiry
 * is flagged on the list from PAPER_WARNING_DAYS before.
 */
const paper = (numberLabel: string, expiryLabel: string) => ({
  numero: f.text(numberLabel, { maxLength: 40 }),
  vence: f.date(expiryLabel, { list: true, dueWithinDays: PAPER_WARNING_DAYS }),
});
const soat = paper('Número del SOAT', 'Vencimiento del SOAT');
const inspection = paper('Número de la revisión técnico-mecánica', 'Vencimiento de la técnico-mecánica');
const policy = paper('Número de la póliza', 'Vencimiento de la póliza');

/**
 * A school bus (spec part 2 §3 'Vehicle': id, placa, marca, categoria, nombre_ruta, sillas,
 * observaciones), and its papers (issue 53).
 */
export const vehiclesResource = defineResource({
  name: 'schoolroutes/vehicles',
  label: 'Vehículo',
  labelPlural: 'Vehículos',
  permission: 'schoolroutes.vehicles',
  readers: ['schoolroutes.routes'],
  recordRepresentation: 'placa',
  searchable: ['placa', 'nombre_ruta', 'marca'],
  sort: { field: 'placa', order: 'ASC' },
  // Spec part 2 §5: on create and edit, the first empty field's 'Tienes Campos Vacios' comes as an
  // alert (the form's information dialog), in the spec's order of the fields.
  // The papers, optional, come after.
  validationOrder: [
    'placa',
    'nombre_ruta',
    'sillas',
    'marca',
    'categoria',
    'observaciones',
    'soat_numero',
    'soat_vence',
    'tecnomecanica_numero',
    'tecnomecanica_vence',
    'poliza_numero',
    'poliza_vence',
  ],
  fields: {
    placa: f.text('Placa', { ...required, list: true, maxLength: 7, unique: DUPLICATE_PLATE }),
    nombre_ruta: f.text('Nombre del vehículo', { ...required, list: true, maxLength: 60 }),
    sillas: f.integer('Sillas', { ...required, list: true, min: 1, max: 80, invalidMessage: SEATS_DIGITS }),
    marca: f.text('Marca', { ...required, list: true, maxLength: 60 }),
    categoria: f.text('Categoría', { ...required, list: true, maxLength: 60 }),
    observaciones: f.textarea('Observaciones', { ...required, maxLength: 500 }),
    soat_numero: soat.numero,
    soat_vence: soat.vence,
    tecnomecanica_numero: inspection.numero,
    tecnomecanica_vence: inspection.vence,
    poliza_numero: policy.numero,
    poliza_vence: policy.vence,
  },
  check: (v) =>
    typeof v.placa === 'string' && !PLATE.test(v.placa.trim().toUpperCase())
      ? { field: 'placa', message: PLATE_FORMAT }
      : null,
});

/** A piece of transport news (novedad): what happened on which day, on which route if on one (a breakdown, a late bus). */
export const newsResource = defineResource({
  name: 'schoolroutes/news',
  label: 'Novedad',
  labelPlural: 'Novedades',
  permission: 'schoolroutes.news',
  recordRepresentation: 'texto',
  searchable: ['texto'],
  sort: { field: 'fecha', order: 'DESC' },
  savedDialog: true,
  fields: {
    fecha: f.date('Fecha', { required: true, list: true }),
    id_route: f.reference('Ruta', 'schoolroutes/routes', { list: true, filter: true }),
    texto: f.textarea('Novedad', { required: true, list: true, maxLength: 1000 }),
  },
});
