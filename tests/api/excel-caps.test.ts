/**
 * Reports' Excel files written at once (issue 28, item 7; server/http/excel-slots.ts): at most
 * two per staff member and EXCEL_MAX_CONCURRENT per node, a 429 in Spanish past either; the
 * slot is given back when the file ends, when the export fails or is refused, and when the
 * client leaves. The exports are held open by a fake report whose second page waits for the
 * test (a second app on this file's database, listening on a real socket), so they overlap
 * without depending on time.
 */
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { EXCEL_BATCH, reportRoutes } from '../../server/http/report-routes';
import type { AreaPlugin } from '../../server/http/area';
import { EXCEL_BUSY_SERVER, EXCEL_BUSY_STAFF } from '../../src/domain/reports';
import {
  buildTestApp,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  readExcel,
  signIn,
  staffWith,
  type StaffMember,
  type TestApp,
} from './fixtures';
import { tripsReport } from './fixtures/trips-report';
import { NO_USER } from '../../src/domain/credentials';

/** A report whose first page comes at once and whose next one waits for the test's gate. */
const HELD_REPORT = tripsReport(
  'held-trips',
  'Viajes por ruta (prueba de exportaciones simultáneas)',
  'reporte-retenido',
);
const HELD_EXCEL = '/api/schoolroutes/reporte-retenido/excel';
const BODY = { desdeViaje: '2026-03-02', hastaViaje: '2026-03-02' };
/** The node's ceiling in this file: above one staff member's two, below three staff members' six. */
const NODE_MAX = 3;

/** A promise the test settles: the held exports' second page waits on it. */
function deferred() {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  // Nobody may be waiting when the test fails it.
  promise.catch(() => undefined);
  return { promise, open, fail };
}
let gate = deferred();

const heldArea: AreaPlugin = async (app, { config }) => {
  reportRoutes(app, HELD_REPORT, {
    timezone: config.timezone,
    tags: () => ['Pruebas'],
    pages: async (_ask, page) => {
      if (page.after === undefined)
        return Array.from({ length: page.limit }, (_, i) => ({
          id: i + 1,
          ruta: `Ruta ${i + 1}`,
          total: 1000,
        }));
      await gate.promise;
      return [];
    },
  });
};

let t: TestApp;
let app: FastifyInstance;
let baseUrl: string;
let admin: StaffMember;
let driver: StaffMember;
let monitor: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp(
    t.database,
    { ...loadConfig({ EXCEL_MAX_CONCURRENT: String(NODE_MAX) }), webRoot: null },
    false,
    {
      clock: t.clock,
      extraAreas: [heldArea],
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD);
  driver = await staffWith(t, admin.api, ['schoolroutes', 'schoolroutes.reports']);
  monitor = await staffWith(t, admin.api, ['schoolroutes', 'schoolroutes.reports']);
});

afterAll(async () => {
  gate.open();
  await app?.close();
  await t?.close();
});

interface Export {
  status: number;
  request: ClientRequest;
  response: IncomingMessage;
}

/** Asks for the held report's Excel on a connection of its own; resolves at the answer's headers, its body left unread. */
function openExport(who: StaffMember): Promise<Export> {
  const payload = JSON.stringify(BODY);
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${HELD_EXCEL}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        authorization: `Bearer ${who.token}`,
      },
    });
    request.on('response', (response) => resolve({ status: response.statusCode ?? 0, request, response }));
    request.on('error', reject);
    request.end(payload);
  });
}

/** The rest of an answer's body; rejects when the server cut it. */
function readAll(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () =>
      response.complete ? resolve(Buffer.concat(chunks)) : reject(new Error('respuesta incompleta')),
    );
    response.on('error', reject);
    response.on('aborted', () => reject(new Error('respuesta interrumpida')));
  });
}

/** A refusal's envelope. */
async function refusal(res: Export) {
  return JSON.parse((await readAll(res.response)).toString('utf8')) as {
    code: number;
    message: string;
    reason: string;
  };
}

/** Every export of the file has closed on the server (its 'close' comes just after the client's end). */
const allReleased = () => vi.waitFor(() => expect(app.excelSlots.inUse()).toBe(0));

describe('one staff member', () => {
  it('gets two Excel files at once; a third is 429 in Spanish; once they end, another is served', async () => {
    gate = deferred();
    const three = await Promise.all([openExport(admin), openExport(admin), openExport(admin)]);
    const served = three.filter((e) => e.status === 200);
    const refused = three.filter((e) => e.status !== 200);
    expect(served).toHaveLength(2);
    expect(refused.map((e) => e.status)).toEqual([429]);
    expect(await refusal(refused[0])).toMatchObject({
      code: 0,
      message: EXCEL_BUSY_STAFF,
      reason: 'too_many_exports',
    });
    expect(EXCEL_BUSY_STAFF).toBe('Ya tiene 2 exportaciones a Excel en curso. Espere a que terminen.');
    expect(app.excelSlots.inUse(admin.id)).toBe(2);
    // Still refused while both are held.
    const fourth = await openExport(admin);
    expect(fourth.status).toBe(429);
    await refusal(fourth);

    gate.open();
    for (const e of served) {
      const { sheets } = readExcel(await readAll(e.response));
      expect(sheets.Viajes).toHaveLength(EXCEL_BATCH + 1);
    }
    await allReleased();
    const again = await openExport(admin);
    expect(again.status).toBe(200);
    expect(readExcel(await readAll(again.response)).sheets.Viajes).toHaveLength(EXCEL_BATCH + 1);
    await allReleased();
  });

  it('gets the slot back when the client leaves halfway: a new export is accepted', async () => {
    gate = deferred();
    const first = await openExport(admin);
    const second = await openExport(admin);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await openExport(admin)).status).toBe(429);

    first.request.destroy();
    await vi.waitFor(() => expect(app.excelSlots.inUse(admin.id)).toBe(1));
    const third = await openExport(admin);
    expect(third.status).toBe(200);

    gate.open();
    for (const e of [second, third]) expect(readExcel(await readAll(e.response)).names).toEqual(['Viajes']);
    await allReleased();
  });

  it('gets the slot back when the export fails halfway', async () => {
    gate = deferred();
    const first = await openExport(admin);
    const second = await openExport(admin);
    expect([first.status, second.status]).toEqual([200, 200]);
    const cut = [readAll(first.response), readAll(second.response)].map((p) =>
      p.then(
        () => 'whole',
        () => 'cut',
      ),
    );
    gate.fail(new Error('la base de datos dejó de responder'));
    // The file was already under way: the server can only cut it, never finish it as if whole.
    expect(await Promise.all(cut)).toEqual(['cut', 'cut']);
    await allReleased();
    gate = deferred();
    gate.open();
    const after = await openExport(admin);
    expect(after.status).toBe(200);
    await readAll(after.response);
    await allReleased();
  });

  it("gets the slot back when the report refuses before any byte (an unknown person's 404)", async () => {
    const body = { IdRM: 999_999, fechaIniRM: '2026-03-02', fechafinRM: '2026-03-02' };
    for (let i = 0; i < 3; i++) {
      const res = await admin.api.post('/api/cafeteria/reporteRM/excel', body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    }
    await vi.waitFor(() => expect(t.app.excelSlots.inUse()).toBe(0));
  });
});

describe('the server', () => {
  it('writes at most EXCEL_MAX_CONCURRENT at once, whoever asks: past it, 429 saying the server is busy', async () => {
    gate = deferred();
    const held = [await openExport(admin), await openExport(admin), await openExport(driver)];
    expect(held.map((e) => e.status)).toEqual([200, 200, 200]);
    expect(app.excelSlots.inUse()).toBe(NODE_MAX);
    // The driver holds one of their two, the monitor none: the node's ceiling refuses both.
    for (const who of [driver, monitor]) {
      const res = await openExport(who);
      expect(res.status).toBe(429);
      expect(await refusal(res)).toMatchObject({
        code: 0,
        message: EXCEL_BUSY_SERVER,
        reason: 'server_busy',
      });
    }
    expect(EXCEL_BUSY_SERVER).toBe(
      'El servidor está preparando muchas exportaciones a Excel. Intente de nuevo en un momento.',
    );

    held[0].request.destroy();
    await vi.waitFor(() => expect(app.excelSlots.inUse()).toBe(NODE_MAX - 1));
    const monitors = await openExport(monitor);
    expect(monitors.status).toBe(200);

    gate.open();
    for (const e of [...held.slice(1), monitors]) await readAll(e.response);
    await allReleased();
  });

  it('reads its ceiling from EXCEL_MAX_CONCURRENT: 4 by default, at least 1', () => {
    expect(loadConfig({}).excelMaxConcurrent).toBe(4);
    expect(loadConfig({ EXCEL_MAX_CONCURRENT: '12' }).excelMaxConcurrent).toBe(12);
    expect(() => loadConfig({ EXCEL_MAX_CONCURRENT: '0' })).toThrow(/EXCEL_MAX_CONCURRENT/);
    expect(t.app.excelSlots.max).toBe(4);
  });
});
