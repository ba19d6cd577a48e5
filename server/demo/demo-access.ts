/**
 * The demo school's gates (issue 16): three gates, a guard, and the last five school days before
 * the demo was loaded at the gate — each student in around their shift's start (a few late,
 * a few absent), out around its end, a few leaving early under a permit — so that the reports
 * have days to show (the walkthrough student, Valentina, left out). Today starts empty: the first read at the gate is today's first passage.
 */
import { and, eq, ne } from 'drizzle-orm';
import { ENTRY, EXIT } from '../../src/domain/access';
import type { Db } from '../db/client';
import { seededRandom } from './demo-random';
import { gates, passages, permits, shifts, students, users } from '../db/schema';
import { localDate, zonedInstant } from '../time';

export const DEMO_GATES = ['Portería principal', 'Portería vehicular', 'Portería peatonal'] as const;

/** The `n` school days (Monday to Friday) before `today`, oldest first. */
function schoolDaysBefore(today: string, n: number): string[] {
  const days: string[] = [];
  const d = new Date(`${today}T12:00:00Z`);
  while (days.length < n) {
    d.setUTCDate(d.getUTCDate() - 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.unshift(d.toISOString().slice(0, 10));
  }
  return days;
}

/** 'HH:MM' moved by `minutes`. */
function plus(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export async function seedDemoAccess(
  tx: Db,
  opts: { guardId: number; secretaryId: number; timezone: string; now: Date; leaveOut: string },
): Promise<void> {
  const rand = seededRandom(16);
  const stamped = { created_at: opts.now, updated_at: opts.now };
  const gateRows = await tx
    .insert(gates)
    .values([
      { name: DEMO_GATES[0], ubicacion: 'Carrera 27 # 36-20', ...stamped },
      { name: DEMO_GATES[1], ubicacion: 'Calle 36, parqueadero', ...stamped },
      { name: DEMO_GATES[2], ubicacion: 'Calle 37, costado sur', ...stamped },
    ])
    .returning();
  const people = await tx
    .select({ id: users.id, start: shifts.h_start, end: shifts.h_end })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(shifts, eq(shifts.id, users.turno))
    .where(and(eq(users.active, 1), ne(users.num_doc, opts.leaveOut)));
  const at = (day: string, time: string) =>
    zonedInstant(day, `${time}:${String(rand.int(0, 59)).padStart(2, '0')}`, opts.timezone);

  for (const day of schoolDaysBefore(localDate(opts.now, opts.timezone), 5)) {
    const rows: (typeof passages.$inferInsert)[] = [];
    for (const p of people) {
      if (rand.chance(0.04)) continue; // absent
      const gate = gateRows[rand.weighted([6, 1, 3])];
      const late = rand.chance(0.07);
      const arrival = plus(p.start, late ? rand.int(1, 25) : -rand.int(1, 35));
      rows.push({
        id_user: p.id,
        tipo: ENTRY,
        id_gate: gate.id,
        porteria: gate.name,
        via: 'carnet',
        late: late ? 1 : 0,
        created_by: opts.guardId,
        created_at: at(day, arrival),
      });
      if (rand.chance(0.03)) {
        // Out early under a permit the office wrote that morning.
        const leaving = plus(p.start, rand.int(90, 200));
        const [permit] = await tx
          .insert(permits)
          .values({
            id_user: p.id,
            fecha: day,
            hora: leaving,
            tipo: EXIT,
            observaciones: rand.pick(['Cita médica', 'Calamidad familiar', 'Cita odontológica']),
            created_by: opts.secretaryId,
            // Written by the office as the day began.
            created_at: zonedInstant(day, `${p.start.slice(0, 5)}:00`, opts.timezone),
          })
          .returning({ id: permits.id });
        rows.push({
          id_user: p.id,
          tipo: EXIT,
          id_gate: gate.id,
          porteria: gate.name,
          via: 'carnet',
          id_permit: permit.id,
          created_by: opts.guardId,
          created_at: at(day, plus(leaving, rand.int(0, 10))),
        });
      } else {
        rows.push({
          id_user: p.id,
          tipo: EXIT,
          id_gate: gate.id,
          porteria: gate.name,
          via: 'carnet',
          created_by: opts.guardId,
          created_at: at(day, plus(p.end, rand.int(0, 25))),
        });
      }
    }
    await tx.insert(passages).values(rows);
  }
}
