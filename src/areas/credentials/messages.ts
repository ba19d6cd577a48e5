/** The credentials area's texts: Spanish (the spec's words), then English with the same keys. */
import { defineMessages } from '../../i18n/catalog';
import { CODE_UPDATED, TOPUP_TOO_SMALL } from '../../domain/credentials';

export const credentialsMessages = defineMessages(
  {
    credentials: {
      card: {
        document: 'Documento %{document}',
        qr_title: 'Código QR del carnet %{code}',
        inactive_warning: 'El carnet está inactivo: no admite recargas, descargas ni compras.',
      },
      create: {
        title: 'Nuevo carnet',
        document: 'Documento de usuario a buscar',
        document_required: 'Ingrese el documento del usuario',
        has_credential: '%{name} ya tiene un carnet.',
        see_credential: 'Ver carnet',
        created: 'Carnet creado',
      },
      edit: {
        title: 'Editar carnet',
        regenerate: 'Regenerar código',
        regenerate_confirm: '¿Confirma que desea regenerar el código? El código anterior dejará de funcionar.',
        code_updated: CODE_UPDATED,
      },
      money: {
        top_up: 'Recargar',
        deduct: 'Descargar',
        minimum: 'Mínimo %{amount}',
        maximum: 'Máximo %{amount}',
        not_pesos: 'Ingrese un valor en pesos, sin puntos ni decimales',
        too_small: TOPUP_TOO_SMALL,
        deduction_not_positive: 'El valor a descargar debe ser mayor a $0',
        over_balance: 'El valor a descargar supera el saldo disponible (%{balance})',
        // The server's answer names the new balance; the screen builds the same text from the credential it returns.
        new_balance: 'Nuevo saldo disponible %{balance}',
      },
      validate: {
        top_up_title: 'Validar carnet para recarga',
        deduction_title: 'Validar carnet para descarga',
        help: 'Escriba el número de documento, pase el carnet por el lector o escanéelo con la cámara.',
        search: 'Documento o código del carnet',
        no_credential: '%{name} no tiene carnet.',
        create: 'Crear carnet',
      },
      topup_report: {
        title: 'REPORTES DE RECARGAS',
      },
    },
  },
  {
    credentials: {
      card: {
        document: 'Document %{document}',
        qr_title: 'QR code of credential %{code}',
        inactive_warning: 'The credential is inactive: no top-ups, deductions or purchases.',
      },
      create: {
        title: 'New credential',
        document: 'Document of the user to look up',
        document_required: "Enter the user's document",
        has_credential: '%{name} already has a credential.',
        see_credential: 'View credential',
        created: 'Credential created',
      },
      edit: {
        title: 'Edit credential',
        regenerate: 'Regenerate code',
        regenerate_confirm: 'Do you want to regenerate the code? The previous code will stop working.',
        code_updated: 'Code updated',
      },
      money: {
        top_up: 'Top up',
        deduct: 'Deduct',
        minimum: 'Minimum %{amount}',
        maximum: 'Maximum %{amount}',
        not_pesos: 'Enter an amount in pesos, without dots or decimals',
        too_small: 'The top-up must be at least $1.000',
        deduction_not_positive: 'The deduction must be more than $0',
        over_balance: 'The deduction is more than the available balance (%{balance})',
        new_balance: 'New available balance %{balance}',
      },
      validate: {
        top_up_title: 'Validate credential for a top-up',
        deduction_title: 'Validate credential for a deduction',
        help: 'Type the document number, swipe the credential through the reader or scan it with the camera.',
        search: 'Document or credential code',
        no_credential: '%{name} has no credential.',
        create: 'Create credential',
      },
      topup_report: {
        title: 'TOP-UP REPORT',
      },
    },
  },
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
