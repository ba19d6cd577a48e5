/**
 * The evacuation roll call over HTTP (issue 53 item 6), key access.rollcall:
 *   POST /api/access/rollcall                opens it over everyone inside now (201), or answers the
 *        one already open (200): {id, total, a_salvo, faltan}
 *   GET  /api/access/rollcall                the open one first, then the recent closed ones
 *   GET  /api/access/rollcall/{id}           counts and people by course or role, the missing first
 *   POST /api/access/rollcall/{id}/safe      {id_persona} (a tap) or {code} (a credential read or a
 *        document): marked safe; a second mark answers the first; 409 once closed
 *   POST /api/access/rollcall/{id}/close     closes it; its report stays
 *   GET  /api/access/rollcall/{id}/excel     the report in Excel
 * Every change is published on ROLLCALL_TOPIC after it commits, so every phone's counts follow.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addedSafeMessage,
  alreadySafeMessage,
  ROLLCALL_MESSAGES,
  rollCallExcelFile,
  rollCallMarkBodySchema,
  rollCallMarkSchema,
  rollCallOpenedSchema,
  rollCallSchema,
  rollCallSummarySchema,
  safeMessage,
} from '../../../../src/domain/rollCall';
import { ROLLCALL_TOPIC } from '../../../../src/domain/topics';
import { answers, createdAnswers, download, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { EXCEL_MIME } from '../../../http/excel-stream';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { localTime } from '../../../time';
import { recentRollCalls, rollCallById, rollCallPersons, rollCallSummary } from './queries';
import { closeRollCall, markSafe, openRollCall, rollCallWorkbook } from './service';

const tags = ['Control de acceso'];
const config = { permission: 'access.rollcall' } as const;
const base = '/api/access/rollcall';

export function rollCallRoutes(app: FastifyInstance, { db, config: settings, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const event = (id: number, evento: 'abierto' | 'marcado' | 'cerrado') => ({
    topic: ROLLCALL_TOPIC,
    data: { id, evento },
  });
  const found = async (id: number) => {
    const rollCall = await rollCallById(db, id);
    if (!rollCall) throw notFound(ROLLCALL_MESSAGES.notFound);
    return rollCall;
  };

  r.post(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          'Emergencia: abrir el pase de lista de todos los que están dentro ahora (último paso del día: una entrada), por curso y por rol; con uno abierto, responde ese (200)',
        response: { ...answers(rollCallOpenedSchema), ...createdAnswers(rollCallOpenedSchema) },
      },
    },
    async (req, reply) => {
      const { id, created } = await db.transaction(async (tx) => {
        const opened = await openRollCall(tx, {
          staffId: staffOf(req).id,
          now: clock.now(),
          timezone: settings.timezone,
        });
        if (opened.created) await bus.enqueue(tx, event(opened.id, 'abierto'));
        return opened;
      });
      bus.flush();
      const { total, a_salvo, faltan } = (await rollCallSummary(db, id))!;
      reply.status(created ? 201 : 200);
      return ok(
        { id, total, a_salvo, faltan },
        created ? ROLLCALL_MESSAGES.opened : ROLLCALL_MESSAGES.alreadyOpen,
      );
    },
  );

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'El pase de lista abierto (primero, si lo hay) y los cerrados recientes',
        response: listAnswers(rollCallSummarySchema),
      },
    },
    async () => {
      const rows = await recentRollCalls(db);
      return okList(rows, rows.length);
    },
  );

  r.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary:
          'Un pase de lista: los conteos y las personas por curso o rol, primero los grupos con alguien sin marcar y en cada uno los que faltan',
        params: idParamsSchema,
        response: answers(rollCallSchema),
      },
    },
    async (req) => ok(await found(req.params.id)),
  );

  r.post(
    `${base}/:id/safe`,
    {
      config: { ...config, validationOrder: ['id_persona', 'code'] },
      schema: {
        tags,
        summary:
          'Marcar a salvo a una persona: {id_persona} (un toque) o {code} (el código del carnet leído o un documento); una segunda marca responde la primera; quien no estaba en la lista (entró después) se agrega a salvo; 409 si el pase de lista está cerrado',
        params: idParamsSchema,
        body: rollCallMarkBodySchema,
        response: answers(rollCallMarkSchema),
      },
    },
    async (req) => {
      const { id } = req.params;
      const mark = await db.transaction(async (tx) => {
        const done = await markSafe(tx, { id, who: req.body, staffId: staffOf(req).id, now: clock.now() });
        if (!done.already) await bus.enqueue(tx, event(id, 'marcado'));
        return done;
      });
      bus.flush();
      const [persona] = await rollCallPersons(db, id, mark.personId);
      const { total, a_salvo, faltan } = (await rollCallSummary(db, id))!;
      const message = mark.already
        ? alreadySafeMessage(
            mark.name,
            localTime(new Date(persona.a_salvo_en!), settings.timezone),
            persona.marcado_por,
          )
        : mark.added
          ? addedSafeMessage(mark.name)
          : safeMessage(mark.name);
      return ok(
        { id, total, a_salvo, faltan, persona, ya_marcado: mark.already, agregado: mark.added },
        message,
      );
    },
  );

  r.post(
    `${base}/:id/close`,
    {
      config,
      schema: {
        tags,
        summary:
          'Cerrar el pase de lista: queda su informe (quién, cuándo y por quién fue marcado; quién nunca fue marcado)',
        params: idParamsSchema,
        response: answers(rollCallSchema),
      },
    },
    async (req) => {
      const { id } = req.params;
      const { closed } = await db.transaction(async (tx) => {
        const done = await closeRollCall(tx, { id, staffId: staffOf(req).id, now: clock.now() });
        if (done.closed) await bus.enqueue(tx, event(id, 'cerrado'));
        return done;
      });
      bus.flush();
      return ok(await found(id), closed ? ROLLCALL_MESSAGES.closedNow : ROLLCALL_MESSAGES.alreadyClosed);
    },
  );

  r.get(
    `${base}/:id/excel`,
    {
      config,
      schema: {
        tags,
        summary:
          'El informe del pase de lista en Excel (.xlsx): una fila por persona, primero los que nunca fueron marcados',
        params: idParamsSchema,
        response: download(EXCEL_MIME, 'El informe del pase de lista en Excel (.xlsx)'),
      },
    },
    async (req, reply) => {
      const rollCall = await found(req.params.id);
      return reply
        .header('content-type', EXCEL_MIME)
        .header('content-disposition', `attachment; filename="${rollCallExcelFile(rollCall.id)}"`)
        .header('cache-control', 'no-store')
        .send(rollCallWorkbook(rollCall, settings.timezone));
    },
  );
}
