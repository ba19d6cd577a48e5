/**
 * The school buses (issue 15 item 2): the generic CRUD under schoolroutes/vehicles and the old
 * client's crearVehiculo, buscarVehiculo, actualizaVehiculo and vehicles/{placa}; every field is
 * required with the spec's 'Tienes Campos Vacios', seats are digits, a plate is unique.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_PLATE, PLATE_FORMAT, SEATS_DIGITS } from '../../src/domain/resources/transport';
import { vehicles } from '../../server/db/schema';
import { type Api, editRecord, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';
import { EMPTY_FIELDS, NO_VEHICLE } from '../../src/domain/transport';

type Vehicle = {
  id: number;
  placa: string;
  nombre_ruta: string;
  sillas: number;
  marca: string;
  categoria: string;
  observaciones: string;
};

const TABLES = { vehicles };
const bus = (over: Record<string, unknown> = {}) => ({
  placa: 'wxy123',
  nombre_ruta: 'Buseta Norte',
  sillas: 30,
  marca: 'Chevrolet NPR',
  categoria: 'Buseta',
  observaciones: 'Revisión técnico-mecánica al día',
  ...over,
});

let t: TestApp;
let admin: Api;
let anonymous: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    anonymous,
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

describe('vehicles', () => {
  it('are created with the plate upper case, found by plate, updated and deleted', async () => {
    const created = await admin.post<Vehicle>('/api/schoolroutes/vehicles', bus());
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data.placa).toBe('WXY123');
    const found = await admin.get<Vehicle>('/api/schoolroutes/vehicles/wxy123');
    expect(found.body.data).toMatchObject({ id: created.body.data.id, sillas: 30 });
    expect(
      (await admin.post<Vehicle>('/api/schoolroutes/buscarVehiculo', { placa: 'WXY123' })).body.data.id,
    ).toBe(created.body.data.id);
    const updated = await editRecord<Vehicle>(admin, '/api/schoolroutes/vehicles', created.body.data.id, {
      sillas: 32,
    });
    expect(updated.body.data.sillas).toBe(32);
    expect((await admin.delete(`/api/schoolroutes/vehicles/${created.body.data.id}`)).status).toBe(200);
    const gone = await admin.get('/api/schoolroutes/vehicles/WXY123');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NO_VEHICLE);
  });

  it("take the old client's paths, seats as digits in text", async () => {
    const created = await admin.post<Vehicle>(
      '/api/schoolroutes/crearVehiculo',
      bus({ placa: 'KLM456', sillas: '42' }),
    );
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data.sillas).toBe(42);
    // The old client sends the whole vehicle (spec part 2 §7 'actualizaVehiculo').
    const updated = await admin.post<Vehicle>(
      '/api/schoolroutes/actualizaVehiculo',
      bus({ placa: 'klm456', sillas: '40', observaciones: 'Llantas nuevas' }),
    );
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data).toMatchObject({ placa: 'KLM456', sillas: 40, observaciones: 'Llantas nuevas' });
    const unknown = await unchanged(
      t,
      () => admin.post('/api/schoolroutes/actualizaVehiculo', bus({ placa: 'ZZZ999', sillas: 10 })),
      TABLES,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_VEHICLE);
    expect((await admin.post('/api/schoolroutes/buscarVehiculo', { placa: 'ZZZ999' })).body.message).toBe(
      NO_VEHICLE,
    );
  });

  it('refuse an empty field, seats that are not digits, a bad or repeated plate, naming the field and writing nothing', async () => {
    await admin.post('/api/schoolroutes/vehicles', bus({ placa: 'REP111' }));
    const cases: [Record<string, unknown>, string, string, number][] = [
      [bus({ placa: 'AAA001', marca: '' }), 'marca', EMPTY_FIELDS, 400],
      [bus({ placa: 'AAA002', observaciones: undefined }), 'observaciones', EMPTY_FIELDS, 400],
      [bus({ placa: 'AAA003', sillas: 'treinta' }), 'sillas', SEATS_DIGITS, 400],
      [bus({ placa: 'AAA004', sillas: 12.5 }), 'sillas', SEATS_DIGITS, 400],
      [bus({ placa: 'AB 12' }), 'placa', PLATE_FORMAT, 400],
      [bus({ placa: 'rep111' }), 'placa', DUPLICATE_PLATE, 409],
    ];
    for (const [body, field, message, status] of cases) {
      const res = await unchanged(t, () => admin.post('/api/schoolroutes/crearVehiculo', body), TABLES);
      expect(res.status, field).toBe(status);
      expect(res.body.errors, field).toEqual({ [field]: message });
    }
  });

  it('need the vehicles key to change them; the routes manager only reads them', async () => {
    expect((await admin.post('/api/schoolroutes/vehicles', bus({ placa: 'LEE333' }))).status).toBe(201);
    const routes = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.routes'])).api;
    expect((await routes.get('/api/schoolroutes/vehicles')).status).toBe(200);
    expect((await routes.post('/api/schoolroutes/buscarVehiculo', { placa: 'LEE333' })).status).toBe(200);
    expect(
      (
        await unchanged(
          t,
          () => routes.post('/api/schoolroutes/crearVehiculo', bus({ placa: 'NOP222' })),
          TABLES,
        )
      ).status,
    ).toBe(403);
    expect((await anonymous.get('/api/schoolroutes/vehicles/LEE333')).status).toBe(401);
  });
});
