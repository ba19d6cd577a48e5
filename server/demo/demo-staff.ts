/**
 * The demo school's staff: its accounts (the administrator, the cashier, the secretary, the guard
 * and the storekeeper, all with the password the README publishes) and their roles, the students'
 * role among them. seed.ts hands the accounts on to the tests and the benchmarks.
 */
import { ALL_PERMISSION_KEYS, subtreeKeys } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { STUDENT_ROLE } from '../db/seed';
import { roles, users } from '../db/schema';

export const DEMO_ADMIN = 'admin@colegio.demo';
export const DEMO_CASHIER = 'cajero@colegio.demo';
export const DEMO_GUARD = 'porteria@colegio.demo';
export const DEMO_SECRETARY = 'secretaria@colegio.demo';
export const DEMO_STOREKEEPER = 'almacen@colegio.demo';
/** The demo's staff accounts, whose password the README publishes. */
export const DEMO_STAFF = [DEMO_ADMIN, DEMO_CASHIER, DEMO_SECRETARY, DEMO_GUARD, DEMO_STOREKEEPER] as const;

/**
 * The demo cashier's keys: sell at the two counters and see their orders; nothing else (no
 * prices, stock, refunds or reports: those are the storekeeper's and the administrator's).
 */
export const CASHIER_KEYS = [
  'cafeteria',
  'cafeteria.pos',
  'cafeteria.requests',
  'papeleria',
  'papeleria.pos',
  'papeleria.requests',
] as const;

/** The roles and the accounts, in the demo's order; the accounts on `shiftId`, with `passwordHash`. */
export async function seedDemoStaff(
  tx: Db,
  { shiftId, passwordHash, now }: { shiftId: number; passwordHash: string; now: Date },
) {
  const stamped = { created_at: now, updated_at: now };
  const [admin, cashier, secretary, studentRole, guardRole, storekeeperRole] = await tx
    .insert(roles)
    .values(
      [
        {
          name: 'Administrador',
          description: 'Acceso completo al sistema',
          CheckRestaurante: 1,
          CheckCafeteria: 1,
          CheckPapeleria: 1,
          function: [...ALL_PERMISSION_KEYS],
        },
        {
          name: 'Cajero',
          description: 'Ventas en cafetería y papelería',
          CheckCafeteria: 1,
          CheckPapeleria: 1,
          function: [...CASHIER_KEYS],
        },
        {
          name: 'Secretaría',
          description: 'Usuarios, carnets y recargas',
          // The desk closes its own cash; a supervisor reviews the closes. It also keeps the day's
          // absent list and their excuses (issue 53), and sells the lunch plans (issue 56).
          function: [
            'dashboard',
            'admin',
            'admin.users',
            ...subtreeKeys('carnets').filter((k) => k !== 'carnets.cashclose.review'),
            'access',
            'access.absent',
            // Issue 56: the desk sells the meal plans and orders a lunch for a child.
            'restaurant',
            'restaurant.plans',
          ],
        },
        { name: STUDENT_ROLE, description: 'Estudiantes y titulares de carnet', function: [] },
        {
          name: 'Portería',
          description: 'Ingreso y salida por la portería',
          // The guard's phone also takes the evacuation roll call at the meeting point (issue 53).
          function: ['access', 'access.qracces', 'access.rollcall'],
        },
        {
          name: 'Almacén',
          description: 'Productos, precios y existencias de las tres tiendas',
          function: ['dashboard', ...subtreeKeys('inventory')],
        },
      ].map((role) => ({ ...role, ...stamped })),
    )
    .returning();
  const [adminUser, cashierUser, secretaryUser, guardUser] = await tx
    .insert(users)
    .values(
      [
        {
          name: 'Administrador Demo',
          email: DEMO_ADMIN,
          type_doc: 1,
          num_doc: '1000000001',
          id_rol: admin.id,
          turno: shiftId,
          cellphone: '300 000 0001',
          password_hash: passwordHash,
        },
        {
          name: 'Carlos Cajero',
          email: DEMO_CASHIER,
          type_doc: 1,
          num_doc: '1000000002',
          id_rol: cashier.id,
          turno: shiftId,
          cellphone: '300 000 0002',
          password_hash: passwordHash,
        },
        {
          name: 'Sandra Secretaria',
          email: DEMO_SECRETARY,
          type_doc: 1,
          num_doc: '1000000003',
          id_rol: secretary.id,
          turno: shiftId,
          password_hash: passwordHash,
        },
        {
          name: 'Pedro Portero',
          email: DEMO_GUARD,
          type_doc: 1,
          num_doc: '1000000004',
          id_rol: guardRole.id,
          turno: shiftId,
          cellphone: '300 000 0004',
          password_hash: passwordHash,
        },
        {
          name: 'Alba Almacén',
          email: DEMO_STOREKEEPER,
          type_doc: 1,
          num_doc: '1000000005',
          id_rol: storekeeperRole.id,
          turno: shiftId,
          password_hash: passwordHash,
        },
      ].map((user) => ({ ...user, ...stamped })),
    )
    .returning();
  return { studentRole, adminUser, cashierUser, secretaryUser, guardUser };
}
