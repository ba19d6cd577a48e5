/**
 * The demo school, loaded into an empty database (see config.demo), and the first
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD for a production database.
 * Later areas add their demo data here.
 */
import { count } from 'drizzle-orm';
import { ALL_PERMISSION_KEYS, subtreeKeys } from '../../src/domain/permissions';
import { hashPassword } from '../security/passwords';
import type { Db } from './client';
import { roles, schools, turns, users } from './schema';

export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_ADMIN = 'admin@colegio.demo';
export const DEMO_CASHIER = 'cajero@colegio.demo';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

export async function seedDemo(db: Db): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({ name: 'Colegio Demo San José', nit: '900123456-7', address: 'Calle 10 # 5-20, Bogotá', phone: '601 555 0101' })
      .returning();
    const [morning] = await tx
      .insert(turns)
      .values([
        { name: 'Jornada mañana', h_start: '06:30', h_end: '12:30', id_school: school.id },
        { name: 'Jornada tarde', h_start: '12:30', h_end: '18:30', id_school: school.id },
      ])
      .returning();
    const [admin, cashier, secretary] = await tx
      .insert(roles)
      .values([
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
          function: [...subtreeKeys('cafeteria'), ...subtreeKeys('papeleria')],
        },
        {
          name: 'Secretaría',
          description: 'Usuarios, carnets y recargas',
          function: ['dashboard', 'admin', 'admin.users', ...subtreeKeys('carnets')],
        },
      ])
      .returning();
    await tx.insert(users).values([
      {
        name: 'Administrador Demo',
        email: DEMO_ADMIN,
        type_doc: 1,
        num_doc: '1000000001',
        id_rol: admin.id,
        turno: morning.id,
        cellphone: '300 000 0001',
        password_hash: hash,
      },
      {
        name: 'Carlos Cajero',
        email: DEMO_CASHIER,
        type_doc: 1,
        num_doc: '1000000002',
        id_rol: cashier.id,
        turno: morning.id,
        cellphone: '300 000 0002',
        password_hash: hash,
      },
      {
        name: 'Sandra Secretaria',
        email: 'secretaria@colegio.demo',
        type_doc: 1,
        num_doc: '1000000003',
        id_rol: secretary.id,
        turno: morning.id,
        password_hash: hash,
      },
    ]);
  });
}

/** First administrator of a production database (no demo data). */
export async function seedFirstAdmin(db: Db, email: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ name: 'Administrador', description: 'Acceso completo al sistema', function: [...ALL_PERMISSION_KEYS] })
      .returning();
    await tx.insert(users).values({
      name: 'Administrador',
      email: email.toLowerCase(),
      num_doc: '0',
      id_rol: role.id,
      password_hash: hash,
      must_change_password: true,
    });
  });
}
