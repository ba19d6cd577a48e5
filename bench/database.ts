/**
 * The database a benchmark runs on: a fresh demo school (PGlite in a scratch folder or the empty
 * PostgreSQL database of BENCH_DATABASE_URL), students added to it by the thousand, and the check
 * of its books every benchmark makes at its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, openPostgres, type Database, type Db } from '../server/db/client';
import { checkBooks } from '../server/db/books';
import { seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { isEmpty, STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../server/db/seed';
import { newCredentialCode } from '../server/modules/credentials';
import { credentials, roles, students, users } from '../server/db/schema';

/**
 * A fresh demo school: PGlite in a scratch folder, or the empty PostgreSQL database of
 * BENCH_DATABASE_URL (anything else stops the run); `dispose` closes it and removes the folder.
 */
export async function demoDatabase(
  name: string,
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const database = process.env.BENCH_DATABASE_URL
    ? await openPostgres(process.env.BENCH_DATABASE_URL)
    : await openPglite(join(dir, 'data'));
  if (!(await isEmpty(database.db))) {
    console.error('La base de datos de BENCH_DATABASE_URL debe estar vacía (el benchmark carga la demo).');
    process.exit(2);
  }
  await seedDemo(database.db, { clock: systemClock });
  return {
    database,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` new students ('Estudiante de prueba n', documents `<prefix>00000001`…), each with a
 * credential; `meal(i)` their default meal, if any. Answers their user, credential and code.
 */
export async function addStudents(
  db: Db,
  count: number,
  prefix: string,
  meal: (i: number) => number | null = () => null,
) {
  if (count <= 0) return [];
  const [studentRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Estudiante de prueba ${i + 1}`,
        email: `estudiante.${prefix}.${i + 1}@estudiantes.colegio.demo`,
        type_doc: 4,
        num_doc: `${prefix}${String(i + 1).padStart(8, '0')}`,
        id_rol: studentRole.id,
        password_hash: UNUSABLE_PASSWORD_HASH,
      })),
    )
    .returning({ id: users.id });
  await db.insert(students).values(created.map((u, i) => ({ id_user: u.id, id_product_default: meal(i) })));
  return db
    .insert(credentials)
    .values(created.map((u) => ({ id_user_primary: u.id, code: newCredentialCode() })))
    .returning({ credentialId: credentials.id, userId: credentials.id_user_primary, code: credentials.code });
}

/** What every benchmark checks of the books at its end (server/db/books.ts): one line per rule broken. */
export async function bookProblems(db: Db): Promise<string[]> {
  return (await checkBooks(db)).filter((b) => b.broken > 0).map((b) => `${b.broken} filas: ${b.rule}`);
}
