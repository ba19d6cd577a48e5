/** The admin area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import { DOCUMENT_TYPES_ENGLISH } from '../../kit/messages';
import { GLOBAL_REPORT_REQUIRED, MOVEMENT_LABELS } from '../../domain/credentials';

export const adminMessages = defineMessages(
  {
    admin: {
      users: {
        inactive: 'Usuarios inactivos',
        reset_password: 'Restablecer contraseña',
        reset_confirm: '¿Confirma que desea reestablecer contraseña?',
        // The server answers this fixed text; the screen shows it from here in the user's language.
        reset_done: 'contraseña restablecida',
        temporary_password: 'Contraseña temporal',
        hand_over: 'Entregue esta contraseña a %{name}:',
        shown_once: 'Se muestra una sola vez. El usuario deberá cambiarla al ingresar.',
        restore: 'Reactivar',
        restored: 'Usuario reactivado',
      },
      global_report: {
        title: 'Reporte global por usuario',
        document_number: 'Número de documento',
        required: GLOBAL_REPORT_REQUIRED,
        document: 'Documento %{document}',
        credential: 'Carnet %{code}',
        balance: 'Saldo actual %{balance}',
        no_credential: 'Sin carnet',
        // The rows' Tipo column, read from each row's kind (the server sends it in Spanish).
        kinds: { ...MOVEMENT_LABELS },
      },
    },
  },
  {
    admin: {
      users: {
        inactive: 'Inactive users',
        reset_password: 'Reset password',
        reset_confirm: 'Do you want to reset the password?',
        reset_done: 'Password reset',
        temporary_password: 'Temporary password',
        hand_over: 'Give this password to %{name}:',
        shown_once: 'It is shown only once. The user will have to change it when signing in.',
        restore: 'Reactivate',
        restored: 'User reactivated',
      },
      global_report: {
        title: 'Global report by user',
        document_number: 'Document number',
        required: 'All fields are required',
        document: 'Document %{document}',
        credential: 'Credential %{code}',
        balance: 'Current balance %{balance}',
        no_credential: 'No credential',
        kinds: {
          recarga: 'Top-up',
          descarga: 'Deduction',
          compra: 'Purchase',
          reversion: 'Reversal',
        },
      },
    },
  },
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
        options: { type_doc: DOCUMENT_TYPES_ENGLISH },
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
        messages: { listFailed: 'something went wrong' },
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
