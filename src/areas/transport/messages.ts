/** The transport area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import { DOCUMENT_TYPES_ENGLISH } from '../../app/messages';
import { LICENCE_CATEGORIES } from '../../domain/resources/transport';

/** A person of the buses: the same fields in every list. */
const personFields = {
  type_doc: 'Document type',
  num_doc: 'Document number',
  name: 'Name',
  cellphone: 'Mobile phone',
  phone: 'Phone',
};
const personOptions = { type_doc: DOCUMENT_TYPES_ENGLISH };

export const transportMessages = defineMessages(
  { transport: { vehicles: { tabs: 'Vehículos', list: 'Lista', create: 'Creación' } } },
  { transport: { vehicles: { tabs: 'Vehicles', list: 'List', create: 'Creation' } } },
  // English of the domain's texts (src/i18n/domain-messages.ts): the people of the buses.
  {
    resources: {
      'schoolroutes/drivers': {
        name: 'Driver |||| Drivers',
        fields: { ...personFields, licencia_categoria: 'Licence category', licencia_vence: 'Licence expiry' },
        options: { ...personOptions, licencia_categoria: Object.fromEntries(LICENCE_CATEGORIES.map((c) => [c.id, c.name])) },
      },
      'schoolroutes/monitors': {
        name: 'Monitor |||| Monitors',
        fields: { ...personFields, email: 'Email' },
        options: personOptions,
      },
      'schoolroutes/vehicles': {
        name: 'Vehicle |||| Vehicles',
        fields: { placa: 'Plate', nombre_ruta: 'Vehicle name', sillas: 'Seats', marca: 'Make', categoria: 'Category', observaciones: 'Notes' },
      },
      'schoolroutes/messenger': {
        name: 'Messenger |||| Messengers',
        fields: personFields,
        options: personOptions,
      },
    },
  },
);
