/**
 * Reported transfers (issue 32, item 5): the family reports and follows them; the staff with the
 * key carnets.transfers list them (pending first), read the receipt, approve (one top-up) or
 * reject with a reason.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TRANSFER_MESSAGES,
  transferListQuerySchema,
  transferRejectSchema,
  transferReceiptSchema,
  transferReportAnswerSchema,
  transferReportSchema,
  staffTransferReportSchema,
  type TransferReceipt,
} from '../../../../src/domain/transfers';
import { z } from 'zod';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { familyTransfers, staffTransfer, staffTransfers, transferReceipt } from './queries';
import { approveTransfer, rejectTransfer, reportTransfer } from './service';

/** A 2 MB receipt as base64 in JSON, with the other fields. */
const REPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** The receipt as the spec's images travel, a base64 data URL in the envelope (every /api answer is one). */
const receiptAnswer = (receipt: { bytes: Buffer; mime: TransferReceipt['soporte_tipo'] } | null) => {
  if (!receipt) throw notFound(TRANSFER_MESSAGES.notFound);
  return ok({
    soporte_tipo: receipt.mime,
    soporte: `data:${receipt.mime};base64,${receipt.bytes.toString('base64')}`,
  });
};

export function transferRoutes(app: FastifyInstance, { db, config: { timezone }, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const familyTags = ['Portal de familias'];
  const staffTags = ['Carnets: recargas reportadas'];
  const staff = { permission: 'carnets.transfers' as const };

  r.post(
    '/api/family/transfers',
    {
      config: { family: true, bodyTooLarge: { field: 'soporte', message: TRANSFER_MESSAGES.receiptTooBig } },
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: familyTags,
        summary:
          'Reportar una transferencia para recargar el carnet de un hijo, con el soporte (.jpg, .png o .pdf en base64, hasta 2 MB)',
        body: transferReportSchema,
        response: createdAnswers(transferReportAnswerSchema),
      },
    },
    async (req, reply) => {
      const family = familyOf(req);
      const id = await db.transaction((tx) => reportTransfer(tx, family, req.body, timezone, clock.now()));
      const [mine] = await familyTransfers(db, family.guardianId, id);
      reply.status(201);
      return ok(mine, TRANSFER_MESSAGES.reported);
    },
  );

  r.get(
    '/api/family/transfers',
    {
      config: { family: true },
      schema: {
        tags: familyTags,
        summary: 'Las recargas reportadas por la familia y su estado',
        response: answers(z.array(transferReportAnswerSchema)),
      },
    },
    async (req) => ok(await familyTransfers(db, familyOf(req).guardianId)),
  );

  r.get(
    '/api/family/transfers/:id/soporte',
    {
      config: { family: true },
      schema: {
        tags: familyTags,
        summary: 'El soporte que la familia envió: {soporte_tipo, soporte} como data URL',
        params: idParamsSchema,
        response: answers(transferReceiptSchema),
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return receiptAnswer(await transferReceipt(db, req.params.id, familyOf(req).guardianId));
    },
  );

  r.get(
    '/api/admin/transfers',
    {
      config: staff,
      schema: {
        tags: staffTags,
        summary: 'Recargas reportadas por las familias: las pendientes primero; estado filtra',
        querystring: transferListQuerySchema,
        response: listAnswers(staffTransferReportSchema),
      },
    },
    async (req) => {
      const { rows, total } = await staffTransfers(db, req.query);
      return okList(rows, total);
    },
  );

  r.get(
    '/api/admin/transfers/:id',
    {
      config: staff,
      schema: {
        tags: staffTags,
        summary: 'Una recarga reportada',
        params: idParamsSchema,
        response: answers(staffTransferReportSchema),
      },
    },
    async (req) => {
      const report = await staffTransfer(db, req.params.id);
      if (!report) throw notFound(TRANSFER_MESSAGES.notFound);
      return ok(report);
    },
  );

  r.get(
    '/api/admin/transfers/:id/soporte',
    {
      config: staff,
      schema: {
        tags: staffTags,
        summary:
          'El soporte de la transferencia: {soporte_tipo, soporte} (la imagen o el PDF como data URL en base64)',
        params: idParamsSchema,
        response: answers(transferReceiptSchema),
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return receiptAnswer(await transferReceipt(db, req.params.id));
    },
  );

  r.post(
    '/api/admin/transfers/:id/approve',
    {
      config: staff,
      schema: {
        tags: staffTags,
        summary:
          'Aprobar: recarga el carnet una sola vez (aprobar de nuevo responde la misma recarga); 409 si fue rechazada',
        params: idParamsSchema,
        response: answers(staffTransferReportSchema),
      },
    },
    async (req) =>
      ok(
        await db.transaction((tx) => approveTransfer(tx, req.params.id, staffOf(req).id, clock)),
        TRANSFER_MESSAGES.approved,
      ),
  );

  r.post(
    '/api/admin/transfers/:id/reject',
    {
      config: staff,
      schema: {
        tags: staffTags,
        summary: 'Rechazar con un motivo que la familia verá; 409 si ya fue decidida',
        params: idParamsSchema,
        body: transferRejectSchema,
        response: answers(staffTransferReportSchema),
      },
    },
    async (req) =>
      ok(
        await db.transaction((tx) =>
          rejectTransfer(tx, req.params.id, staffOf(req).id, req.body.motivo, clock.now()),
        ),
        TRANSFER_MESSAGES.rejected,
      ),
  );
}
