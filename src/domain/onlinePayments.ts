/** The wire of online top-ups (issue 54); the rules and texts in onlinePaymentRules.ts. */
import { z } from 'zod';
import { f } from './fieldBuilders';
import { createSchema } from './fields';
import {
  MAX_CHILDREN_PER_PAYMENT,
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_STATES,
} from './onlinePaymentRules';

export * from './onlinePaymentRules';

/** One child's part of a payment. The school's minimum and maximum apply to the whole payment. */
const childTopUpSchema = createSchema({
  id_estudiante: f.integer('Estudiante', { required: true, min: 1, max: 2_147_483_647 }),
  valor: f.money('Valor', { required: true, min: 1, max: 100_000_000 }),
});

/** `POST /api/family/payments`. */
export const onlinePaymentRequestSchema = z.object({
  hijos: z
    .array(childTopUpSchema, { error: ONLINE_PAYMENT_MESSAGES.noChildren })
    .min(1, { error: ONLINE_PAYMENT_MESSAGES.noChildren })
    .max(MAX_CHILDREN_PER_PAYMENT, { error: ONLINE_PAYMENT_MESSAGES.tooMany })
    .refine((children) => new Set(children.map((c) => c.id_estudiante)).size === children.length, {
      error: ONLINE_PAYMENT_MESSAGES.repeatedChild,
    }),
});
export type OnlinePaymentRequest = z.infer<typeof onlinePaymentRequestSchema>;

/** What the portal needs before offering the payment: whether it is on, and the school's terms. */
export const onlinePaymentTermsSchema = z.object({
  habilitado: z.boolean(),
  minimo: z.number().int(),
  maximo: z.number().int(),
  comision_porcentaje: z.number(),
  comision_fija: z.number().int(),
});
export type OnlinePaymentTermsAnswer = z.infer<typeof onlinePaymentTermsSchema>;

/** A payment as its family sees it. */
export const onlinePaymentSchema = z.object({
  id: z.number().int(),
  estado: z.enum(ONLINE_PAYMENT_STATES),
  /** The top-ups' total, without the fee. */
  total: z.number().int(),
  comision: z.number().int(),
  /** Mercado Pago's payment id once it has one. */
  referencia: z.string().nullable(),
  hijos: z.array(
    z.object({ id_estudiante: z.number().int(), estudiante: z.string(), valor: z.number().int() }),
  ),
  created_at: z.string(),
  acreditado_at: z.string().nullable(),
});
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;

/** `POST /api/family/payments`'s answer: where to send the family to pay. */
export const onlinePaymentCreatedSchema = z.object({
  id: z.number().int(),
  estado: z.enum(ONLINE_PAYMENT_STATES),
  total: z.number().int(),
  comision: z.number().int(),
  init_point: z.string(),
});
export type OnlinePaymentCreated = z.infer<typeof onlinePaymentCreatedSchema>;
