/**
 * `GET /api/admin/carnets/receipts/{id}`: the printed receipt of a top-up or a deduction (issue 34),
 * for whoever moves money at the desk or reads its report. It names no credential code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECEIPT_KEYS } from '../../../../src/domain/receiptAccess';
import { deskReceiptSchema, RECEIPT_NOT_FOUND } from '../../../../src/domain/receipts';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { deskReceipt } from './queries';

export function receiptRoutes(app: FastifyInstance, { db }: AreaOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/carnets/receipts/:id',
    {
      config: { permission: [...RECEIPT_KEYS] },
      schema: {
        tags: ['Carnets'],
        summary: 'Recibo de una recarga o descarga (número = movimiento del libro)',
        params: idParamsSchema,
        response: answers(deskReceiptSchema),
      },
    },
    async (req) => {
      const receipt = await deskReceipt(db, req.params.id);
      if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
      return ok(receipt);
    },
  );
}
