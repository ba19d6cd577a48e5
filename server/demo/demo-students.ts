/**
 * The demo school's people beyond the twelve fixed students of seed.ts: about 288 more, in
 * families of one to three children under one guardian, spread over the eleven grades and
 * both shifts, living in Bucaramanga, each with a portrait drawn by demo-images.ts and most
 * with a credential whose balance comes from top-ups on the ledger.
 *
 * The plan is drawn by `planDemoSchool` (demo-plan.ts, from the people of demo-people.ts);
 * `seedDemoStudents` writes the fixed students and the plan in a handful of statements, money
 * excepted: every top-up goes through the money core's `topUp` (demo-credentials.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { ageOn, STORE } from '../../src/domain/inventory';
import { productsForAge } from '../modules/inventory/productsForAge';
import { storeImages } from '../http/images';
import { localDate } from '../time';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { demoPortrait, type PortraitSpec } from './demo-images';
import { courses, guardians, products, students, users } from '../db/schema';
import { type DemoSchoolPlan, type FixedStudent, GRADES } from './demo-people';
import { type DemoCredentialSeed, seedCredentials, topUpInstants } from './demo-credentials';
import { inSlices } from './demo-slices';

// ---------------------------------------------------------------------------------------------
// Writing it.

/** A fixed student of seed.ts as the writer needs it. */
export interface FixedStudentSeed extends FixedStudent {
  email: string;
  num_doc: string;
  shift: 'morning' | 'afternoon';
  birth: string;
  credential: { saldo: number; active: boolean } | null;
}

export interface DemoStudentsContext {
  studentRoleId: number;
  shiftIds: Record<'morning' | 'afternoon', number>;
  /** Who made the fixed students' initial top-ups. */
  adminId: number;
  /** Who made the generated students' top-ups, at the secretary's desk. */
  secretaryId: number;
  passwordHash: string;
  timezone: string;
  /** The server's clock: the demo's days are the ones before its now, its rows stamped by it. */
  clock: Clock;
}

/** One student to write, fixed or generated. */
interface StudentRow {
  user: Pick<
    typeof users.$inferInsert,
    'name' | 'email' | 'type_doc' | 'num_doc' | 'address' | 'phone' | 'cellphone'
  >;
  shift: 'morning' | 'afternoon';
  guardian: number;
  birth: string;
  grade: number;
  latitud: number;
  longitud: number;
  portrait: PortraitSpec;
  credential: DemoCredentialSeed | null;
}

function rowsOf(
  fixed: readonly FixedStudentSeed[],
  plan: DemoSchoolPlan,
  guardianCellphones: readonly (string | null | undefined)[],
): StudentRow[] {
  const fixedGuardians = guardianCellphones.length;
  const fixedRows = fixed.map((st, i): StudentRow => {
    // Every field the student form requires (an edit is the whole form): the home's address and
    // phone, and the guardian's mobile, as a young student's is.
    const { address, phone, ...place } = plan.fixed[i];
    const cellphone = guardianCellphones[st.guardian] ?? phone ?? '';
    return {
      user: {
        name: st.name,
        email: st.email,
        type_doc: 4,
        num_doc: st.num_doc,
        address,
        phone: phone ?? cellphone,
        cellphone,
      },
      shift: st.shift,
      guardian: st.guardian,
      birth: st.birth,
      grade: st.grade,
      ...place,
      credential: st.credential && {
        topUps: [{ amount: st.credential.saldo, when: null, detalle: 'Saldo inicial de demostración' }],
        active: st.credential.active,
        lockSaldo: 0,
      },
    };
  });
  const generated = plan.students.map((st): StudentRow => ({
    user: {
      name: st.name,
      email: st.email,
      type_doc: st.type_doc,
      num_doc: st.num_doc,
      address: st.address,
      phone: st.phone,
      cellphone: st.cellphone,
    },
    shift: st.shift,
    guardian: fixedGuardians + st.guardian,
    birth: st.birth,
    grade: st.grade,
    latitud: st.latitud,
    longitud: st.longitud,
    portrait: st.portrait,
    credential: st.credential && {
      ...st.credential,
      topUps: st.credential.topUps.map((t) => ({ ...t, detalle: 'Recarga en secretaría' })),
    },
  }));
  return [...fixedRows, ...generated];
}

/**
 * Each student's default meal: the first restaurant product for the student's age today, as
 * `POST restaurant/getproductstudents` offers them; the first restaurant product otherwise.
 */
async function defaultMeals(tx: Db, births: readonly string[], today: string): Promise<(number | null)[]> {
  const [first] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.id))
    .limit(1);
  const byAge = new Map<number, number | null>();
  for (const age of new Set(births.map((b) => ageOn(b, today)))) {
    const [meal] = await productsForAge(tx, age);
    byAge.set(age, meal?.id ?? first?.id ?? null);
  }
  return births.map((b) => byAge.get(ageOn(b, today)) ?? null);
}

/**
 * Writes the fixed students (with seed.ts's guardians) and the planned ones: guardians,
 * portraits, users, students, credentials, then every balance through the ledger.
 * Inside the caller's transaction, after the catalog (the default meals come from it).
 */
export async function seedDemoStudents(
  tx: Db,
  input: {
    fixed: readonly FixedStudentSeed[];
    fixedGuardians: readonly Omit<typeof guardians.$inferInsert, 'type_doc'>[];
    plan: DemoSchoolPlan;
  },
  ctx: DemoStudentsContext,
): Promise<void> {
  const now = ctx.clock.now();
  const stamped = { created_at: now, updated_at: now };
  const rows = rowsOf(
    input.fixed,
    input.plan,
    input.fixedGuardians.map((g) => g.cellphone),
  );
  const guardianIds = await tx
    .insert(guardians)
    .values(
      [...input.fixedGuardians, ...input.plan.guardians].map((g) => ({ ...g, type_doc: 1, ...stamped })),
    )
    .returning({ id: guardians.id });
  const urls = await inSlices(rows, 100, (slice) =>
    storeImages(
      tx,
      slice.map((r) => ({ bytes: demoPortrait(r.portrait), mime: 'image/png' })),
    ),
  );
  // users.url as the student form sets it: the stored image's url.
  const userRows = rows.map((r, i) => ({
    ...r.user,
    id_rol: ctx.studentRoleId,
    turno: ctx.shiftIds[r.shift],
    password_hash: ctx.passwordHash,
    url: urls[i],
    ...stamped,
  }));
  const userIds = await inSlices(userRows, 150, (slice) =>
    tx.insert(users).values(slice).returning({ id: users.id }),
  );
  const meals = await defaultMeals(
    tx,
    rows.map((r) => r.birth),
    localDate(now, ctx.timezone),
  );
  const courseIds = await courseIdsByGrade(tx);
  await tx.insert(students).values(
    rows.map((r, i) => ({
      id_user: userIds[i].id,
      id_attendant: guardianIds[r.guardian].id,
      id_course: courseIds[r.grade],
      id_product_default: meals[i],
      fecha_nacimiento: r.birth,
      latitud: r.latitud,
      longitud: r.longitud,
      ...stamped,
    })),
  );
  await seedCredentials(
    tx,
    rows,
    userIds.map((u) => u.id),
    ctx,
    topUpInstants(ctx.timezone, now),
    now,
  );
}

/** The courses' ids, Primero first (seed.ts inserts them in grade order). */
async function courseIdsByGrade(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: courses.id }).from(courses).orderBy(asc(courses.id));
  if (rows.length !== GRADES) throw new Error(`demo: se esperaban ${GRADES} cursos`);
  return rows.map((r) => r.id);
}
