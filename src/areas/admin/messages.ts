/** The admin area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

export const adminMessages = defineMessages(
  {},
  {},
  // English for texts the domain holds (src/i18n/domain-messages.ts).
  {
    resources: {
      'admin/users': {
        name: 'User |||| Users',
        fields: {
          name: 'Name',
          email: 'Email',
          type_doc: 'Document type',
          num_doc: 'Document number',
          id_rol: 'Role',
          turno: 'Shift',
          address: 'Address',
          phone: 'Phone',
          cellphone: 'Mobile phone',
          password: 'Password',
          image: 'Photo',
        },
        options: {
          type_doc: {
            1: 'Citizenship card',
            2: 'NIT (tax ID)',
            3: 'Passport',
            4: 'Identity card',
            5: 'Civil registry',
            6: 'Unique personal identification number',
            7: 'Foreigner ID card',
          },
        },
      },
      'admin/roles': {
        name: 'Role |||| Roles',
        fields: {
          name: 'Name',
          description: 'Description',
          CheckRestaurante: 'Restaurant notifications',
          CheckCafeteria: 'Cafeteria notifications',
          CheckPapeleria: 'Stationery notifications',
          function: 'Permissions',
        },
      },
      'admin/schools': {
        name: 'School |||| Schools',
        fields: {
          name: 'Name',
          nit: 'NIT (tax ID)',
          address: 'Address',
          phone: 'Phone',
          email: 'Email',
        },
      },
      'admin/turns': {
        name: 'Shift |||| Shifts',
        fields: {
          name: 'Name',
          h_start: 'Start time',
          h_end: 'End time',
          id_school: 'School',
        },
      },
    },
    app: {
      menu: {
        admin: 'Administration',
        'admin.users': 'Users',
        'admin.roles': 'Roles',
        'admin.schools': 'Schools',
        'admin.turns': 'Shifts',
        'admin.general': 'Global report',
      },
    },
    reports: {
      global: {
        sheet: 'Movements',
        columns: {
          created_at: 'Date',
          tipo: 'Type',
          detalle: 'Details',
          funcionario: 'Staff member',
          saldo_previo: 'Previous balance',
          valor: 'Amount',
          saldo_nuevo: 'Balance',
        },
      },
    },
  },
);
