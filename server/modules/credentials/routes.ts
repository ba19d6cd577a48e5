/**
 * Credentials (carnets): list, lookup by document or code, create, activate/deactivate,
 * top-up and deduction (through the ledger, with Idempotency-Key), code regeneration,
 * delete, the top-up report and the global report per user. Paths are the spec's
 * (part 1 §7); the wire shapes are those of src/domain/carnets.ts.
 */
import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARNET_INACTIVE,
  CODE_PATTERN,
  CODE_UPDATED,
  createCarnetSchema,
  globalReportSchema,
  LOOKUP_HAS_CARNET,
  LOOKUP_NO_CARNET,
  MOVEMENT_LABELS,
  NO_CARNET_FOR_CODE,
  NO_USER,
  newBalanceMessage,
  REPORT_EMPTY,
  topupReportSchema,
  updateCarnetSchema,
  type GlobalReport,
  type GlobalReportRow,
  type TopupReportRow,
} from '../../../src/domain/carnets';
import { f, formSchema } from '../../../src/domain/fields';
import { hasPermission } from '../../../src/domain/permissions';
import { carnetsResource, CARNET_STATES } from '../../../src/domain/resources/carnets';
import type { Db } from '../../db/client';
import { carnetMovements, carnets, guardians, orders, students, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { ok, okList } from '../../http/envelope';
import {
  badRequest,
  conflict,
  fieldError,
  forbidden,
  notFound,
  pgCode,
  PG_UNIQUE_VIOLATION,
} from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { listPlan, type ListSpec } from '../../http/list';
import { idParamsSchema, listQuerySchema, type ListQueryInput } from '../../http/list-query';
import type { Staff } from '../../http/types';
import { isCalendarDate, schoolDaysRange } from '../../time';
import type { AreaOptions } from '../area';
import { applyMovement, CARNET_NOT_FOUND } from './ledger';
import {
  carnetColumns,
  findCarnet,
  lookupByCode,
  lookupByDocument,
  newCarnetCode,
  toCarnet,
} from './service';

export const DUPLICATE_CARNET = 'El usuario ya tiene un carnet';
export const USER_NOT_AVAILABLE = 'El usuario seleccionado no existe o está inactivo';
export const CARNET_DEACTIVATED = 'El carnet tiene movimientos: se desactivó en lugar de eliminarse';
export const DATES_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

const LIST = 'carnets.list';
const RECHARGE = 'carnets.recharge';
const DISCHARGE = 'carnets.discharge';
/**
 * Who may look a credential up: its managers, the cashiers of the points of sale and whoever
 * edits a store's orders (the edit shows the customer's balance), and the external
 * credential validation screen (`external.request`), which then opens a point of sale.
 */
const LOOKUP_KEYS = [LIST, RECHARGE, DISCHARGE, 'cafeteria.pos', 'papeleria.pos', 'cafeteria.requests', 'papeleria.requests', 'external.request'];
const READ_KEYS = [LIST, RECHARGE, DISCHARGE];

/** The create form (`GET admin/carnets/create`): the same fields `createCarnetSchema` validates. */
const CREATE_FIELDS = {
  id_user_primary: f.reference('Usuario', 'admin/users', { required: true }),
  active: f.select('Estado', CARNET_STATES, { defaultValue: 1 }),
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

const listSpec: ListSpec = {
  fields: carnetsResource.fields,
  columns: {
    id: carnets.id,
    created_at: carnets.created_at,
    name_user_primary: users.name,
    num_doc: users.num_doc,
    code: carnets.code,
    saldo: carnets.saldo,
    lockSaldo: carnets.lockSaldo,
    active: carnets.active,
  },
  idColumn: carnets.id,
  searchable: carnetsResource.searchable,
  sortable: new Set([
    'id',
    'created_at',
    'name_user_primary',
    'num_doc',
    'code',
    'saldo',
    'lockSaldo',
    'active',
  ]),
  defaultSort: carnetsResource.sort,
  extraFilters: {
    id_user_primary: (value) => {
      const list = (Array.isArray(value) ? value : [value]).map(Number);
      if (list.some((v) => !Number.isInteger(v))) {
        throw badRequest('El filtro id_user_primary debe ser numérico', {
          filter: 'El filtro id_user_primary debe ser numérico',
        });
      }
      return inArray(carnets.id_user_primary, list);
    },
  },
};

/** 'YYYY-MM-DD' of a report date (the old client's ' 00:00:00' / ' 23:59:00' suffix is dropped). */
function reportDay(value: string, field: string, label: string): string {
  const day = value.slice(0, 10);
  if (!isCalendarDate(day)) throw fieldError(field, `El campo ${label} debe ser una fecha (AAAA-MM-DD)`);
  return day;
}

function reportRange(timezone: string, ini: [string, string], fin: [string, string]) {
  const from = reportDay(ini[0], ini[1], 'Fecha inicial');
  const to = reportDay(fin[0], fin[1], 'Fecha final');
  if (from > to) throw fieldError(ini[1], DATES_REVERSED);
  return schoolDaysRange(from, to, timezone);
}

const can = (staff: Staff, key: string) => hasPermission(staff.permissions, key);

export function credentialRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets'];
  const base = '/api/admin/carnets';

  const mustFind = async (tx: Db, id: number) => {
    const carnet = await findCarnet(tx, timezone, eq(carnets.id, id));
    if (!carnet) throw notFound(CARNET_NOT_FOUND);
    return carnet;
  };

  async function list(query: ListQueryInput) {
    const plan = listPlan(listSpec, query);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(carnetColumns(timezone))
        .from(carnets)
        .innerJoin(users, eq(users.id, carnets.id_user_primary))
        .where(plan.where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ total: count() })
        .from(carnets)
        .innerJoin(users, eq(users.id, carnets.id_user_primary))
        .where(plan.where),
    ]);
    return okList(rows.map(toCarnet), Number(total));
  }

  // Static paths (create, no/accion, reports) win over `:document` in the router.
  r.get(
    base,
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Lista de carnets', querystring: listQuerySchema },
    },
    (req) => list(req.query),
  );

  r.get(
    `${base}/no/accion`,
    {
      config: { permission: ['carnets.noactions', LIST] },
      schema: { tags, summary: 'Consulta de carnets (sin acciones)', querystring: listQuerySchema },
    },
    (req) => list(req.query),
  );

  r.get(
    `${base}/create`,
    { config: { permission: LIST }, schema: { tags, summary: 'Formulario de carnet' } },
    async () => ok(formSchema(CREATE_FIELDS, 'create')),
  );

  r.get(
    `${base}/:document`,
    {
      config: { permission: LOOKUP_KEYS },
      schema: {
        tags,
        summary: 'Usuario y carnet por documento (code 1: tiene carnet; code 2: no tiene)',
        params: documentParams,
      },
    },
    async (req) => {
      const found = await lookupByDocument(db, timezone, req.params.document);
      if (!found) throw notFound(NO_USER);
      return found.carnet
        ? ok(found, 'El usuario tiene carnet', { code: LOOKUP_HAS_CARNET })
        : ok(found, 'El usuario no tiene carnet', { code: LOOKUP_NO_CARNET });
    },
  );

  r.get(
    `${base}/:code/validate`,
    {
      config: { permission: LOOKUP_KEYS },
      schema: { tags, summary: 'Validar carnet por código (QR)', params: codeParams },
    },
    async (req) => {
      const code = req.params.code.trim().toUpperCase();
      const found = CODE_PATTERN.test(code) ? await lookupByCode(db, timezone, code) : null;
      if (!found) throw notFound(NO_CARNET_FOR_CODE);
      // A deactivated holder's credential is no more usable than a deactivated credential.
      if (found.carnet.active !== 1 || !found.userActive) throw conflict(CARNET_INACTIVE, 'inactive');
      return ok({ user: found.user, carnet: found.carnet }, 'Carnet válido', { code: LOOKUP_HAS_CARNET });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { config: { permission: READ_KEYS }, schema: { tags, summary: 'Un carnet', params: idParamsSchema } },
    async (req) => ok(await mustFind(db, req.params.id)),
  );

  r.post(
    base,
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Crear carnet (saldo 0, código nuevo)', body: createCarnetSchema },
    },
    async (req, reply) => {
      const { id_user_primary, active } = req.body;
      const [holder] = await db
        .select({ active: users.active })
        .from(users)
        .where(eq(users.id, id_user_primary))
        .limit(1);
      if (!holder || holder.active !== 1) throw fieldError('id_user_primary', USER_NOT_AVAILABLE);
      const duplicate = () => conflict(DUPLICATE_CARNET, 'duplicate', { id_user_primary: DUPLICATE_CARNET });
      const [existing] = await db
        .select({ id: carnets.id })
        .from(carnets)
        .where(eq(carnets.id_user_primary, id_user_primary));
      if (existing) throw duplicate();
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await db
            .insert(carnets)
            .values({
              id_user_primary,
              code: newCarnetCode(),
              active: active === undefined ? 1 : Number(active),
            })
            .returning({ id: carnets.id });
          reply.status(201);
          return ok(await mustFind(db, row.id), 'Creado');
        } catch (err) {
          if (pgCode(err) !== PG_UNIQUE_VIOLATION) throw err;
          // Two requests for the same user at once: the loser is told as the check above would.
          if (!/code/.test(constraintOf(err)) || attempt >= 3) throw duplicate();
        }
      }
    },
  );

  r.put(
    `${base}/:id`,
    {
      config: { permission: READ_KEYS },
      schema: {
        tags,
        summary:
          'Activar/desactivar, recargar (recarga > 0) o descargar (recarga < 0); acepta Idempotency-Key',
        params: idParamsSchema,
        body: updateCarnetSchema(config.maxMovement),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const id = req.params.id;
      const recarga = req.body.recarga ?? 0;
      const wanted = req.body.active === undefined ? undefined : Number(req.body.active);
      if (recarga > 0 && !can(staff, RECHARGE)) throw forbidden();
      if (recarga < 0 && !can(staff, DISCHARGE)) throw forbidden();
      return idempotent(db, req, reply, async (tx, key) => {
        const [current] = await tx
          .select({ active: carnets.active })
          .from(carnets)
          .where(eq(carnets.id, id))
          .for('update')
          .limit(1);
        if (!current) throw notFound(CARNET_NOT_FOUND);
        if (wanted !== undefined && wanted !== current.active) {
          if (!can(staff, LIST)) throw forbidden();
          await tx.update(carnets).set({ active: wanted, updated_at: new Date() }).where(eq(carnets.id, id));
        }
        const moved =
          recarga === 0
            ? null
            : await applyMovement(tx, {
                carnetId: id,
                operation: recarga > 0 ? 'topUp' : 'deduction',
                amount: recarga,
                staffId: staff.id,
                key,
              });
        return ok(await mustFind(tx, id), moved ? newBalanceMessage(moved.saldo) : 'Actualizado');
      });
    },
  );

  r.put(
    '/api/admin/carnetscode/:id',
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Regenerar el código (el anterior deja de valer)', params: idParamsSchema },
    },
    async (req) => {
      const id = req.params.id;
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await db
            .update(carnets)
            .set({ code: newCarnetCode(), updated_at: new Date() })
            .where(eq(carnets.id, id))
            .returning({ id: carnets.id });
          if (!row) throw notFound(CARNET_NOT_FOUND);
          return ok(await mustFind(db, id), CODE_UPDATED);
        } catch (err) {
          if (pgCode(err) !== PG_UNIQUE_VIOLATION || attempt >= 3) throw err;
        }
      }
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config: { permission: LIST },
      schema: { tags, summary: 'Eliminar (o desactivar si tiene movimientos)', params: idParamsSchema },
    },
    async (req) => {
      const id = req.params.id;
      return db.transaction(async (tx) => {
        const [carnet] = await tx
          .select({ id: carnets.id })
          .from(carnets)
          .where(eq(carnets.id, id))
          .for('update')
          .limit(1);
        if (!carnet) throw notFound(CARNET_NOT_FOUND);
        const [movement] = await tx
          .select({ id: carnetMovements.id })
          .from(carnetMovements)
          .where(eq(carnetMovements.id_carnet, id))
          .limit(1);
        // An order is history too (a free order moves no money but points to the credential).
        const [order] = movement
          ? [movement]
          : await tx.select({ id: orders.id }).from(orders).where(eq(orders.id_carnet, id)).limit(1);
        if (!order) {
          await tx.delete(carnets).where(eq(carnets.id, id));
          return ok({ id }, 'Eliminado');
        }
        await tx.update(carnets).set({ active: 0, updated_at: new Date() }).where(eq(carnets.id, id));
        return ok({ id, deactivated: true }, CARNET_DEACTIVATED);
      });
    },
  );

  const holder = alias(users, 'holder');
  const staffUser = alias(users, 'staff_user');

  r.post(
    `${base}/reports`,
    {
      config: { permission: 'carnets.reports' },
      schema: { tags, summary: 'Reporte de recargas y descargas', body: topupReportSchema },
    },
    async (req) => {
      const { start, end } = reportRange(
        timezone,
        [req.body.fecha_ini, 'fecha_ini'],
        [req.body.fecha_fin, 'fecha_fin'],
      );
      const m = carnetMovements;
      const rows = await db
        .select({
          id: m.id,
          created_at: m.created_at,
          kind: m.kind,
          funcionario: staffUser.name,
          usuario: holder.name,
          num_doc: holder.num_doc,
          acudiente: guardians.name,
          num_doc_acudiente: guardians.num_doc,
          code: carnets.code,
          saldo_previo: m.saldo_previo,
          recarga: m.amount,
          saldo_nuevo: m.saldo_nuevo,
        })
        .from(m)
        .innerJoin(carnets, eq(carnets.id, m.id_carnet))
        .innerJoin(holder, eq(holder.id, carnets.id_user_primary))
        .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
        .leftJoin(students, eq(students.id_user, holder.id))
        .leftJoin(guardians, eq(guardians.id, students.id_attendant))
        .where(and(inArray(m.kind, ['recarga', 'descarga']), gte(m.created_at, start), lt(m.created_at, end)))
        .orderBy(desc(m.created_at), desc(m.id));
      const data: TopupReportRow[] = rows.map((row) => ({
        ...row,
        created_at: row.created_at.toISOString(),
      }));
      return ok(data, data.length ? 'OK' : REPORT_EMPTY);
    },
  );

  r.post(
    '/api/admin/reporte-global',
    {
      config: { permission: 'admin.general' },
      schema: { tags, summary: 'Reporte global de movimientos de un usuario', body: globalReportSchema },
    },
    async (req) => {
      const { start, end } = reportRange(
        timezone,
        [req.body.fechaInicio, 'fechaInicio'],
        [req.body.fechaFin, 'fechaFin'],
      );
      // Any user, deactivated ones included: their history is what the report is for.
      const [user] = await db
        .select({ id: users.id, name: users.name, num_doc: users.num_doc })
        .from(users)
        .where(eq(users.num_doc, req.body.numeroDocumento))
        .limit(1);
      if (!user) throw notFound(NO_USER);
      const [carnet] = await db
        .select({ id: carnets.id, code: carnets.code, saldo: carnets.saldo, active: carnets.active })
        .from(carnets)
        .where(eq(carnets.id_user_primary, user.id));
      const m = carnetMovements;
      const rows = carnet
        ? await db
            .select({
              id: m.id,
              created_at: m.created_at,
              kind: m.kind,
              detalle: m.detalle,
              funcionario: staffUser.name,
              valor: m.amount,
              saldo_previo: m.saldo_previo,
              saldo_nuevo: m.saldo_nuevo,
            })
            .from(m)
            .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
            .where(and(eq(m.id_carnet, carnet.id), gte(m.created_at, start), lt(m.created_at, end)))
            .orderBy(asc(m.created_at), asc(m.id))
        : [];
      const data: GlobalReport = {
        usuario: user,
        carnet: carnet ? { ...carnet, active: carnet.active === 1 ? 1 : 0 } : null,
        rows: rows.map((row): GlobalReportRow => ({
          ...row,
          created_at: row.created_at.toISOString(),
          tipo: MOVEMENT_LABELS[row.kind],
        })),
      };
      return ok(data, data.rows.length ? 'OK' : REPORT_EMPTY);
    },
  );
}

/** The constraint a unique violation names, as the driver reports it. */
function constraintOf(err: unknown): string {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return String(e.cause?.constraint ?? e.constraint ?? '');
}
