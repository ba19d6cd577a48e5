/**
 * The gate (issue 16 item 1, 5): a read is a passage in or out; a second read within the repeat
 * window is the same passage; unknown, inactive and replaced codes are refused and log nothing; the
 * own QR changes at every fetch and is refused once stale. Alternation, late entries, permits and
 * early exits over a school day are in access-gate-day.test.ts, the live view and the student's
 * timeline in access-gate-live.test.ts.
 */
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_INACTIVE_AT_GATE,
  CODE_UNKNOWN,
  ENTRY,
  OWN_CODE_STALE,
  type OwnCode,
} from '../../src/domain/access';
import { NO_USER } from '../../src/domain/credentials';
import { ownCodes, passages } from '../../server/db/schema';
import { schoolToday } from '../../server/time';
import {
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  EMILIANO,
  ISABELLA,
  MATEO,
  NICOLAS,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cashier,
  gateId,
  guard,
  openGateSchool,
  PASSAGE_TABLES,
  scan,
  t,
  TZ,
} from './fixtures/gate-school';

openGateSchool();

describe('a read at the gate', () => {
  it("logs an entry with the person's photo and name, at the chosen gate, and answers a second read as the same passage", async () => {
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    const first = await scan(guard.api, credential.code.toLowerCase(), gateId);
    expect(first.status, first.body.message).toBe(200);
    // A code is a bearer secret: the answer never gives it back.
    expect(first.raw.toUpperCase()).not.toContain(credential.code);
    expect(first.body.data).toMatchObject({
      name: DEMO_STUDENT.name,
      tipo: ENTRY,
      repeated: false,
      img: expect.any(String),
    });
    expect(first.body.message).toBe(first.body.data.mensaje);
    expect(first.body.data.mensaje).toMatch(
      new RegExp(`^Entrada: ${DEMO_STUDENT.name}, \\d{2}:\\d{2} · (a tiempo|llegada tarde)$`),
    );
    const [row] = await t.db.select().from(passages).where(eq(passages.id, first.body.data.id_passage));
    expect(row).toMatchObject({
      tipo: ENTRY,
      via: 'carnet',
      id_gate: gateId,
      porteria: 'Portería de prueba',
      created_by: guard.id,
    });

    // Within the window (60 s by default): the same passage, nothing new logged.
    const again = await unchanged(t, () => scan(guard.api, credential.code, gateId), PASSAGE_TABLES);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id_passage: first.body.data.id_passage,
      tipo: ENTRY,
      repeated: true,
    });
    expect(again.body.data.mensaje).toBe(`${first.body.data.mensaje} (ya registrada)`);
  });

  it('reads a typed document too, and the gate is optional for the old client', async () => {
    const res = await scan(guard.api, EMILIANO);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Emiliano Moreno Silva', tipo: ENTRY });
    const [row] = await t.db.select().from(passages).where(eq(passages.id, res.body.data.id_passage));
    expect(row).toMatchObject({ via: 'documento', id_gate: null, porteria: null });
  });

  it('refuses an unknown code, an unknown document, an inactive credential, a replaced code and an unknown gate, logging nothing', async () => {
    const refusals: [string, number, string, string][] = [
      ['CRNAAAAAAAAAAAAAAAAAAAAAAAA', 404, CODE_UNKNOWN, 'code'],
      ['99999999999', 404, NO_USER, 'code'],
      [
        (await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc)).code,
        409,
        CREDENTIAL_INACTIVE_AT_GATE,
        'code',
      ],
    ];
    for (const [code, status, message, field] of refusals) {
      const res = await unchanged(t, () => scan(guard.api, code, gateId), PASSAGE_TABLES);
      expect(res.status, code).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    // A regenerated credential: its old code opens nothing.
    const before = await credentialOf(t, MATEO);
    expect((await admin.put(`/api/admin/carnetscode/${before.id}`)).status).toBe(200);
    const old = await unchanged(t, () => scan(guard.api, before.code, gateId), PASSAGE_TABLES);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(CODE_UNKNOWN);
    const gate = await unchanged(t, () => scan(guard.api, EMILIANO, 999_999), PASSAGE_TABLES);
    expect(gate.status).toBe(404);
    expect(gate.body.errors).toEqual({ gate: 'La portería elegida no existe' });
  });

  it('refuses a read under 3 characters and a gate that is not a number', async () => {
    const short = await unchanged(t, () => scan(guard.api, 'ab'), PASSAGE_TABLES);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(
      'Parámetro inválido en la ruta: El código leído debe tener al menos 3 caracteres',
    );
    const gate = await unchanged(
      t,
      () => guard.api.get(`/api/admin/turns/${EMILIANO}/registerstar?gate=norte`),
      PASSAGE_TABLES,
    );
    expect(gate.status).toBe(400);
    expect(gate.body.message).toBe('Parámetro inválido en la consulta: La portería elegida no existe');
  });

  it('is open only with access.qracces', async () => {
    const res = await unchanged(t, () => scan(cashier, NICOLAS), PASSAGE_TABLES);
    expect(res.status).toBe(403);
    expect((await cashier.get('/api/admin/gate/live')).status).toBe(403);
  });

  it('two gates reading the same card at the same instant log one passage', async () => {
    const credential = await credentialOf(t, ISABELLA);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => scan(guard.api, credential.code, gateId)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id_passage)).size).toBe(1);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(passages)
      .where(
        and(
          eq(passages.id_user, await userIdByDocument(t, ISABELLA)),
          gte(passages.created_at, schoolToday(TZ, t.clock.now()).start),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('the own QR (tab 2)', () => {
  it('changes at every fetch; the replaced code, a used one and an expired one are refused', async () => {
    const first = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({
      code: expect.stringMatching(/^APP[A-HJ-NP-Z2-9]{24}$/),
      segundos: 60,
    });
    const second = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    expect(second.body.data.code).not.toBe(first.body.data.code);
    // Only its hash is kept.
    const stored = await t.db.select().from(ownCodes).where(eq(ownCodes.id_user, guard.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(second.body.data.code);

    const stale = await unchanged(t, () => scan(guard.api, first.body.data.code, gateId), { passages });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: OWN_CODE_STALE,
      reason: 'stale_code',
      errors: { code: OWN_CODE_STALE },
    });

    const ok = await scan(guard.api, second.body.data.code, gateId);
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({ name: expect.stringMatching(/^Funcionario/), tipo: ENTRY });
    const [row] = await t.db.select().from(passages).where(eq(passages.id, ok.body.data.id_passage));
    expect(row).toMatchObject({ via: 'app', id_user: guard.id });
    const used = await unchanged(t, () => scan(guard.api, second.body.data.code, gateId), { passages });
    expect(used.status).toBe(409);

    const third = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    await t.db
      .update(ownCodes)
      .set({ issued_at: new Date(t.clock.nowMs() - 61_000) })
      .where(eq(ownCodes.id_user, guard.id));
    const expired = await unchanged(t, () => scan(guard.api, third.body.data.code, gateId), { passages });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(OWN_CODE_STALE);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mostrarQR' });
    expect(res.statusCode).toBe(401);
  });
});
