/**
 * The school buses (spec part 2 §3 'Vehicle', §7): the generic CRUD under schoolroutes/vehicles
 * (key schoolroutes.vehicles; the routes manager reads them), the plate stored upper case, plus
 * the old client's paths:
 *   GET  /api/schoolroutes/vehicles/{placa}     one vehicle by plate; 404 'No Existe Vehiculo'
 *   POST /api/schoolroutes/buscarVehiculo       {placa}: the same
 *   POST /api/schoolroutes/crearVehiculo        a new vehicle (seats may come as digits in text)
 *   POST /api/schoolroutes/actualizaVehiculo    {placa, …}: the vehicle of that plate updated (or {id, …})
 * Editing the seats (either update path) is refused while the riders of some shift and weekday
 * would not fit (the seats guard, service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, updateSchema } from '../../../../src/domain/fields';
import { vehiclesResource } from '../../../../src/domain/resources/transport';
import { answers, createdAnswers } from '../../../http/answers';
import { registerCrud } from '../../../http/crud';
import { rowSchema } from '../../../http/row-schema';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { vehicleByPlate, vehicleTable } from './queries';
import { checkSeats, lockRoutes } from './service';
import { EMPTY_FIELDS, NO_VEHICLE } from '../../../../src/domain/transport';

const tags = [vehiclesResource.labelPlural];
const noVehicle = () => new AppError(404, NO_VEHICLE, 'not_found', { placa: NO_VEHICLE });
const plateOf = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** The old client sent the seats as text: digits become the number the form sends. */
const oldClientBody = (raw: unknown) => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  if (typeof body.sillas === 'string' && /^\s*\d+\s*$/.test(body.sillas)) body.sillas = Number(body.sillas);
  return body;
};

const plateBody = z.object({
  placa: z
    .string({ error: EMPTY_FIELDS })
    .trim()
    .min(1, { error: EMPTY_FIELDS })
    .max(20, { error: NO_VEHICLE }),
});
const byPlateParams = z.object({ placa: z.string().trim().min(1).max(20) });
/** A vehicle as answered: its row. */
const vehicle = rowSchema(vehicleTable);

export function vehicleRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const crud = registerCrud(app, db, {
    def: vehiclesResource,
    table: vehicleTable,
    prepare: async (input) => (input.placa === undefined ? {} : { placa: plateOf(input.placa) }),
    inUse: { refuse: 'No se puede eliminar el vehículo: tiene rutas asignadas' },
    // The seats rule (service.ts): fewer seats are refused while some day's riders would not fit.
    // The vehicle's row is already locked; the routes' lock keeps route writes out until commit.
    validate: async (record, { db: tx, mode, id, input }) => {
      if (mode !== 'update' || input.sillas === undefined) return;
      await lockRoutes(tx);
      await checkSeats(tx, id, 'sillas', {
        sillas: Number(record.sillas),
        placa: String(plateOf(record.placa)),
      });
    },
  });

  const byPlate = async (placa: string) => {
    const row = await vehicleByPlate(db, String(plateOf(placa)));
    if (!row) throw noVehicle();
    return row;
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/schoolroutes/vehicles/:placa',
    {
      config: crud.readConfig,
      schema: {
        tags,
        summary: 'Un vehículo por su placa; 404 No Existe Vehiculo',
        params: byPlateParams,
        response: answers(vehicle),
      },
    },
    async (req) => ok(crud.toRecord(await byPlate(req.params.placa))),
  );
  r.post(
    '/api/schoolroutes/buscarVehiculo',
    {
      config: crud.readConfig,
      schema: {
        tags,
        summary: 'Buscar un vehículo por placa {placa}; 404 No Existe Vehiculo',
        body: plateBody,
        response: answers(vehicle),
      },
    },
    async (req) => ok(crud.toRecord(await byPlate(req.body.placa))),
  );
  r.post(
    '/api/schoolroutes/crearVehiculo',
    {
      config: crud.config,
      schema: {
        tags,
        summary: 'Crear un vehículo (ruta del cliente anterior; sillas puede venir como texto de dígitos)',
        body: z.preprocess(oldClientBody, createSchema(vehiclesResource.fields)),
        response: createdAnswers(vehicle),
      },
    },
    async (req, reply) => {
      const row = await crud.create(req.body as Record<string, unknown>, staffOf(req));
      reply.status(201);
      return ok(crud.toRecord(row), 'Vehículo creado');
    },
  );
  r.post(
    '/api/schoolroutes/actualizaVehiculo',
    {
      config: crud.config,
      schema: {
        tags,
        summary:
          'Actualizar el vehículo de la placa {placa, …} (o del id {id, …}, que permite cambiar la placa); 404 No Existe Vehiculo',
        body: z.preprocess(
          oldClientBody,
          updateSchema(vehiclesResource.fields).extend({ id: z.number().int().positive().optional() }),
        ),
        response: answers(vehicle),
      },
    },
    async (req) => {
      const { id, ...changes } = req.body as Record<string, unknown> & { id?: number };
      const target =
        id ?? (typeof changes.placa === 'string' ? (await byPlate(changes.placa)).id : undefined);
      if (target === undefined) throw new AppError(400, EMPTY_FIELDS, 'validation', { placa: EMPTY_FIELDS });
      return ok(crud.toRecord(await crud.update(target, changes, staffOf(req))), 'Vehículo actualizado');
    },
  );
}
