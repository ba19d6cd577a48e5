/**
 * Who may move money on a credential through `PUT admin/carnets/{id}`; a refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { type Credential } from '../../src/domain/credentials';
import {
  api,
  credentialOf,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  DEMO_STUDENT,
  login,
  movementsOf,
  staffWith,
  unchanged,
} from './fixtures';
import { admin, cashier, NICOLAS, openMoneySchool, SOFIA, t, url } from './fixtures/money-school';

openMoneySchool();

describe('who may move money', () => {
  it('the demo cashier may not top up or deduct', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    for (const body of [{ recarga: 5000 }, { recarga: -1000 }, { active: 0 }, {}]) {
      const res = await unchanged(t, () => cashier.put(url(valentina.id), body));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 0, reason: 'forbidden' });
    }
    expect((await unchanged(t, () => api(t.app).put(url(valentina.id), { recarga: 5000 }))).status).toBe(401);
  });

  it('carnets.recharge only: tops up, may send the unchanged state, cannot deduct or change the state', async () => {
    const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
    const nicolas = await credentialOf(t, NICOLAS);
    const ok = await topper.api.put<Credential>(url(nicolas.id), { recarga: 4000 });
    expect(ok.status).toBe(200);
    expect((await movementsOf(t, nicolas.id)).at(-1)).toMatchObject({
      kind: 'recarga',
      amount: 4000,
      id_staff: topper.id,
    });
    const oldClient = await topper.api.put<Credential>(url(nicolas.id), { ...ok.body.data, recarga: 1000 });
    expect(oldClient.status).toBe(200);
    for (const body of [{ recarga: -1000 }, { active: 0 }, { active: 0, recarga: 1000 }, { active: false }]) {
      const res = await unchanged(t, () => topper.api.put(url(nicolas.id), body));
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.reason).toBe('forbidden');
    }
  });

  it('carnets.discharge only: deducts, cannot top up', async () => {
    const discharger = await staffWith(t, admin, ['carnets', 'carnets.discharge']);
    const nicolas = await credentialOf(t, NICOLAS);
    const ok = await discharger.api.put<Credential>(url(nicolas.id), { recarga: -1000 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.saldo).toBe(nicolas.saldo - 1000);
    const res = await unchanged(t, () => discharger.api.put(url(nicolas.id), { recarga: 1000 }));
    expect(res.status).toBe(403);
  });

  it('carnets.list only: changes the state, moves no money', async () => {
    const manager = await staffWith(t, admin, ['carnets', 'carnets.list']);
    const sofia = await credentialOf(t, SOFIA);
    const off = await manager.api.put<Credential>(url(sofia.id), { active: 0 });
    expect(off.body.data.active).toBe(0);
    const on = await manager.api.put<Credential>(url(sofia.id), { active: 1 });
    expect(on.body.data.active).toBe(1);
    for (const recarga of [1000, -1000]) {
      expect((await unchanged(t, () => manager.api.put(url(sofia.id), { recarga }))).status).toBe(403);
    }
  });

  it('the demo secretary holds every credential key', async () => {
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    const sofia = await credentialOf(t, SOFIA);
    expect((await secretary.put(url(sofia.id), { recarga: 1000 })).status).toBe(200);
    expect((await secretary.put(url(sofia.id), { recarga: -1000 })).status).toBe(200);
  });
});
