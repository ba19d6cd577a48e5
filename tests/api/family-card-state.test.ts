/**
 * The children's answer says each child's card state (issue 55, item 1): `activo`, `inactivo` or
 * `ninguno`, so the portal offers top-ups only to an active card. Luz Ruiz's children hold all
 * three; the answer's keys are the schema's, and another family's child stays out of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHILD_NOT_FOUND, familyChildSchema, type FamilyChild } from '../../src/domain/family';
import { credentials, transferReports } from '../../server/db/schema';
import { localDate } from '../../server/time';
import {
  activatedFamily,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  JORGE,
  schoolWithStaff,
  tinyPng,
  unchanged,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

/** The demo's third guardian: Camila (inactive card), Samuel and Mariana (active), Tomás (none). */
const LUZ = '41234567';

let t: TestApp;
let admin: Api;
let luz: Api;
let jorge: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
  luz = (await activatedFamily(t, admin, LUZ)).api;
  jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
});
afterAll(() => t?.close());

const childrenOf = async (family: Api) => {
  const res = await family.get<FamilyChild[]>('/api/family/children');
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

describe("each child's card", () => {
  it('is activo, inactivo or ninguno, as the credential is', async () => {
    const children = await childrenOf(luz);
    expect(children.map((c) => [c.name, c.carnet])).toEqual([
      ['Camila Torres Ruiz', 'inactivo'],
      ['Mariana Castillo Ortiz', 'activo'],
      ['Samuel Torres Ruiz', 'activo'],
      ['Tomás Vargas Quintero', 'ninguno'],
    ]);
    // The inactive card keeps its balance; none reads 0.
    expect(children[0].saldo).toBe(DEMO_STUDENT_INACTIVE_CREDENTIAL.saldo);
    expect(children[3]).toMatchObject({ saldo: 0, lockSaldo: 0, dias_restantes: null });
  });

  it('answers exactly the schema’s keys', async () => {
    const keys = Object.keys(familyChildSchema.shape).sort();
    for (const child of await childrenOf(luz)) expect(Object.keys(child).sort()).toEqual(keys);
  });

  it('follows the credential: deactivated, the child reads inactivo; active again, activo', async () => {
    const mariana = (await childrenOf(luz)).find((c) => c.name === 'Mariana Castillo Ortiz')!;
    const set = (active: number) =>
      t.db.update(credentials).set({ active }).where(eq(credentials.id_user_primary, mariana.id));
    await set(0);
    try {
      expect((await childrenOf(luz)).find((c) => c.id === mariana.id)?.carnet).toBe('inactivo');
    } finally {
      await set(1);
    }
    expect((await childrenOf(luz)).find((c) => c.id === mariana.id)?.carnet).toBe('activo');
  });

  it("of another family's child is not in the answer, and their pages stay 404", async () => {
    const santiago = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    expect((await childrenOf(jorge)).find((c) => c.id === santiago)?.carnet).toBe('ninguno');
    expect((await childrenOf(luz)).map((c) => c.id)).not.toContain(santiago);
    const res = await luz.get(`/api/family/children/${santiago}/timeline`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, message: CHILD_NOT_FOUND });
  });

  it('inactive or missing, refuses a transfer report on the child, changing nothing', async () => {
    const [camila, , , tomas] = await childrenOf(luz);
    const png = `data:image/png;base64,${tinyPng().toString('base64')}`;
    const today = localDate(t.clock.now(), 'America/Bogota');
    for (const child of [camila, tomas]) {
      const res = await unchanged(
        t,
        () =>
          luz.post('/api/family/transfers', {
            id_estudiante: child.id,
            valor: 20_000,
            fecha: today,
            referencia: `INACTIVO-${child.id}`,
            soporte: png,
          }),
        { transferReports },
      );
      expect(res.status).toBe(409);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['id_estudiante']);
    }
  });
});
