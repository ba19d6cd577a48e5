/**
 * The demo school, loaded into an empty database (see config.demo): its school, shifts and courses,
 * its staff (demo-staff.ts), then each area's demo data (demo-*.ts). Apart from server/db, which
 * keeps only what any database needs (db/seed.ts), because it goes through the areas' services.
 */
import { DEMO_PASSWORD, hashPassword } from '../security/passwords';
import type { Db } from '../db/client';
import { UNUSABLE_PASSWORD_HASH } from '../db/seed';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoLunch } from './demo-lunch';
import { seedDemoSales } from './demo-sales';
import { localDate } from '../time';
import type { Clock } from '../clock';
import { gradeBirthYear, schoolYearOf } from './demo-people';
import { planDemoSchool } from './demo-plan';
import { seedDemoStudents, type FixedStudentSeed } from './demo-students';
import { seedDemoTransport } from './demo-transport';
import { seedDemoBusRoutes } from './demo-bus-routes';
import { seedDemoAccess } from './demo-access';
import { seedDemoFamilies } from './demo-families';
import { seedDemoAllergies } from './demo-allergies';
import { seedDemoStaff } from './demo-staff';
import { seedDemoTills } from './demo-tills';
import { seedDaysOff } from '../modules/admin';
import { courses, schools, shifts } from '../db/schema';

/** The demo's accounts and their password, in one import for the tests and the benchmarks. */
export { DEMO_PASSWORD };
export {
  CASHIER_KEYS,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_GUARD,
  DEMO_SECRETARY,
  DEMO_STAFF,
  DEMO_STOREKEEPER,
} from './demo-staff';

/** Fixed demo facts the browser tests rely on: keep them exactly. */
export const DEMO_STUDENT = {
  name: 'Valentina Gómez Rojas',
  num_doc: '1098765432',
  /** Active credential; its balance comes from one top-up of this amount. */
  saldo: 15000,
  guardian: { name: 'María Rojas Pérez', num_doc: '52987654' },
} as const;
/** A student with no credential. */
export const DEMO_STUDENT_NO_CREDENTIAL = { name: 'Santiago Pérez Díaz', num_doc: '1098765433' } as const;
/** A student whose credential is inactive, with a balance. */
export const DEMO_STUDENT_INACTIVE_CREDENTIAL = {
  name: 'Camila Torres Ruiz',
  num_doc: '1098765434',
  saldo: 5000,
} as const;

const DEMO_GUARDIANS = [
  { ...DEMO_STUDENT.guardian, cellphone: '310 555 0101', email: 'maria.rojas@familias.colegio.demo' },
  {
    name: 'Jorge Pérez Castro',
    num_doc: '79456123',
    cellphone: '310 555 0102',
    email: 'jorge.perez@familias.colegio.demo',
  },
  {
    name: 'Luz Ruiz Martínez',
    num_doc: '41234567',
    cellphone: '310 555 0103',
    email: 'luz.ruiz@familias.colegio.demo',
  },
];

/** Colombian school grades, as the school names its courses (the large school's too). */
export const DEMO_COURSES = [
  'Primero',
  'Segundo',
  'Tercero',
  'Cuarto',
  'Quinto',
  'Sexto',
  'Séptimo',
  'Octavo',
  'Noveno',
  'Décimo',
  'Undécimo',
];

/** name, e-mail local part, document, guardian (index), turn, credential (initial balance, active) or none. */
export const DEMO_STUDENTS: {
  name: string;
  email: string;
  num_doc: string;
  guardian: number;
  turn: 'morning' | 'afternoon';
  credential: { saldo: number; active: boolean } | null;
}[] = [
  {
    ...DEMO_STUDENT,
    email: 'valentina.gomez',
    guardian: 0,
    turn: 'morning',
    credential: { saldo: DEMO_STUDENT.saldo, active: true },
  },
  { ...DEMO_STUDENT_NO_CREDENTIAL, email: 'santiago.perez', guardian: 1, turn: 'morning', credential: null },
  {
    ...DEMO_STUDENT_INACTIVE_CREDENTIAL,
    email: 'camila.torres',
    guardian: 2,
    turn: 'afternoon',
    credential: { saldo: DEMO_STUDENT_INACTIVE_CREDENTIAL.saldo, active: false },
  },
  {
    name: 'Mateo Gómez Rojas',
    email: 'mateo.gomez',
    num_doc: '1098765435',
    guardian: 0,
    turn: 'morning',
    credential: { saldo: 20000, active: true },
  },
  {
    name: 'Isabella Pérez Díaz',
    email: 'isabella.perez',
    num_doc: '1098765436',
    guardian: 1,
    turn: 'afternoon',
    credential: { saldo: 8000, active: true },
  },
  {
    name: 'Samuel Torres Ruiz',
    email: 'samuel.torres',
    num_doc: '1098765437',
    guardian: 2,
    turn: 'afternoon',
    credential: { saldo: 12000, active: true },
  },
  {
    name: 'Sofía Ramírez León',
    email: 'sofia.ramirez',
    num_doc: '1098765438',
    guardian: 0,
    turn: 'morning',
    credential: { saldo: 25000, active: true },
  },
  {
    name: 'Nicolás Herrera Vargas',
    email: 'nicolas.herrera',
    num_doc: '1098765439',
    guardian: 1,
    turn: 'morning',
    credential: { saldo: 30000, active: true },
  },
  {
    name: 'Mariana Castillo Ortiz',
    email: 'mariana.castillo',
    num_doc: '1098765440',
    guardian: 2,
    turn: 'afternoon',
    credential: { saldo: 7500, active: true },
  },
  {
    name: 'Emiliano Moreno Silva',
    email: 'emiliano.moreno',
    num_doc: '1098765441',
    guardian: 0,
    turn: 'afternoon',
    credential: { saldo: 50000, active: true },
  },
  {
    name: 'Antonella Rojas Mejía',
    email: 'antonella.rojas',
    num_doc: '1098765442',
    guardian: 1,
    turn: 'morning',
    credential: { saldo: 10000, active: true },
  },
  {
    name: 'Tomás Vargas Quintero',
    email: 'tomas.vargas',
    num_doc: '1098765443',
    guardian: 2,
    turn: 'afternoon',
    credential: null,
  },
];

/**
 * The fixed students with their grade and birth date (the grade's age), as they always were;
 * demo-plan.ts and demo-students.ts add the generated ones around them.
 */
const fixedStudents = (year: number): FixedStudentSeed[] =>
  DEMO_STUDENTS.map((st, i) => {
    const grade = (i * 3) % DEMO_COURSES.length;
    return {
      name: st.name,
      email: `${st.email}@estudiantes.colegio.demo`,
      num_doc: st.num_doc,
      guardian: st.guardian,
      shift: st.turn,
      grade,
      birth: `${gradeBirthYear(year, grade)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      credential: st.credential,
    };
  });

/**
 * The demo school, by the server's `clock`: its days (sales, passages, top-ups) are the school
 * days (in `timezone`, TZ_SCHOOL) before the clock's now, and its rows are stamped by it.
 */
export async function seedDemo(db: Db, opts: { timezone?: string; clock: Clock }): Promise<void> {
  const { clock } = opts;
  const timezone = opts.timezone ?? 'America/Bogota';
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const stamped = { created_at: now, updated_at: now };
  // Ages fit the school year of the day the demo is loaded.
  const year = schoolYearOf(localDate(now, timezone));
  await db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      // In Bucaramanga, where its students live (demo-people.ts).
      .values({
        name: 'Colegio Demo San José',
        nit: '900123456-7',
        address: 'Carrera 27 # 36-20, Bucaramanga',
        phone: '607 555 0101',
        ...stamped,
      })
      .returning();
    const [morning, afternoon] = await tx
      .insert(shifts)
      .values([
        { name: 'Jornada mañana', h_start: '06:30', h_end: '12:30', id_school: school.id, ...stamped },
        { name: 'Jornada tarde', h_start: '12:30', h_end: '18:30', id_school: school.id, ...stamped },
      ])
      .returning();
    // The roles (the students' among them) and the staff's accounts.
    const { studentRole, adminUser, cashierUser, secretaryUser, guardUser } = await seedDemoStaff(tx, {
      shiftId: morning.id,
      passwordHash: hash,
      now,
    });

    // The school's eleven grades, first to eleventh.
    await tx.insert(courses).values(DEMO_COURSES.map((name) => ({ name, ...stamped })));

    // The catalog of the three stores, its pictures and its stock log (the default meals come from it).
    await seedDemoCatalog(tx, adminUser.id, clock);

    // About 300 students: the fixed ones and the generated families, their guardians, portraits,
    // homes over Bucaramanga, default meals and credentials; every balance comes from top-ups on the ledger.
    const fixed = fixedStudents(year);
    await seedDemoStudents(
      tx,
      { fixed, fixedGuardians: DEMO_GUARDIANS, plan: planDemoSchool(fixed, year) },
      {
        studentRoleId: studentRole.id,
        shiftIds: { morning: morning.id, afternoon: afternoon.id },
        adminId: adminUser.id,
        secretaryId: secretaryUser.id,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        timezone,
        clock,
      },
    );

    // Two families already in the portal.
    await seedDemoFamilies(tx, { passwordHash: hash, adminId: adminUser.id, timezone, now });

    // Three of their children with allergies, and the lunch line's alternative meal (issue 35).
    await seedDemoAllergies(tx, { adminId: adminUser.id, now });

    // The buses' people and vehicles.
    await seedDemoTransport(tx, { timezone, now });

    // The gates, a guard, and the last five school days at the gate.
    // Valentina's file starts with her first top-up, as the demo sales leave her out too.
    await seedDemoAccess(tx, {
      guardId: guardUser.id,
      secretaryId: secretaryUser.id,
      timezone,
      now,
      leaveOut: DEMO_STUDENT.num_doc,
    });

    // One till per store, for a browser's first visit to choose.
    await seedDemoTills(tx, now);
    // Colombia's national holidays of this year and the next: the calendar a school starts from.
    const thisYear = Number(localDate(now, timezone).slice(0, 4));
    await seedDaysOff(tx, [thisYear, thisYear + 1], now);
    // Two morning routes; on a school day, the first one's run under way (it asks the calendar seeded above).
    const fixedDocs = DEMO_STUDENTS.map((s) => s.num_doc);
    await seedDemoBusRoutes(tx, { timezone, now, admin: adminUser.id, morningShift: morning.id, fixedDocs });

    // Two weeks of sales in both points of sale (not on DEMO_STUDENT's credential).
    await seedDemoSales(tx, { adminId: adminUser.id, cashierId: cashierUser.id, timezone, clock });

    // Lunch planned ahead (issue 56): a fortnight of menus, the next day's pre-orders, a pack running low.
    await seedDemoLunch(tx, { adminId: adminUser.id, timezone, clock, fixedDocs });
  });
}
