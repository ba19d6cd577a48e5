/**
 * In and out over a school day at the gate (issue 16 item 1): entry and exit alternate by the day's
 * last passage, the repeat window is measured from it, the day's first entry after the shift's start
 * is late, and a permit of the day and direction is used once. Checked on a past school day through
 * the service with its clock, so no test depends on the hour it runs.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRY, EXIT } from '../../src/domain/access';
import { passages, shifts, users } from '../../server/db/schema';
import { recordPassage } from '../../server/modules/access/gate/service';
import { zonedInstant } from '../../server/time';
import { EMILIANO, MARIANA, NICOLAS, pastWeekday, unchanged, userIdByDocument } from './fixtures';
import { admin, guard, openGateSchool, PASSAGE_TABLES, t, TZ } from './fixtures/gate-school';

/** A Monday before the demo's days at the gate: a school day nobody else's passages touch. */
const DAY = pastWeekday(1);
const at = (time: string) => zonedInstant(DAY, `${time}:00`, TZ);

/** A read on DAY at `time` through the service, as the route does it. */
const readAt = (read: string, time: string, repeatSeconds = 60) =>
  t.db.transaction((tx) =>
    recordPassage(tx, { read, staffId: guard.id, timezone: TZ, repeatSeconds, now: at(time) }),
  );

openGateSchool();

describe('in and out over a school day (the service, with its clock)', () => {
  let morning: { id: number };

  beforeAll(async () => {
    [morning] = await t.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.h_start, '06:30'));
  });

  it('alternates entry and exit by the last passage of the day; the repeat window is measured from it', async () => {
    const read = NICOLAS;
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.num_doc, read));
    const first = await readAt(read, '06:20');
    expect(first.result).toMatchObject({ tipo: ENTRY, late: false, repeated: false, hora: '06:20' });
    expect(first.result.mensaje).toBe('Entrada: Nicolás Herrera Vargas, 06:20 · a tiempo');
    expect((await readAt(read, '06:20')).created).toBe(false);
    const out = await readAt(read, '09:00');
    expect(out.result).toMatchObject({ tipo: EXIT, early: true, permit: false });
    expect(out.result.mensaje).toBe(
      'Salida: Nicolás Herrera Vargas, 09:00 · sin permiso antes del fin de la jornada',
    );
    const back = await readAt(read, '09:30');
    // Not the day's first entry: never late.
    expect(back.result).toMatchObject({ tipo: ENTRY, late: false });
    const home = await readAt(read, '12:40');
    expect(home.result).toMatchObject({ tipo: EXIT, early: false });
    // With no window, a read one second later is the next passage.
    const zero = await readAt(read, '12:40', 0);
    expect(zero.result.tipo).toBe(ENTRY);
  });

  it("marks the day's first entry after the shift's start as late", async () => {
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.num_doc, MARIANA));
    const late = await readAt(MARIANA, '06:45');
    expect(late.result).toMatchObject({ tipo: ENTRY, late: true });
    expect(late.result.mensaje).toBe('Entrada: Mariana Castillo Ortiz, 06:45 · llegada tarde');
  });

  it('uses the permit of the day and direction once: the exit is recorded under it, not early', async () => {
    const id = await userIdByDocument(t, EMILIANO);
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.id, id));
    const created = await admin.post<{ id: number }>('/api/admin/crearpermiso', {
      idUser: id,
      fecha: DAY,
      hora: '10:00',
      tipo: 2,
      observaciones: 'Cita médica',
    });
    expect(created.status, created.body.message).toBe(201);
    await readAt(EMILIANO, '06:25');
    const out = await readAt(EMILIANO, '10:05');
    expect(out.result).toMatchObject({ tipo: EXIT, permit: true, early: false });
    expect(out.result.mensaje).toBe('Salida: Emiliano Moreno Silva, 10:05 · con permiso');
    const [row] = await t.db.select().from(passages).where(eq(passages.id, out.result.id_passage));
    expect(row.id_permit).toBe(created.body.data.id);
    // Back in and out again the same day: the permit is spent.
    await readAt(EMILIANO, '11:00');
    expect((await readAt(EMILIANO, '11:30')).result).toMatchObject({ permit: false, early: true });
    // A used permit cannot be deleted.
    const del = await unchanged(
      t,
      () => admin.delete(`/api/admin/permisos/${created.body.data.id}`),
      PASSAGE_TABLES,
    );
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('El permiso ya se usó en la portería: no se puede eliminar');
  });
});
