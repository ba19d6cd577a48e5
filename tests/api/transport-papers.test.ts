/**
 * The buses' and drivers' papers (issue 53, item 5): a vehicle takes its SOAT, technical inspection
 * and policy (number and expiry, optional; a bad date refused naming the field); `GET
 * schoolroutes/papers` answers every paper with its days left and state on the school's day by the
 * server's clock (expired, missing, due within 30 days, current), the most urgent first, and
 * `GET schoolroutes/papers/excel` the same rows; only the transport's keys read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { PAPERS_EXCEL, PAPER_STATES, type PapersSummary } from '../../src/domain/transportPapers';
import {
  editRecord,
  readExcel,
  schoolWithStaff,
  staffWith,
  unchanged,
  type Api,
  type TestApp,
} from './fixtures';

const URL = '/api/schoolroutes/papers';
const TABLES = { vehicles };
const PAPER_FIELDS = [
  'soat_numero',
  'soat_vence',
  'tecnomecanica_numero',
  'tecnomecanica_vence',
  'poliza_numero',
  'poliza_vence',
] as const;

let t: TestApp;
let admin: Api;
let adminToken: string;
let cashier: Api;
let cashierToken: string;
let anonymous: Api;
/** The school's day by the server's clock when the file starts (Tuesday 2026-03-10 at 10:00). */
let today: string;

/** 'YYYY-MM-DD' `days` after the school's today. */
const plus = (days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const bus = (over: Record<string, unknown> = {}) => ({
  placa: 'PAP101',
  nombre_ruta: 'Buseta Papeles',
  sillas: 20,
  marca: 'Chevrolet NPR',
  categoria: 'Buseta',
  observaciones: 'Para la prueba de papeles',
  ...over,
});

beforeAll(async () => {
  const school = await schoolWithStaff({ staff: ['admin', 'cashier'] });
  ({ t, anonymous } = school);
  ({ api: admin, token: adminToken } = school.admin);
  ({ api: cashier, token: cashierToken } = school.cashier);
  today = localDate(t.clock.now(), 'America/Bogota');
});
afterAll(() => t?.close());

const summary = async (who: Api = admin) => {
  const res = await who.get<PapersSummary>(URL);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const papersOf = (data: PapersSummary, de: string) =>
  Object.fromEntries(data.papeles.filter((p) => p.de === de).map((p) => [p.tipo, p]));

async function excel(token: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${URL}/excel`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const none = { sheets: {} as Record<string, unknown[][]>, names: [] as string[] };
  return { res, ...(res.statusCode === 200 ? readExcel(res.rawPayload) : none) };
}

describe('a vehicle’s papers', () => {
  it('are taken, answered and edited with the vehicle, and may be left out', async () => {
    const papers = {
      soat_numero: 'SOAT-77',
      soat_vence: plus(100),
      tecnomecanica_numero: 'RTM-77',
      tecnomecanica_vence: plus(200),
      poliza_numero: 'RC-77',
      poliza_vence: plus(300),
    };
    const created = await admin.post<Record<string, unknown>>('/api/schoolroutes/vehicles', bus(papers));
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data).toMatchObject(papers);
    const id = Number(created.body.data.id);
    expect((await admin.get(`/api/schoolroutes/vehicles/${id}/edit`)).body.data).toMatchObject(papers);
    const edited = await editRecord<Record<string, unknown>>(admin, '/api/schoolroutes/vehicles', id, {
      soat_vence: plus(110),
      poliza_numero: null,
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ soat_vence: plus(110), poliza_numero: null });

    // A school moving in may not have them yet: the old client's create, without them.
    const bare = await admin.post<Record<string, unknown>>(
      '/api/schoolroutes/crearVehiculo',
      bus({ placa: 'PAP102' }),
    );
    expect(bare.status, bare.body.message).toBe(201);
    for (const field of PAPER_FIELDS) expect(bare.body.data[field], field).toBeNull();
  });

  it('refuse a date that is not one, in Spanish, naming the field and writing nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['soat_vence', '30/03/2026', 'El campo Vencimiento del SOAT debe ser una fecha (AAAA-MM-DD)'],
      [
        'tecnomecanica_vence',
        '2026-02-30',
        'El campo Vencimiento de la técnico-mecánica debe ser una fecha (AAAA-MM-DD)',
      ],
      ['poliza_vence', 'mañana', 'El campo Vencimiento de la póliza debe ser una fecha (AAAA-MM-DD)'],
    ];
    for (const [field, value, message] of cases) {
      const res = await unchanged(
        t,
        () => admin.post('/api/schoolroutes/vehicles', bus({ placa: 'PAP199', [field]: value })),
        TABLES,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toEqual({ [field]: message });
    }
    // An empty original field still comes first, with the spec's message.
    const both = await admin.post('/api/schoolroutes/vehicles', bus({ marca: '', soat_vence: 'x' }));
    expect(both.body.message).toBe('Tienes Campos Vacios');
  });
});

describe('the papers summary', () => {
  beforeAll(async () => {
    // Expired yesterday, due today and in 30 days (the warning's last day), current from 31, missing.
    const created = await admin.post('/api/schoolroutes/vehicles', {
      ...bus({ placa: 'PAP201' }),
      soat_numero: 'SOAT-201',
      soat_vence: plus(-1),
      tecnomecanica_numero: 'RTM-201',
      tecnomecanica_vence: today,
      poliza_numero: null,
      poliza_vence: null,
    });
    expect(created.status, created.body.message).toBe(201);
    const other = await admin.post('/api/schoolroutes/vehicles', {
      ...bus({ placa: 'PAP202' }),
      soat_numero: 'SOAT-202',
      soat_vence: plus(30),
      tecnomecanica_numero: 'RTM-202',
      tecnomecanica_vence: plus(31),
      poliza_numero: 'RC-202',
      poliza_vence: plus(400),
    });
    expect(other.status, other.body.message).toBe(201);
  });

  it('answers each paper’s days and state on the school’s day by the server’s clock', async () => {
    const data = await summary();
    expect(data.fecha).toBe(today);
    expect(papersOf(data, 'PAP201')).toMatchObject({
      soat: { numero: 'SOAT-201', vence: plus(-1), dias: -1, estado: 'vencido' },
      tecnomecanica: { vence: today, dias: 0, estado: 'por_vencer' },
      poliza: { numero: null, vence: null, dias: null, estado: 'sin_registrar' },
    });
    expect(papersOf(data, 'PAP202')).toMatchObject({
      soat: { dias: 30, estado: 'por_vencer' },
      tecnomecanica: { dias: 31, estado: 'vigente' },
      poliza: { numero: 'RC-202', dias: 400, estado: 'vigente' },
    });
  });

  it('holds the demo’s papers: one SOAT due in 20 days, the rest current, the licences too', async () => {
    const data = await summary();
    expect(papersOf(data, 'WXK481').soat).toMatchObject({ dias: 20, estado: 'por_vencer' });
    const demo = data.papeles.filter(
      (p) => ['WXK481', 'TMS265', 'SXV903'].includes(p.de) || p.tipo === 'licencia',
    );
    expect(demo).toHaveLength(9 + 3);
    expect(demo.filter((p) => p.estado !== 'vigente').map((p) => `${p.tipo} ${p.de}`)).toEqual([
      'soat WXK481',
    ]);
  });

  it('puts the most urgent first: expired, missing, due (fewest days first), current', async () => {
    const { papeles } = await summary();
    const ranks = papeles.map((p) => PAPER_STATES.indexOf(p.estado));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const due = papeles.filter((p) => p.estado === 'por_vencer').map((p) => p.dias ?? 0);
    expect(due).toEqual([...due].sort((a, b) => a - b));
    expect(papeles[0]).toMatchObject({ de: 'PAP201', tipo: 'soat', estado: 'vencido' });
  });

  it('comes as an Excel of the same rows, with Spanish titles', async () => {
    const { papeles } = await summary();
    const { res, sheets, names } = await excel(adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${PAPERS_EXCEL.file}"`);
    expect(names).toEqual([PAPERS_EXCEL.sheet]);
    const [titles, ...rows] = sheets[PAPERS_EXCEL.sheet];
    expect(titles).toEqual([
      'Documento',
      'Vehículo o conductor',
      'Número o categoría',
      'Vence',
      'Días restantes',
      'Estado',
    ]);
    expect(rows).toHaveLength(papeles.length);
    expect(rows[0]).toEqual(['SOAT', 'PAP201', 'SOAT-201', plus(-1), -1, 'Vencido']);
    expect(rows).toContainEqual([
      'Póliza de responsabilidad civil',
      'PAP201',
      null,
      null,
      null,
      'Sin registrar',
    ]);
    expect(rows).toContainEqual(['SOAT', 'WXK481', 'SOAT-WXK481-01', plus(20), 20, 'Por vencer']);
    expect(rows.filter((r) => r[0] === 'Licencia de conducción')).toHaveLength(3);
  });

  it('is read by the transport’s keys only: 403 for a cashier, 401 without a session', async () => {
    expect((await cashier.get(URL)).status).toBe(403);
    expect((await excel(cashierToken)).res.statusCode).toBe(403);
    expect((await anonymous.get(URL)).status).toBe(401);
    expect((await excel(null)).res.statusCode).toBe(401);
    // The dashboard's key alone does not open them; a driver's or a route's keeper reads them.
    expect((await (await staffWith(t, admin, ['dashboard'])).api.get(URL)).status).toBe(403);
    for (const key of ['schoolroutes.drivers', 'schoolroutes.routes', 'schoolroutes.vehicles'])
      expect((await summary((await staffWith(t, admin, ['schoolroutes', key])).api)).papeles.length).toBe(
        (await summary()).papeles.length,
      );
  });
});
