/** The front desk's payment texts (issue 34): how a top-up was paid or a deduction went back, the methods' names; Spanish, then English. */
import { defineMessages } from '../../../i18n/catalog';
import { PAYMENT_MESSAGES } from '../../../domain/payments';

export const paymentMessages = defineMessages(
  {
    credentials: {
      payment: {
        method: 'Método de pago',
        refund_method: 'Cómo se devuelve el dinero',
        methods: {
          efectivo: 'Efectivo',
          transferencia: 'Transferencia',
          tarjeta: 'Tarjeta (datáfono)',
          portal: 'Portal',
          en_linea: 'Portal en línea',
        },
        reference: 'Referencia de la transferencia',
        voucher: 'Número del comprobante del datáfono',
        reference_help: 'Requerida para transferencias y pagos con tarjeta',
        reference_required: PAYMENT_MESSAGES.referenceRequired,
        print_receipt: 'Imprimir recibo',
        all_methods: 'Todos los métodos',
      },
    },
  },
  {
    credentials: {
      payment: {
        method: 'Payment method',
        refund_method: 'How the money goes back',
        methods: {
          efectivo: 'Cash',
          transferencia: 'Bank transfer',
          tarjeta: 'Card (terminal)',
          portal: 'Portal',
          en_linea: 'Online (portal)',
        },
        reference: 'Transfer reference',
        voucher: 'Card terminal voucher number',
        reference_help: 'Required for transfers and card payments',
        reference_required: 'A reference is required for transfer and card payments',
        print_receipt: 'Print receipt',
        all_methods: 'All methods',
      },
    },
  },
);
