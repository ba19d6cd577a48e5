/** The schemas of the reported transfers (issue 32, item 5); the rest in transferRules.ts. */
import { z } from 'zod';
import { f } from './fieldBuilders';
import { createSchema } from './fields';
import {
  MAX_TRANSFER,
  MIN_TRANSFER,
  RECEIPT_TYPES,
  TRANSFER_MESSAGES,
  TRANSFER_STATES,
} from './transferRules';

export * from './transferRules';

/** `POST /api/family/transfers`. */
export const transferReportSchema = createSchema({
  id_estudiante: f.integer('Estudiante', { required: true, min: 1, max: 2_147_483_647 }),
  valor: f.money('Valor', { required: true, min: MIN_TRANSFER, max: MAX_TRANSFER }),
  fecha: f.date('Fecha de la transferencia', { required: true }),
  referencia: f.text('Referencia', { required: true, maxLength: 60 }),
}).extend({
  /** The receipt as a base64 data URL, as the specification's images travel. */
  soporte: z
    .string({ error: TRANSFER_MESSAGES.receiptUnreadable })
    .min(1, { error: TRANSFER_MESSAGES.receiptUnreadable }),
});
export type TransferReportInput = z.infer<typeof transferReportSchema>;

/** `POST /api/admin/transfers/{id}/reject`. */
export const transferRejectSchema = createSchema({
  motivo: f.text('Motivo', { required: true, maxLength: 300 }),
});

/** `GET /api/admin/transfers?estado=&page=&perPage=`. */
export const transferListQuerySchema = z.object({
  estado: z.enum(TRANSFER_STATES, { error: 'El estado debe ser pendiente, aprobada o rechazada' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** A reported transfer as the family and the staff see it (the receipt apart: `…/{id}/soporte`). */
export const transferReportAnswerSchema = z.object({
  id: z.number().int(),
  id_estudiante: z.number().int(),
  estudiante: z.string(),
  valor: z.number(),
  fecha: z.string(),
  referencia: z.string(),
  estado: z.enum(TRANSFER_STATES),
  motivo: z.string().nullable(),
  soporte_tipo: z.enum(RECEIPT_TYPES),
  created_at: z.string(),
  revisado_at: z.string().nullable(),
});
export type TransferReport = z.infer<typeof transferReportAnswerSchema>;

/** The staff's row: also who reported it, the student's document and who reviewed it. */
export const staffTransferReportSchema = transferReportAnswerSchema.extend({
  num_doc: z.string(),
  acudiente: z.string(),
  funcionario: z.string().nullable(),
  /** The top-up's ledger row, once approved. */
  id_movimiento: z.number().int().nullable(),
});
export type StaffTransferReport = z.infer<typeof staffTransferReportSchema>;

/** `GET …/transfers/{id}/soporte`: the receipt as a base64 data URL, as the spec's images travel. */
export const transferReceiptSchema = z.object({ soporte_tipo: z.enum(RECEIPT_TYPES), soporte: z.string() });
export type TransferReceipt = z.infer<typeof transferReceiptSchema>;
