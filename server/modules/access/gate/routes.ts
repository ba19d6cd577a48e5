/**
 * The gate over HTTP (spec part 2 §7 'Access control'):
 *   GET /api/admin/turns/{id}/registerstar?gate=   a read at the gate (key access.qracces): a
 *       credential's code, an own-QR code or a document; answers {mensaje, img, tipo, late, …}
 *   GET /api/admin/mostrarQR                         the signed-in person's own QR code, new at
 *       every call (the previous one stops working), accepted for OWN_CODE_SECONDS, once
 *   GET /api/admin/gate/live                         who is in now, today's late entries, the last passages
 * A new passage is published on the gate's topic after it commits; the passage rule and the own
 * code's write are in service.ts, the live view in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIVE_RECENT,
  OWN_CODE_PREFIX,
  OWN_CODE_SECONDS,
  gateScanParamsSchema,
  gateScanQuerySchema,
  gateLiveSchema,
  gateResultSchema,
  ownCodeSchema,
} from '../../../../src/domain/access';
import { GATE_TOPIC, LUNCH_TOPIC } from '../../../../src/domain/topics';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { staffOf } from '../../../http/staff';
import { localDate, schoolToday } from '../../../time';
import type { AreaOptions } from '../../../http/area';
import { newCredentialCode } from '../../credentials';
import { issueOwnCode, recordPassage } from './service';
import { gateLive } from './queries';

const tags = ['Control de acceso'];

export function gateRoutes(app: FastifyInstance, { db, config, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/turns/:id/registerstar',
    {
      config: { permission: 'access.qracces' },
      schema: {
        tags,
        summary:
          'Registrar el paso de una persona por la portería: {id} es el código leído: el del carnet, el código QR propio de la aplicación o el documento; ' +
          'entrada o salida según su último paso del día; una segunda lectura dentro de la ventana de repetición es el mismo paso (repeated); ' +
          '404 código o usuario desconocido, 409 inactive o stale_code',
        params: gateScanParamsSchema,
        querystring: gateScanQuerySchema,
        response: answers(gateResultSchema),
      },
    },
    async (req) => {
      const result = await db.transaction(async (tx) => {
        const passage = await recordPassage(tx, {
          read: req.params.id,
          gateId: req.query.gate,
          staffId: staffOf(req).id,
          timezone: config.timezone,
          repeatSeconds: config.gateRepeatSeconds,
          now: clock.now(),
        });
        if (passage.created)
          await bus.enqueue(tx, {
            topic: GATE_TOPIC,
            data: { id: passage.result.id_passage, tipo: passage.result.tipo },
          });
        // Issue 56: a lunch the entry brought back changes the kitchen's count.
        if (passage.lunchBack) await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: {} });
        return passage.result;
      });
      bus.flush();
      return ok(result, result.mensaje);
    },
  );

  r.get(
    '/api/admin/mostrarQR',
    {
      // Anyone signed in has their own QR (a hall display's session has none).
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'El código QR propio de quien inició sesión: nuevo en cada llamada (el anterior deja de servir), válido una vez y por unos segundos',
        response: answers(ownCodeSchema),
      },
    },
    async (req) => {
      const code = newCredentialCode(OWN_CODE_PREFIX);
      const issued = clock.now();
      await issueOwnCode(db, staffOf(req).id, code, issued);
      return ok({
        code,
        expira: new Date(issued.getTime() + OWN_CODE_SECONDS * 1000).toISOString(),
        segundos: OWN_CODE_SECONDS,
      });
    },
  );

  r.get(
    '/api/admin/gate/live',
    {
      config: { permission: ['access.qracces', 'access.reports'] },
      schema: {
        tags,
        summary: 'La portería ahora: estudiantes dentro, llegadas tarde de hoy y los últimos pasos',
        response: answers(gateLiveSchema),
      },
    },
    async () => {
      const now = clock.now();
      return ok(
        await gateLive(
          db,
          localDate(now, config.timezone),
          schoolToday(config.timezone, now).start,
          LIVE_RECENT,
        ),
      );
    },
  );
}
