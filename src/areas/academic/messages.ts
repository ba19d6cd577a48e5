/** The academic area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import {
  DAILY_LIMIT_NOT_A_NUMBER,
  DAILY_LIMIT_TOO_BIG,
  DAILY_LIMIT_TOO_SMALL,
  LOCKS_SAVED,
  MAX_DAILY_LIMIT,
  NO_LIMIT_LABEL,
} from '../../domain/locks';
import { formatMoney } from '../../domain/money';
import { DOCUMENT_TYPES_ENGLISH } from '../../app/messages';

export const academicMessages = defineMessages(
  {
    academic: {
      locks: {
        title: 'Restricciones de compra',
        search: 'Buscar estudiante',
        search_placeholder: 'Nombre o documento',
        total: '%{smart_count} estudiante |||| %{smart_count} estudiantes',
        loading: 'Cargando estudiantes',
        none: 'No se encontraron estudiantes con carnet',
        document: 'Documento %{num_doc}',
        balance: 'Saldo',
        daily_limit: 'Límite diario',
        locked_products: 'Productos bloqueados',
        // The spec's spelling.
        view: 'Ver restriscciones',
        no_limit: NO_LIMIT_LABEL,
      },
      lock: {
        title: 'Restricciones del estudiante',
        back: 'Volver',
        back_to_locks: 'Volver a restricciones',
        loading_student: 'Cargando estudiante',
        today: 'Consumo de hoy',
        set_limit: 'Establecer limite de gasto diario?',
        amount: 'Monto diario',
        minimum: 'Mínimo $1.000',
        save: 'Guardar',
        saved: LOCKS_SAVED,
        limit_too_small: DAILY_LIMIT_TOO_SMALL,
        limit_too_big: DAILY_LIMIT_TOO_BIG,
        limit_not_a_number: DAILY_LIMIT_NOT_A_NUMBER,
        products: 'Productos',
        loading_products: 'Cargando productos',
        restricted: 'Restringido',
        already_locked: 'El producto ya está restringido',
        restricted_products: 'Productos restringidos',
        none_restricted: 'Ningún producto restringido: puede comprar cualquiera.',
        remove: 'Quitar %{name}',
      },
    },
  },
  {
    academic: {
      locks: {
        title: 'Purchase restrictions',
        search: 'Search student',
        search_placeholder: 'Name or document',
        total: '%{smart_count} student |||| %{smart_count} students',
        loading: 'Loading students',
        none: 'No students with a carnet were found',
        document: 'Document %{num_doc}',
        balance: 'Balance',
        daily_limit: 'Daily limit',
        locked_products: 'Restricted products',
        view: 'View restrictions',
        no_limit: 'No limit',
      },
      lock: {
        title: "Student's restrictions",
        back: 'Back',
        back_to_locks: 'Back to restrictions',
        loading_student: 'Loading student',
        today: "Today's spending",
        set_limit: 'Set a daily spending limit?',
        amount: 'Daily amount',
        minimum: 'At least $1.000',
        save: 'Save',
        saved: 'Restrictions saved',
        limit_too_small: 'The smallest daily limit is $1.000',
        limit_too_big: `The largest daily limit is ${formatMoney(MAX_DAILY_LIMIT)}`,
        limit_not_a_number: 'The daily limit must be a whole number of pesos',
        products: 'Products',
        loading_products: 'Loading products',
        restricted: 'Restricted',
        already_locked: 'This product is already restricted',
        restricted_products: 'Restricted products',
        none_restricted: 'No restricted products: the student may buy anything.',
        remove: 'Remove %{name}',
      },
    },
  },
  // English of the domain's texts (src/i18n/domain-messages.ts): the academic menu, courses and guardians.
  {
    resources: {
      'academic/courses': { name: 'Course |||| Courses', fields: { name: 'Name' } },
      'academic/attendant': {
        name: 'Guardian |||| Guardians',
        fields: {
          type_doc: 'Document type',
          num_doc: 'Document number',
          name: 'Name',
          fechaNacimiento: 'Birth date',
          address: 'Address',
          phone: 'Phone',
          cellphone: 'Mobile phone',
          email: 'Email',
        },
        options: { type_doc: DOCUMENT_TYPES_ENGLISH },
      },
    },
    app: {
      menu: {
        academic: 'Academic',
        'academic.students': 'Students',
        'academic.attendant': 'Guardians',
        'academic.courses': 'Courses',
        'academic.locks': 'Restrictions',
      },
    },
  },
);
