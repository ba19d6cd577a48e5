/**
 * Limits set by the family (issue 32, item 4): the daily cap and the low-balance threshold, as far
 * as the school allows, in effect on the next sale, recorded with who changed them on the
 * student's history; another family's child is 404 and a refusal changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import {
  CHILD_NOT_FOUND,
  FAMILY_MAY_NOT_CAP,
  FAMILY_MAY_NOT_WEEKLY,
  LIMITS_SAVED,
  NOTHING_TO_CHANGE,
  type FamilyLimits,
  type PortalSettings,
} from '../../src/domain/family';
import { DAILY_LIMIT_TOO_SMALL } from '../../src/domain/restrictions';
import { STORE } from '../../src/domain/inventory';
import type { TimelineEvent } from '../../src/domain/timeline';
import { credentials, limitChanges, portalSettings } from '../../server/db/schema';
import {
  activatedFamily,
  cafeteriaBody,
  JORGE,
  NICOLAS,
  productNamed,
  schoolWithMaria,
  sell,
  staffWith,
  unchanged,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let maria: Api;
let emiliano: number;
const LIMIT_TABLES = { credentials, limitChanges, portalSettings };
const limitsUrl = (id: number) => `/api/family/children/${id}/limits`;
const ALL: PortalSettings = {
  familia_tope: true,
  familia_bloqueos: true,
  familia_aviso: true,
  familia_horarios: true,
};

beforeAll(async () => {
  ({ t, admin, maria, emiliano } = await schoolWithMaria());
});
afterAll(() => t?.close());

describe("a child's limits from the portal", () => {
  // Each test starts from Emiliano without a cap or a low-balance notice, the portal's settings all on.
  beforeEach(async () => {
    await t.db
      .update(credentials)
      .set({ lockSaldo: 0, lowBalanceAlert: 0 })
      .where(eq(credentials.id_user_primary, emiliano));
    const settings = await admin.put('/api/academic/portal/settings', ALL);
    if (settings.status !== 200) throw new Error(settings.body.message);
  });

  it('the demo school lets families change all four', async () => {
    const res = await maria.get<FamilyLimits>(limitsUrl(emiliano));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({
      lockSaldo: 0,
      aviso_saldo: 0,
      tope_semanal: 0,
      horarios: [],
      productos: [],
      categorias: [],
      permitido: { tope: true, bloqueos: true, aviso: true, horarios: true },
    });
  });

  it('a cap set by the family refuses the next sale over it', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const saved = await maria.put<FamilyLimits>(limitsUrl(emiliano), {
      lockSaldo: water.price,
      aviso_saldo: 10_000,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body).toMatchObject({
      message: LIMITS_SAVED,
      data: { lockSaldo: water.price, aviso_saldo: 10_000 },
    });
    const over = await sell(
      admin,
      'cafeteria',
      cafeteriaBody(emiliano, [{ id: water.id, count: 2 }], { inmediate: 1 }),
    );
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    const within = await sell(
      admin,
      'cafeteria',
      cafeteriaBody(emiliano, [{ id: water.id, count: 1 }], { inmediate: 1 }),
    );
    expect(within.status, within.body.message).toBe(201);
  });

  it('shows on the student file and the portal: what changed, before and after, and who', async () => {
    expect((await maria.put(limitsUrl(emiliano), { lockSaldo: 2_000, aviso_saldo: 10_000 })).status).toBe(
      200,
    );
    const staffView = await admin.get<TimelineEvent[]>(`/api/academic/students/${emiliano}/timeline`);
    const changes = staffView.body.data.filter((e) => e.source === 'limits');
    const family = 'María Rojas Pérez (familia)';
    // Newest first: the two this change made.
    expect(changes.slice(0, 2).map((e) => [e.kind, e.detail, e.staff])).toEqual(
      expect.arrayContaining([
        ['tope', 'Sin restricción → $2.000', family],
        ['aviso', 'Sin aviso → $10.000', family],
      ]),
    );
    const familyView = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline`);
    const seen = familyView.body.data.filter((e) => e.source === 'limits').map((e) => [e.kind, e.detail]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['tope', 'Sin restricción → $2.000'],
        ['aviso', 'Sin aviso → $10.000'],
      ]),
    );
    // The staff's lock screen goes through the same door and is recorded the same way.
    const staffSave = await admin.post('/api/academic/productsblock', {
      id_user: emiliano,
      products: [],
      saldo: 0,
    });
    expect(staffSave.status, staffSave.body.message).toBe(200);
    const after = await admin.get<TimelineEvent[]>(`/api/academic/students/${emiliano}/timeline`);
    expect(after.body.data.find((e) => e.source === 'limits')).toMatchObject({
      kind: 'tope',
      detail: '$2.000 → Sin restricción',
      staff: 'Administrador Demo',
    });
  });

  it('refuses a bad amount or an empty change on its field, changing nothing', async () => {
    for (const [body, field, message] of [
      [{ lockSaldo: 500 }, 'lockSaldo', DAILY_LIMIT_TOO_SMALL],
      [{ aviso_saldo: -1 }, 'aviso_saldo', undefined],
      [{}, 'lockSaldo', NOTHING_TO_CHANGE],
    ] as const) {
      const res = await unchanged(t, () => maria.put(limitsUrl(emiliano), body), LIMIT_TABLES);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toHaveProperty(field);
      if (message) expect(res.body.errors?.[field]).toBe(message);
    }
  });

  it('what the school does not allow is 403 on its field; the rest still changes', async () => {
    const setting = await admin.put<PortalSettings>('/api/academic/portal/settings', {
      ...ALL,
      familia_tope: false,
    });
    expect(setting.status, setting.body.message).toBe(200);
    const refused = await unchanged(
      t,
      () => maria.put(limitsUrl(emiliano), { lockSaldo: 5000, aviso_saldo: 3000 }),
      LIMIT_TABLES,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: FAMILY_MAY_NOT_CAP,
      errors: { lockSaldo: FAMILY_MAY_NOT_CAP },
    });
    expect((await maria.put(limitsUrl(emiliano), { aviso_saldo: 3000 })).status).toBe(200);
    expect((await maria.get<FamilyLimits>(limitsUrl(emiliano))).body.data.permitido).toEqual({
      tope: false,
      bloqueos: true,
      aviso: true,
      horarios: true,
    });
    // The weekly cap goes with the daily one.
    const weekly = await unchanged(
      t,
      () => maria.put(limitsUrl(emiliano), { tope_semanal: 20_000 }),
      LIMIT_TABLES,
    );
    expect(weekly.status).toBe(403);
    expect(weekly.body.errors).toEqual({ tope_semanal: FAMILY_MAY_NOT_WEEKLY });
    expect((await admin.put('/api/academic/portal/settings', ALL)).status).toBe(200);
  });

  it("another family's child, or nobody's, is 404 for reading and for changing", async () => {
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    const nicolas = await userIdByDocument(t, NICOLAS);
    for (const [who, id] of [
      [maria, nicolas],
      [jorge, emiliano],
      [maria, 999_999],
    ] as const) {
      expect((await who.get(limitsUrl(id))).status).toBe(404);
      const res = await unchanged(t, () => who.put(limitsUrl(id), { lockSaldo: 0 }), LIMIT_TABLES);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CHILD_NOT_FOUND);
    }
  });

  it("the school's settings need the guardians key", async () => {
    const cashier = await staffWith(t, admin, ['cafeteria']);
    const res = await unchanged(t, () => cashier.api.put('/api/academic/portal/settings', ALL), LIMIT_TABLES);
    expect(res.status).toBe(403);
  });
});
