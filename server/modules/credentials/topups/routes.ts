/**
 * Top-up and deduction of a credential (spec part 1 §7): `PUT /api/admin/carnets/{id}` moves money
 * through the ledger (recarga > 0 a top-up, < 0 a deduction, with its metodo_pago and an
 * Idempotency-Key), and switches the credential on or off when asked (the edit screen sends only
 * that). The wire shapes are those of src/domain/credentials.ts. Here: the schema, the permission
 * keys and the envelope; the write is in service.ts and the money core (server/money).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  movedCredentialSchema,
  newBalanceMessage,
  updateCredentialSchema,
} from '../../../../src/domain/credentials';
import { deskPayment } from '../../../../src/domain/payments';
import { hasPermission, type PermissionKey } from '../../../../src/domain/permissions';
import type { AreaOptions } from '../../../http/area';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { idempotent } from '../../../http/idempotency';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { Staff } from '../../../http/types';
import { updateCredential } from './service';

const LIST: PermissionKey = 'carnets.list';
const RECHARGE: PermissionKey = 'carnets.recharge';
const DISCHARGE: PermissionKey = 'carnets.discharge';
/** The keys of the screens that send it (top-up, deduction, edit), those that read the card whole. */
const READ_KEYS: PermissionKey[] = [LIST, RECHARGE, DISCHARGE];

const can = (staff: Staff, key: string) => hasPermission(staff.permissions, key);

export function topupRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets'];
  const base = '/api/admin/carnets';

  r.put(
    `${base}/:id`,
    {
      config: { permission: READ_KEYS },
      schema: {
        tags,
        summary:
          'Activar/desactivar, recargar (recarga > 0) o descargar (recarga < 0) con su metodo_pago (efectivo por omisión, transferencia o tarjeta con referencia); acepta Idempotency-Key',
        params: idParamsSchema,
        body: updateCredentialSchema(config.maxMovement),
        // A movement's id names its receipt (issue 34).
        response: answers(movedCredentialSchema),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const id = req.params.id;
      const recarga = req.body.recarga ?? 0;
      const wanted = req.body.active === undefined ? undefined : Number(req.body.active);
      if (recarga > 0 && !can(staff, RECHARGE)) throw forbidden();
      if (recarga < 0 && !can(staff, DISCHARGE)) throw forbidden();
      const answer = await idempotent(db, req, reply, async (tx, key) => {
        const { credential, moved } = await updateCredential(tx, clock, timezone, {
          id,
          active: wanted,
          recarga,
          staffId: staff.id,
          mayChangeState: can(staff, LIST),
          key,
          payment: deskPayment(req.body.metodo_pago, req.body.referencia),
        });
        // The movement's id names its receipt (issue 34); the rest is the credential, as the old client reads it.
        return moved
          ? ok({ ...credential, id_movimiento: moved.movementId }, newBalanceMessage(moved.saldo))
          : ok(credential, 'Actualizado');
      });
      return answer;
    },
  );
}
