/** The credentials area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';

export const credentialsMessages = defineMessages(
  {},
  {},
  // English for texts the domain holds (src/i18n/domain-messages.ts).
  {
    resources: {
      'admin/carnets': {
        name: 'Credential |||| Credentials',
        fields: {
          name_user_primary: 'User',
          num_doc: 'Document',
          code: 'Code',
          saldo: 'Balance',
          lockSaldo: 'Daily limit',
          active: 'Status',
        },
        options: {
          active: {
            0: 'Inactive',
            1: 'Active',
          },
        },
      },
    },
    app: {
      menu: {
        carnets: 'Credentials',
        'carnets.list': 'Credentials',
        'carnets.noactions': 'Credential lookup',
        'carnets.recharge': 'Top up credential',
        'carnets.discharge': 'Deduct from credential',
        'carnets.reports': 'Top-up report',
      },
    },
    reports: {
      topups: {
        sheet: 'Top-ups',
        columns: {
          created_at: 'Date',
          funcionario: 'Staff member',
          usuario: 'User',
          num_doc: 'Document',
          acudiente: 'Guardian',
          num_doc_acudiente: 'Guardian document',
          code: 'Code',
          saldo_previo: 'Previous balance',
          recarga: 'Top-up',
          saldo_nuevo: 'New balance',
        },
      },
    },
  },
);
