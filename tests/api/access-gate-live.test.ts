/**
 * What a passage at the gate shows (issue 16 item 5): the live view (students in, the last passages,
 * the late ones) and its topic, and the student's timeline with the passage's gate.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GateLive } from '../../src/domain/access';
import type { TimelineEvent } from '../../src/domain/timeline';
import { GATE_TOPIC } from '../../src/domain/topics';
import { credentials, passages, students, users } from '../../server/db/schema';
import { schoolToday } from '../../server/time';
import { openEventStream } from './board-stream';
import { DEMO_STUDENT, EMILIANO, ISABELLA, listenOnLoopback, MARIANA, MATEO, NICOLAS } from './fixtures';
import { admin, gateId, guard, openGateSchool, scan, t, TZ } from './fixtures/gate-school';

let baseUrl: string;

openGateSchool();
beforeAll(async () => {
  baseUrl = await listenOnLoopback(t);
});

/** The students the gate's tests read by name (access-gate*.test.ts): none is taken for an unread one. */
const NAMED = [DEMO_STUDENT.num_doc, EMILIANO, ISABELLA, MARIANA, MATEO, NICOLAS];

/** A student with an active credential whom nobody read today and no test here reads by name. */
async function unreadStudent(): Promise<{ code: string; id: number }> {
  const [fresh] = await t.db
    .select({ code: credentials.code, id: credentials.id_user_primary })
    .from(credentials)
    .innerJoin(students, eq(students.id_user, credentials.id_user_primary))
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(
      and(
        eq(credentials.active, 1),
        notInArray(users.num_doc, NAMED),
        sql`not exists (select 1 from ${passages} p where p.id_user = ${credentials.id_user_primary} and p.created_at >= ${schoolToday(TZ, t.clock.now()).start})`,
      ),
    )
    .limit(1);
  return fresh;
}

describe('the live view', () => {
  it('counts the students in, lists the last passages and the late ones, and announces each passage on its topic', async () => {
    const before = await guard.api.get<GateLive>('/api/admin/gate/live');
    expect(before.status).toBe(200);
    expect(before.body.data.estudiantes).toBeGreaterThan(250);
    const stream = openEventStream(`${baseUrl}/api/events?topics=${GATE_TOPIC}`, guard.token);
    await stream.ready;
    // A student nobody read today (the demo's days at the gate are before it), by the credential.
    const fresh = await unreadStudent();
    const res = await scan(guard.api, fresh.code, gateId);
    expect(res.status).toBe(200);
    await expect.poll(() => stream.events.some((e) => e.event === 'passage'), { timeout: 10_000 }).toBe(true);
    stream.close();
    const after = await guard.api.get<GateLive>('/api/admin/gate/live');
    expect(after.body.data.ultimos[0]).toMatchObject({
      id: res.body.data.id_passage,
      tipo_nombre: 'Entrada',
      porteria: 'Portería de prueba',
    });
    expect(after.body.data.ultimos.length).toBeLessThanOrEqual(12);
    expect(after.body.data.dentro - before.body.data.dentro).toBe(1);
    expect(after.body.data.entradas_hoy - before.body.data.entradas_hoy).toBe(1);
    expect(after.body.data.tarde.every((p) => p.tarde === 'Sí')).toBe(true);
  });
});

describe("the student's timeline", () => {
  it('shows each passage with its gate', async () => {
    const { code, id } = await unreadStudent();
    const read = await scan(guard.api, code, gateId);
    expect(read.status, read.body.message).toBe(200);
    const res = await admin.get<TimelineEvent[]>(`/api/academic/students/${id}/timeline?perPage=100`);
    const gate = res.body.data.filter((e) => e.source === 'gate');
    expect(gate[0]).toMatchObject({
      id: `gate:${read.body.data.id_passage}`,
      kind: 'entrada',
      detail: expect.stringContaining('Portería de prueba'),
      staff: expect.stringMatching(/^Funcionario/),
    });
  });
});
