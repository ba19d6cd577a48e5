/**
 * What any database needs, demo or not: the first administrator of a production database (from
 * ADMIN_EMAIL / ADMIN_PASSWORD, when it is empty) and the students' role that every student
 * account gets. The demo school is in server/demo/seed.ts.
 */
import { count } from 'drizzle-orm';
import { ALL_PERMISSION_KEYS } from '../../src/domain/permissions';
import { hashPassword } from '../security/passwords';
import type { Db } from './client';
import { roles, users } from './schema';

/** Students are users with this role: no permission keys and an unusable password hash. */
export const STUDENT_ROLE = 'Estudiante';
/** Password hash no password matches: students never sign in. */
export const UNUSABLE_PASSWORD_HASH = '!';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

/** First administrator of a production database (no demo data), created at `now` (the server's clock). */
export async function seedFirstAdmin(db: Db, email: string, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        name: 'Administrador',
        description: 'Acceso completo al sistema',
        function: [...ALL_PERMISSION_KEYS],
        created_at: now,
        updated_at: now,
      })
      .returning();
    await tx.insert(users).values({
      name: 'Administrador',
      email: email.toLowerCase(),
      num_doc: '0',
      id_rol: role.id,
      password_hash: hash,
      must_change_password: true,
      created_at: now,
      updated_at: now,
    });
  });
}
