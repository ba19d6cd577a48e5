/**
 * Credentials (carnets): list, lookup by document or code, create, code regeneration and delete
 * (the top-up, the deduction and the switch on or off are topups', the reports reports'). Paths
 * are the spec's (part 1 §7); the wire shapes are those of src/domain/credentials.ts. Here:
 * schemas, permission keys and envelopes; the writes are in service.ts, the reads in queries.ts.
 */
import type { PermissionKey } from '../../../../src/domain/permissions';
import { POS_SEGMENTS } from '../../../../src/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDENTIAL_INACTIVE,
  CODE_PATTERN,
  CODE_UPDATED,
  createCredentialSchema,
  credentialByCodeSchema,
  credentialLookupAnswerSchema,
  credentialSchema,
  LOOKUP_HAS_CREDENTIAL,
  LOOKUP_NO_CREDENTIAL,
  NO_CREDENTIAL_FOR_CODE,
  NO_USER,
} from '../../../../src/domain/credentials';
import { f } from '../../../../src/domain/fieldBuilders';
import { formDataSchema, formSchema } from '../../../../src/domain/fields';
import { CREDENTIAL_STATES } from '../../../../src/domain/resources/credentials';
import { answers, createdAnswers, REFUSALS } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import type { AreaOptions } from '../../../http/area';
import { credentialList, lookupByCode, lookupByDocument } from './queries';
import { registerList } from '../../../http/joined-list';
import {
  CREDENTIAL_DEACTIVATED,
  createCredential,
  deleteCredential,
  mustFindCredential,
  regenerateCode,
} from './service';

const LIST: PermissionKey = 'carnets.list';
const RECHARGE: PermissionKey = 'carnets.recharge';
const DISCHARGE: PermissionKey = 'carnets.discharge';
/**
 * Who may look a credential up: its managers, the cashiers of the points of sale and whoever
 * edits a store's orders (the edit shows the customer's balance), and the external
 * credential validation screen (`external.request`), which then opens a point of sale.
 */
const LOOKUP_KEYS: PermissionKey[] = [
  LIST,
  RECHARGE,
  DISCHARGE,
  ...POS_SEGMENTS.flatMap((s) => [`${s}.pos`, `${s}.requests`] as const),
  'external.request',
  // Issue 56: the desk finds the student it sells a meal plan to.
  'restaurant.plans',
];
const READ_KEYS: PermissionKey[] = [LIST, RECHARGE, DISCHARGE];

/** The create form (`GET admin/carnets/create`): the same fields `createCredentialSchema` validates. */
const CREATE_FIELDS = {
  id_user_primary: f.reference('Usuario', 'admin/users', { required: true }),
  active: f.select('Estado', CREDENTIAL_STATES, { defaultValue: 1 }),
};

const documentParams = z.object({
  document: z
    .string()
    .trim()
    .min(1, { error: 'El documento es requerido' })
    .max(100, { error: 'El documento admite máximo 100 caracteres' }),
});
const codeParams = z.object({
  code: z.string().max(100, { error: 'El código admite máximo 100 caracteres' }),
});

export function credentialRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets'];
  const base = '/api/admin/carnets';

  // Static paths (create, no/accion, reports) win over `:document` in the router.
  const list = credentialList(timezone, clock);
  registerList(app, db, {
    path: base,
    permission: LIST,
    tags,
    summary: 'Lista de carnets (códigos enmascarados)',
    row: credentialSchema,
    list,
  });
  registerList(app, db, {
    path: `${base}/no/accion`,
    permission: ['carnets.noactions', LIST],
    tags,
    summary: 'Consulta de carnets (sin acciones; códigos enmascarados)',
    row: credentialSchema,
    list,
  });

  r.get(
    `${base}/create`,
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Formulario de carnet', response: answers(formDataSchema) },
    },
    async () => ok(formSchema(CREATE_FIELDS, 'create')),
  );

  r.get(
    `${base}/:document`,
    {
      config: { permission: LOOKUP_KEYS },
      schema: {
        tags,
        summary:
          'Usuario y carnet por documento (code 1: tiene carnet; code 2: no tiene); el código del carnet va enmascarado',
        params: documentParams,
        response: { 200: credentialLookupAnswerSchema, ...REFUSALS },
      },
    },
    async (req) => {
      const found = await lookupByDocument(db, timezone, clock.now(), req.params.document);
      if (!found) throw notFound(NO_USER);
      return found.carnet
        ? ok(found, 'El usuario tiene carnet', { code: LOOKUP_HAS_CREDENTIAL })
        : ok(found, 'El usuario no tiene carnet', { code: LOOKUP_NO_CREDENTIAL });
    },
  );

  r.get(
    `${base}/:code/validate`,
    {
      config: { permission: LOOKUP_KEYS },
      schema: {
        tags,
        summary: 'Validar carnet por código (QR); la respuesta lleva el código enmascarado',
        params: codeParams,
        response: answers(credentialByCodeSchema),
      },
    },
    async (req) => {
      const code = req.params.code.trim().toUpperCase();
      const found = CODE_PATTERN.test(code) ? await lookupByCode(db, timezone, clock.now(), code) : null;
      if (!found) throw notFound(NO_CREDENTIAL_FOR_CODE);
      // A deactivated holder's credential is no more usable than a deactivated credential.
      if (found.carnet.active !== 1 || !found.userActive) throw conflict(CREDENTIAL_INACTIVE, 'inactive');
      return ok({ user: found.user, carnet: found.carnet }, 'Carnet válido', { code: LOOKUP_HAS_CREDENTIAL });
    },
  );

  r.get(
    `${base}/:id/edit`,
    {
      config: { permission: READ_KEYS },
      schema: {
        tags,
        summary: 'Un carnet, con su código completo (pantallas de recarga, descarga y edición)',
        params: idParamsSchema,
        response: answers(credentialSchema),
      },
    },
    // The top-up, deduction and edit screens show the card: its whole code, to their keys only.
    async (req) => ok(await mustFindCredential(db, timezone, clock.now(), req.params.id, 'whole')),
  );

  r.post(
    base,
    {
      config: { permission: LIST },
      schema: {
        tags,
        summary: 'Crear carnet (saldo 0, código nuevo)',
        body: createCredentialSchema,
        response: createdAnswers(credentialSchema),
      },
    },
    async (req, reply) => {
      const credential = await createCredential(db, timezone, clock.now(), req.body);
      reply.status(201);
      return ok(credential, 'Creado');
    },
  );

  r.put(
    '/api/admin/carnetscode/:id',
    {
      config: { permission: LIST },
      schema: {
        tags,
        summary: 'Regenerar el código (el anterior deja de valer)',
        params: idParamsSchema,
        response: answers(credentialSchema),
      },
    },
    async (req) => ok(await regenerateCode(db, timezone, clock.now(), req.params.id), CODE_UPDATED),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { permission: LIST },
      schema: {
        tags,
        summary: 'Eliminar (o desactivar si tiene movimientos)',
        params: idParamsSchema,
        response: answers(z.object({ id: z.number().int(), deactivated: z.literal(true).optional() })),
      },
    },
    async (req) => {
      const id = req.params.id;
      const { deactivated } = await db.transaction((tx) => deleteCredential(tx, id, clock.now()));
      return deactivated ? ok({ id, deactivated: true }, CREDENTIAL_DEACTIVATED) : ok({ id }, 'Eliminado');
    },
  );
}
