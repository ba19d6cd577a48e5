/**
 * The evacuation roll call (issue 53 item 6): opening lists exactly who is inside now (the day's last
 * passage an entry; not who left, not yesterday's), by course and role; two staff opening at once get
 * one roll call; marks from two phones at once count a person once and keep the first marker; a
 * person who came in later is added safe; a closed roll call refuses marks; its Excel; the key and
 * the odd ids.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ROLLCALL_MESSAGES,
  type RollCall,
  type RollCallMark,
  type RollCallOpened,
  type RollCallSummary,
} from '../../src/domain/rollCall';
import { ROLLCALL_TOPIC } from '../../src/domain/topics';
import { rollCallPeople, rollCalls } from '../../server/db/schema';
import { openEventStream } from './board-stream';
import {
  api,
  credentialOf,
  EMILIANO,
  ISABELLA,
  listenOnLoopback,
  NICOLAS,
  readExcel,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { cashier, guard, t } from './fixtures/gate-school';
import {
  courseOf,
  groupsInside,
  marshal,
  marshal2,
  openRollCallSchool,
  rollCallExcel,
  ROLLCALL_BASE as BASE,
  staffInside,
} from './fixtures/rollcall-school';

const ROLLCALL_TABLES = { rollCalls, rollCallPeople };
let rollCallId: number;

openRollCallSchool();

describe('opening the roll call', () => {
  it('two staff pressing at once get one roll call, of exactly those inside now, by course and role', async () => {
    const [a, b] = await Promise.all([
      marshal.api.post<RollCallOpened>(BASE),
      marshal2.api.post<RollCallOpened>(BASE),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(a.body.data).toEqual({ id: a.body.data.id, total: 3, a_salvo: 0, faltan: 3 });
    rollCallId = a.body.data.id;
    expect(await t.db.select().from(rollCalls).where(isNull(rollCalls.closed_at))).toHaveLength(1);
    // A third press later answers the same one.
    const again = await marshal.api.post<RollCallOpened>(BASE);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(ROLLCALL_MESSAGES.alreadyOpen);
    expect(again.body.data.id).toBe(rollCallId);

    const res = await marshal.api.get<RollCall>(`${BASE}/${rollCallId}`);
    expect(res.status).toBe(200);
    const groups = res.body.data.grupos.map((g) => ({
      grupo: g.grupo,
      tipo: g.tipo,
      faltan: g.faltan,
      docs: g.personas.map((p) => p.num_doc).sort(),
    }));
    // Students by course, then the staff by role.
    expect(groups).toEqual(await groupsInside());
    expect(res.body.data).toMatchObject({ total: 3, a_salvo: 0, faltan: 3, cerrado_en: null });
  });

  it('lists the open roll call first', async () => {
    const res = await marshal.api.get<RollCallSummary[]>(BASE);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: rollCallId,
      cerrado_en: null,
      abierto_por: expect.any(String),
    });
  });
});

describe('marking people safe', () => {
  it('counts a person once under taps and scans from two phones at once, keeping the first marker, live', async () => {
    const stream = openEventStream(
      `${await listenOnLoopback(t)}/api/events?topics=${ROLLCALL_TOPIC}`,
      marshal.token,
    );
    await stream.ready;
    const emilianoId = await userIdByDocument(t, EMILIANO);
    const { code } = await credentialOf(t, EMILIANO);
    const marks = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? marshal2 : marshal).api.post<RollCallMark>(
          `${BASE}/${rollCallId}/safe`,
          i % 4 < 2 ? { id_persona: emilianoId } : { code },
        ),
      ),
    );
    expect(marks.map((m) => m.status)).toEqual(Array(8).fill(200));
    const fresh = marks.filter((m) => !m.body.data.ya_marcado);
    expect(fresh).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(rollCallPeople)
      .where(and(eq(rollCallPeople.id_rollcall, rollCallId), eq(rollCallPeople.id_user, emilianoId)));
    const first = marks.indexOf(fresh[0]);
    expect(row.safe_by).toBe((first % 2 ? marshal2 : marshal).id);
    // Every answer tells the same first mark and the same counts.
    for (const m of marks) {
      expect(m.body.data.persona.a_salvo_en).toBe(row.safe_at!.toISOString());
      expect(m.body.data).toMatchObject({ total: 3, a_salvo: 1, faltan: 2, agregado: false });
    }
    expect(marks.find((m) => m.body.data.ya_marcado)!.body.message).toMatch(
      /ya estaba a salvo \(marcado a las \d{2}:\d{2} por Funcionario/,
    );
    await expect
      .poll(() => stream.events.some((e) => e.event === 'rollcall'), { timeout: 10_000 })
      .toBe(true);
    stream.close();
  });

  it('marks by a typed document, and adds safe who came in after it opened', async () => {
    const byDoc = await marshal2.api.post<RollCallMark>(`${BASE}/${rollCallId}/safe`, { code: ISABELLA });
    expect(byDoc.status).toBe(200);
    expect(byDoc.body.data).toMatchObject({ a_salvo: 2, faltan: 1, ya_marcado: false, agregado: false });
    // Nicolás left before it opened: he is at the meeting point all the same.
    const added = await marshal.api.post<RollCallMark>(`${BASE}/${rollCallId}/safe`, { code: NICOLAS });
    expect(added.status).toBe(200);
    expect(added.body.message).toMatch(/no estaba en la lista/);
    expect(added.body.data).toMatchObject({ total: 4, a_salvo: 3, faltan: 1, agregado: true });
    expect(added.body.data.persona).toMatchObject({
      num_doc: NICOLAS,
      tipo: 'estudiante',
      grupo: await courseOf(NICOLAS),
    });
  });

  it('refuses an unknown person naming the field, and a body naming nobody, changing nothing', async () => {
    const url = `${BASE}/${rollCallId}/safe`;
    await unchanged(
      t,
      async () => {
        const byId = await marshal.api.post(url, { id_persona: 999_999 });
        expect(byId.status).toBe(404);
        expect(byId.body.errors).toEqual({ id_persona: 'No Existe Usuario' });
        const byCode = await marshal.api.post(url, { code: `CRN${'A'.repeat(24)}` });
        expect(byCode.status).toBe(404);
        expect(Object.keys(byCode.body.errors as object)).toEqual(['code']);
        const byDoc = await marshal.api.post(url, { code: '000111222' });
        expect(byDoc.status).toBe(404);
        expect(byDoc.body.errors).toEqual({ code: 'No Existe Usuario' });
        for (const body of [{}, { id_persona: 'x' }, { id_persona: -1 }, { code: 'a' }]) {
          const res = await marshal.api.post(url, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
        }
        expect((await marshal.api.post(url, {})).body.errors).toEqual({
          id_persona: ROLLCALL_MESSAGES.whoRequired,
        });
      },
      ROLLCALL_TABLES,
    );
  });
});

describe('keys and ids', () => {
  it('is refused without access.rollcall (403) and without a session (401)', async () => {
    await unchanged(
      t,
      async () => {
        for (const who of [cashier, guard.api]) {
          expect((await who.post(BASE)).status).toBe(403);
          expect((await who.get(BASE)).status).toBe(403);
          expect((await who.get(`${BASE}/${rollCallId}`)).status).toBe(403);
          expect((await who.post(`${BASE}/${rollCallId}/safe`, { code: EMILIANO })).status).toBe(403);
          expect((await who.post(`${BASE}/${rollCallId}/close`)).status).toBe(403);
        }
        for (const url of [BASE, `${BASE}/${rollCallId}`])
          expect((await api(t.app).get(url)).status).toBe(401);
        const stream = await t.app.inject({
          url: `/api/events?topics=${ROLLCALL_TOPIC}`,
          headers: { authorization: `Bearer ${guard.token}` },
        });
        expect(stream.statusCode).toBe(403);
      },
      ROLLCALL_TABLES,
    );
  });

  it('answers 400 for an id that is not one and 404 for a roll call that does not exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await marshal.api.get(`${BASE}/${id}`)).status, id).toBe(400);
      expect((await marshal.api.post(`${BASE}/${id}/safe`, { code: EMILIANO })).status, id).toBe(400);
    }
    const none = await marshal.api.get(`${BASE}/999999`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ROLLCALL_MESSAGES.notFound);
    expect((await marshal.api.post(`${BASE}/999999/safe`, { code: EMILIANO })).status).toBe(404);
    expect((await marshal.api.post(`${BASE}/999999/close`)).status).toBe(404);
    expect((await rollCallExcel(999999, marshal)).statusCode).toBe(404);
  });
});

describe('closing it', () => {
  it('keeps the report: who was marked, when and by whom, and who never was; then refuses marks', async () => {
    const closed = await marshal2.api.post<RollCall>(`${BASE}/${rollCallId}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(ROLLCALL_MESSAGES.closedNow);
    expect(closed.body.data).toMatchObject({
      total: 4,
      a_salvo: 3,
      faltan: 1,
      cerrado_en: expect.any(String),
    });
    // The one never marked leads the report.
    expect(closed.body.data.grupos[0].personas[0]).toMatchObject({
      num_doc: staffInside.num_doc,
      a_salvo_en: null,
    });
    const again = await marshal.api.post<RollCall>(`${BASE}/${rollCallId}/close`);
    expect(again.body.message).toBe(ROLLCALL_MESSAGES.alreadyClosed);
    expect(again.body.data.cerrado_en).toBe(closed.body.data.cerrado_en);
    expect(again.body.data.cerrado_por).toBe(closed.body.data.cerrado_por);

    await unchanged(
      t,
      async () => {
        const late = await marshal.api.post(`${BASE}/${rollCallId}/safe`, { code: staffInside.num_doc });
        expect(late.status).toBe(409);
        expect(late.body.message).toBe(ROLLCALL_MESSAGES.closed);
      },
      ROLLCALL_TABLES,
    );
    const list = await marshal.api.get<RollCallSummary[]>(BASE);
    expect(list.body.data[0]).toMatchObject({
      id: rollCallId,
      faltan: 1,
      cerrado_en: closed.body.data.cerrado_en,
    });
  });

  it('gives the report in Excel, the never marked first', async () => {
    const res = await rollCallExcel(rollCallId, marshal);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { sheets, names } = readExcel(res.rawPayload);
    expect(names).toEqual(['Pase de lista']);
    const [titles, ...rows] = sheets['Pase de lista'];
    expect(titles.join('|')).toBe('Curso o grupo|Tipo|Nombre|Documento|Estado|Marcado a salvo|Marcado por');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      staffInside.role,
      'Personal',
      expect.any(String),
      staffInside.num_doc,
      'Sin marcar',
      null,
      null,
    ]);
    const docs = rows.map((r) => r[3]);
    expect(docs.sort()).toEqual([EMILIANO, ISABELLA, NICOLAS, staffInside.num_doc].sort());
    for (const r of rows.slice(1))
      expect(r).toEqual([
        expect.any(String),
        'Estudiante',
        expect.any(String),
        expect.any(String),
        'A salvo',
        expect.any(Number),
        expect.stringMatching(/^Funcionario/),
      ]);
  });

  it('opens a new roll call after the last one closed', async () => {
    const next = await marshal.api.post<RollCallOpened>(BASE);
    expect(next.status).toBe(201);
    expect(next.body.data.id).not.toBe(rollCallId);
    const close = await marshal.api.post(`${BASE}/${next.body.data.id}/close`);
    expect(close.status).toBe(200);
  });
});
