/** The admin area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import { DOCUMENT_TYPES_ENGLISH } from '../../kit/messages';
import { GLOBAL_REPORT_REQUIRED, MOVEMENT_LABELS } from '../../domain/credentials';
import {
  LATE_SALE_FLAG_LABELS,
  LATE_SALE_STATE_LABELS,
  RESOLUTION_LABELS,
  RESOLVE_NOTE_REQUIRED,
} from '../../domain/offlineSales';

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
      offline_sales: {
        sheet: 'Ventas fuera de línea',
        unknown_till: 'Caja desconocida',
        columns: {
          recibida_en: 'Recibida',
          hecha_en: 'Hecha',
          caja: 'Caja',
          store: 'Tienda',
          estudiante: 'Estudiante',
          num_doc: 'Documento',
          total: 'Total de la caja',
          cobrado: 'Cobrado',
          estado: 'Estado',
          marcas: 'Marcas',
          motivo: 'Motivo',
          id_order: 'Pedido',
          enviada_por: 'Enviada por',
          resolucion: 'Resolución',
        },
        states: { ...LATE_SALE_STATE_LABELS },
        resolutions: { ...RESOLUTION_LABELS },
        resolve: {
          charge: 'Cobrar',
          discard: 'Descartar',
          charge_for: 'Cobrar la venta de %{name}',
          discard_for: 'Descartar la venta de %{name}',
          charge_title: 'Cobrar la venta fuera de línea',
          charge_confirm:
            '¿Cobrar ahora %{total} a %{name}? Se aplican las reglas de una venta en línea (saldo, tope diario, estado del carnet).',
          discard_title: 'Descartar la venta fuera de línea',
          note: 'Por qué se descarta',
          note_required: RESOLVE_NOTE_REQUIRED,
          by: '%{resolution} por %{name}',
        },
        flags: { ...LATE_SALE_FLAG_LABELS },
        sales: '%{smart_count} venta |||| %{smart_count} ventas',
        totals: {
          title: 'Totales por caja',
          aceptada: 'Aceptadas',
          marcada: 'Marcadas',
          rechazada: 'Rechazadas',
          all: 'Todas las cajas',
        },
      },
    },
    resources: {
      // The offline sales' list is not a registry resource: its name for react-admin's texts (an empty list).
      'admin/offline-sales': { name: 'Venta fuera de línea |||| Ventas fuera de línea' },
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
      offline_sales: {
        sheet: 'Offline sales',
        unknown_till: 'Unknown till',
        columns: {
          recibida_en: 'Received',
          hecha_en: 'Made',
          caja: 'Till',
          store: 'Store',
          estudiante: 'Student',
          num_doc: 'Document',
          total: "Till's total",
          cobrado: 'Charged',
          estado: 'Status',
          marcas: 'Flags',
          motivo: 'Reason',
          id_order: 'Order',
          enviada_por: 'Sent by',
          resolucion: 'Settlement',
        },
        states: { aceptada: 'Accepted', marcada: 'Flagged', rechazada: 'Refused' },
        resolutions: { cobrada: 'Charged later', descartada: 'Written off' },
        resolve: {
          charge: 'Charge',
          discard: 'Write off',
          charge_for: "Charge %{name}'s sale",
          discard_for: "Write off %{name}'s sale",
          charge_title: 'Charge the offline sale',
          charge_confirm:
            'Charge %{total} to %{name} now? The rules of an online sale apply (balance, daily limit, credential state).',
          discard_title: 'Write off the offline sale',
          note: 'Why it is written off',
          note_required: 'Write why the sale is written off',
          by: '%{resolution} by %{name}',
        },
        flags: {
          sobregiro: 'Overdraft',
          stock: 'Stock adjusted',
          tope_diario: 'Daily limit exceeded',
          restringido: 'Restricted product',
          fuera_de_limite: "Over the till's limit",
          alergia: "Student's allergen",
          sello: 'Seal blocked by the school',
          horario: "Outside the family's hours",
          tope_semanal: 'Weekly limit exceeded',
        },
        sales: '%{smart_count} sale |||| %{smart_count} sales',
        totals: {
          title: 'Totals per till',
          aceptada: 'Accepted',
          marcada: 'Flagged',
          rechazada: 'Refused',
          all: 'All tills',
        },
      },
    },
    resources: {
      'admin/offline-sales': { name: 'Offline sale |||| Offline sales' },
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
          h_corte: 'Attendance cut-off',
          id_school: 'School',
        },
      },
      'admin/tills': {
        name: 'Till |||| Tills',
        fields: {
          nombre: 'Name',
          store: 'Store',
          max_venta: 'Most per sale',
          max_total: 'Most in total',
          max_horas: 'Hours offline',
          sobregiro: 'Overdraft',
          activa: 'Active',
          visto_en: 'Last connection',
        },
        options: { store: { 1: 'Cafeteria', 2: 'Stationery', 3: 'Restaurant' } },
        marks: { sin_uso: 'Unused for 30 days' },
        refuses: {
          create:
            'Tills are created at the point of sale: whoever holds the Tills permission types its name and presses «Create till» in the notice of a computer without a till',
          remove:
            'A till is not deleted (it keeps its offline sales): deactivate it so that it does not sell offline',
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
        'admin.tills': 'Tills',
        'admin.offlinesales': 'Offline sales',
        'admin.calendar': 'School calendar',
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
