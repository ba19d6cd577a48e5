/**
 * Nobody grants what they do not hold (docs/architecture.md: Rights): the checks the user and role routes
 * run before writing. A refusal is 403 with the reason in Spanish, so nothing is written.
 */
import { eq } from 'drizzle-orm';
import { assignRoleRefusal, holdsAll, RIGHTS_MESSAGES } from '../../../../src/domain/permissions';
import type { Db } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { Staff } from '../../../http/types';

const refuse = (message: string, field?: string) =>
  new AppError(403, message, 'forbidden', field ? { [field]: message } : undefined);

/** The keys of a role; null when there is no such role. */
async function keysOfRole(db: Db, roleId: number): Promise<string[] | null> {
  const [role] = await db.select({ keys: roles.function }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return role ? role.keys : null;
}

/**
 * 403 unless the staff member holds every key of the role they want to give (field `id_rol`):
 * the guard of every door that gives a role (the users screen, a new student and a students
 * import, academic/students/service/write.ts `insertStudents`).
 */
export async function checkAssignable(db: Db, staff: Staff, roleId: number): Promise<void> {
  const keys = await keysOfRole(db, roleId);
  // An unknown role is left to the foreign key, which names the field.
  const refusal = keys && assignRoleRefusal(staff.permissions, keys);
  if (refusal) throw refuse(refusal, 'id_rol');
}

/** 403 unless the staff member holds every key of the user's role; 404 when there is no such user. */
export async function checkManageable(db: Db, staff: Staff, userId: number): Promise<void> {
  const [user] = await db
    .select({ keys: roles.function })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.id_rol))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound('Usuario: el registro no existe');
  if (!holdsAll(staff.permissions, user.keys)) throw refuse(RIGHTS_MESSAGES.manageUser);
}

/** 403 unless the staff member holds every key they put in a role (field `function`). */
export function checkGrantable(staff: Staff, keys: readonly string[]): void {
  if (!holdsAll(staff.permissions, keys)) throw refuse(RIGHTS_MESSAGES.grantKeys, 'function');
}

/** 403 unless the staff member holds every key the role has now (`keys`, to change or delete it). */
export function checkRoleManageable(staff: Staff, keys: readonly string[]): void {
  if (!holdsAll(staff.permissions, keys)) throw refuse(RIGHTS_MESSAGES.manageRole);
}

/** `checkRoleManageable` for the role `roleId` as stored (nothing to check when there is none). */
export async function checkStoredRoleManageable(db: Db, staff: Staff, roleId: number): Promise<void> {
  const keys = await keysOfRole(db, roleId);
  if (keys) checkRoleManageable(staff, keys);
}
