/**
 * The demo school on first start (issue 13, item 9): about 300 students over the eleven
 * grades and both shifts, families sharing a guardian, a portrait each (no two alike), homes
 * in Bucaramanga, a default meal for the student's age, and balances that are their ledger.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, STORE } from '../../src/domain/inventory';
import { BUCARAMANGA, schoolYearOf } from '../../server/demo/demo-people';
import { credentials, images, products, shifts } from '../../server/db/schema';
import { localDate } from '../../server/time';
import {
  type Api,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  ledgerProblems,
  schoolWithStaff,
  type TestApp,
} from './fixtures';

type Student = {
  id: number;
  name: string;
  num_doc: string;
  email: string;
  type_doc: number;
  turno: number | null;
  select_course: number | null;
  select_attendant: number | null;
  productodefault: number | null;
  fechaNacimiento: string | null;
  latitud: number | null;
  longitud: number | null;
  url: string | null;
};

let t: TestApp;
let admin: Api;
let all: Student[];

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
  const list = await admin.get<Student[]>('/api/academic/students?perPage=1000');
  expect(list.status).toBe(200);
  all = list.body.data;
});
afterAll(() => t?.close());

const countBy = <K>(list: readonly Student[], key: (s: Student) => K) => {
  const counts = new Map<K, number>();
  for (const s of list) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
  return counts;
};

describe('the demo school', () => {
  it('has about 300 students, the fixed ones among them unchanged', () => {
    expect(all.length).toBeGreaterThanOrEqual(280);
    expect(all.length).toBeLessThanOrEqual(320);
    for (const fixed of [DEMO_STUDENT, DEMO_STUDENT_NO_CREDENTIAL, DEMO_STUDENT_INACTIVE_CREDENTIAL]) {
      expect(all.filter((s) => s.num_doc === fixed.num_doc).map((s) => s.name)).toEqual([fixed.name]);
    }
    expect(new Set(all.map((s) => s.num_doc)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.email)).size).toBe(all.length);
    expect(all.every((s) => s.email.endsWith('@estudiantes.colegio.demo'))).toBe(true);
  });

  it('spreads them over the eleven courses and both shifts', async () => {
    const perCourse = countBy(all, (s) => s.select_course);
    expect(perCourse.has(null)).toBe(false);
    expect(perCourse.size).toBe(11);
    for (const n of perCourse.values()) {
      expect(n).toBeGreaterThanOrEqual(24);
      expect(n).toBeLessThanOrEqual(30);
    }
    const shiftIds = (await t.db.select({ id: shifts.id }).from(shifts)).map((s) => s.id);
    const perShift = countBy(all, (s) => s.turno);
    expect([...perShift.keys()].sort()).toEqual([...shiftIds].sort());
  });

  it('gives each a guardian, some guardians two or three children', () => {
    const perGuardian = countBy(all, (s) => s.select_attendant);
    expect(perGuardian.has(null)).toBe(false);
    const families = [...perGuardian.values()].filter((n) => n >= 2).length;
    expect(families).toBeGreaterThanOrEqual(perGuardian.size * 0.15);
    expect(Math.max(...perGuardian.values())).toBeLessThanOrEqual(4); // the fixed guardians have four
  });

  it('gives each a birth date of the grade’s age and a default meal for that age', async () => {
    const today = localDate(t.clock.now(), 'America/Bogota');
    const restaurant = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.store, STORE.restaurant));
    const ids = new Set(restaurant.map((p) => p.id));
    const ages = new Map<number, Student>();
    for (const s of all) {
      expect(s.fechaNacimiento, s.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(ids.has(s.productodefault!), s.name).toBe(true);
      ages.set(ageOn(s.fechaNacimiento!, today), s);
    }
    // The same rule as the student form: the first product `restaurant/getproductstudents` offers.
    for (const [age, one] of ages) {
      const offered = await admin.post<{ id: number }[]>('/api/restaurant/getproductstudents', {
        birthday: one.fechaNacimiento,
      });
      const ofAge = all.filter((s) => ageOn(s.fechaNacimiento!, today) === age);
      expect(new Set(ofAge.map((s) => s.productodefault)), `${age} años`).toEqual(
        new Set([offered.body.data[0].id]),
      );
    }
    // Primero's students are five to seven on the school year's first day, whatever year the demo is loaded.
    const primero = all.filter((s) => s.select_course === Math.min(...all.map((x) => x.select_course!)));
    const firstDay = `${schoolYearOf(today)}-02-01`;
    for (const s of primero) expect([5, 6, 7], s.name).toContain(ageOn(s.fechaNacimiento!, firstDay));
  });

  it('puts every home inside Bucaramanga', () => {
    for (const s of all) {
      expect(s.latitud!, s.name).toBeGreaterThanOrEqual(BUCARAMANGA.latMin);
      expect(s.latitud!, s.name).toBeLessThanOrEqual(BUCARAMANGA.latMax);
      expect(s.longitud!, s.name).toBeGreaterThanOrEqual(BUCARAMANGA.lonMin);
      expect(s.longitud!, s.name).toBeLessThanOrEqual(BUCARAMANGA.lonMax);
    }
    expect(new Set(all.map((s) => `${s.latitud},${s.longitud}`)).size).toBeGreaterThan(150);
  });

  it('gives each a portrait of their own, served as a PNG', async () => {
    const stored = await t.db.select({ id: images.id, bytes: images.bytes }).from(images);
    const bytesOf = new Map(stored.map((i) => [`/images/${i.id}`, Buffer.from(i.bytes).toString('base64')]));
    for (const s of all) expect(bytesOf.has(s.url ?? ''), s.name).toBe(true);
    expect(new Set(all.map((s) => bytesOf.get(s.url!))).size).toBe(all.length);
    const served = await t.app.inject({ method: 'GET', url: all[0].url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('gives most an active credential whose balance is the sum of its ledger', async () => {
    const credentialRows = await t.db.select().from(credentials);
    const byHolder = new Map(credentialRows.map((c) => [c.id_user_primary, c]));
    const held = all.filter((s) => byHolder.has(s.id));
    const active = held.filter((s) => byHolder.get(s.id)!.active === 1);
    expect(active.length).toBeGreaterThan(all.length * 0.85);
    expect(held.length).toBeLessThan(all.length); // some have none
    expect(held.length - active.length).toBeGreaterThan(1); // a few are switched off
    for (const c of credentialRows) expect(c.saldo % 500, `carnet ${c.id}`).toBe(0);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
