/** A top-up's or a deduction's printed receipt (issue 34); Spanish, then English. */
import { defineMessages } from '../../../i18n/catalog';

export const receiptMessages = defineMessages(
  {
    credentials: {
      receipt: {
        title: 'Recibo',
        label: 'Recibo %{number}',
        title_topup: 'Recibo de recarga',
        title_deduction: 'Recibo de devolución',
        date: 'Fecha',
        student: 'Estudiante',
        document: 'Documento',
        course: 'Curso',
        amount_topup: 'Valor recargado',
        amount_deduction: 'Valor devuelto',
        method: 'Método de pago',
        reference: 'Referencia',
        balance: 'Nuevo saldo',
        staff: 'Atendió',
        footer: 'Conserve este recibo como soporte de su pago.',
      },
    },
  },
  {
    credentials: {
      receipt: {
        title: 'Receipt',
        label: 'Receipt %{number}',
        title_topup: 'Top-up receipt',
        title_deduction: 'Refund receipt',
        date: 'Date',
        student: 'Student',
        document: 'Document',
        course: 'Course',
        amount_topup: 'Amount topped up',
        amount_deduction: 'Amount returned',
        method: 'Payment method',
        reference: 'Reference',
        balance: 'New balance',
        staff: 'Served by',
        footer: 'Keep this receipt as proof of your payment.',
      },
    },
  },
);
