/** Shared set-up of the credential test files: demo facts, staff with chosen keys, carnet look-ups. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Carnet } from '../../src/domain/carnets';
import { carnetMovements, carnets, users } from '../../server/db/schema';
import { api, DEMO_PASSWORD, login, type TestApp } from './helpers';

export { DEMO_STUDENT, DEMO_STUDENT_INACTIVE_CARNET, DEMO_STUDENT_NO_CARNET } from '../../server/db/seed';

export type Api = ReturnType<typeof api>;

let seq = 0;

/** A staff member whose role holds exactly `keys`, signed in. */
export async function staffWith(t: TestApp, admin: Api, keys: string[]): Promise<{ api: Api; id: number; token: string }> {
  seq += 1;
  const role = await admin.post<{ id: number }>('/api/admin/roles', {
    name: `Rol carnets ${seq} ${keys.join(' ')}`.slice(0, 100),
    description: 'Rol de prueba de carnets',
    function: keys,
  });
  expect(role.status, role.body.message).toBe(201);
  const email = `carnets${seq}.${Date.now()}@colegio.demo`;
  const user = await admin.post<{ id: number }>('/api/admin/users', {
    name: `Funcionario ${seq}`,
    email,
    type_doc: 1,
    num_doc: `55${Date.now() % 1_000_000}${seq}`,
    id_rol: role.body.data.id,
    password: DEMO_PASSWORD,
  });
  expect(user.status, user.body.message).toBe(201);
  const token = await login(t.app, email, DEMO_PASSWORD);
  return { api: api(t.app, token), id: user.body.data.id, token };
}

export async function userIdByDocument(t: TestApp, numDoc: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.num_doc, numDoc));
  if (!row) throw new Error(`no hay usuario con documento ${numDoc}`);
  return row.id;
}

/** The credential row of the user with this document. */
export async function carnetOf(t: TestApp, numDoc: string) {
  const id = await userIdByDocument(t, numDoc);
  const [row] = await t.db.select().from(carnets).where(eq(carnets.id_user_primary, id));
  if (!row) throw new Error(`el usuario ${numDoc} no tiene carnet`);
  return row;
}

export async function movementsOf(t: TestApp, carnetId: number) {
  return t.db
    .select()
    .from(carnetMovements)
    .where(eq(carnetMovements.id_carnet, carnetId))
    .orderBy(carnetMovements.id);
}

/** Exactly the keys of `Carnet` in src/domain/carnets.ts. */
export const CARNET_KEYS: (keyof Carnet)[] = [
  'active',
  'code',
  'created_at',
  'id',
  'id_user_primary',
  'lockSaldo',
  'name_user_primary',
  'num_doc',
  'purchase',
  'saldo',
  'url',
];

export function expectCarnetShape(c: Carnet) {
  expect(Object.keys(c).sort()).toEqual(CARNET_KEYS);
  expect(c.code).toMatch(/^CRN[A-HJ-NP-Z2-9]{24}$/);
  expect(Number.isInteger(c.saldo)).toBe(true);
  expect(Number.isNaN(Date.parse(c.created_at))).toBe(false);
}
