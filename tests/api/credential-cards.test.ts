/**
 * Printed carnets (issue 34, item 4): `GET /api/admin/carnets/print` answers one credential (any
 * state) or a course's active cards with their whole codes, to `carnets.list` only; its course
 * picker counts what each course would print. Refusals say why under the field, changing nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_PRINT_NEEDS_ONE,
  COURSE_NOT_FOUND,
  type CardPrint,
  type PrintCourse,
} from '../../src/domain/credentialCards';
import { CODE_PATTERN } from '../../src/domain/credentials';
import { credentials, schools, students, users } from '../../server/db/schema';
import {
  api,
  type Api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  MONEY,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

const PRINT = '/api/admin/carnets/print';
const COURSES = `${PRINT}/courses`;

let t: TestApp;
let admin: Api;
let secretary: Api;
let cashier: Api;
/** Valentina's course. */
let courseId: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    secretary: { api: secretary },
    cashier: { api: cashier },
  } = await schoolWithStaff());
  const [row] = await t.db
    .select({ course: students.id_course })
    .from(students)
    .where(eq(students.id_user, await userIdByDocument(t, DEMO_STUDENT.num_doc)));
  courseId = row.course!;
});
afterAll(() => t?.close());

/** What a course prints, straight from the tables: its students' active credentials of active users, by name then id. */
async function expectedCourseCards(course: number) {
  return t.db
    .select({ id: credentials.id, code: credentials.code, name: users.name })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .innerJoin(students, eq(students.id_user, users.id))
    .where(and(eq(students.id_course, course), eq(credentials.active, 1), eq(users.active, 1)))
    .orderBy(asc(users.name), asc(credentials.id));
}

describe('the cards to print', () => {
  it("one credential by id: its whole code, the holder, the course and the school's name", async () => {
    const stored = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await admin.get<CardPrint>(`${PRINT}?id=${stored.id}`);
    expect(res.status, res.body.message).toBe(200);
    const [school] = await t.db
      .select({ name: schools.name })
      .from(schools)
      .orderBy(asc(schools.id))
      .limit(1);
    expect(res.body.data.colegio).toBe(school.name);
    expect(res.body.data.cards).toEqual([
      {
        id: stored.id,
        code: stored.code,
        name: DEMO_STUDENT.name,
        num_doc: DEMO_STUDENT.num_doc,
        curso: expect.any(String),
        url: expect.stringMatching(/^\/images\/[a-f0-9]{32}\.png$/),
        active: 1,
      },
    ]);
    expect(res.body.data.cards[0].code).toMatch(CODE_PATTERN);
  });

  it('one inactive credential still prints (the page warns), to the secretary too', async () => {
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    const res = await secretary.get<CardPrint>(`${PRINT}?id=${camila.id}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.cards).toMatchObject([{ id: camila.id, code: camila.code, active: 0 }]);
  });

  it("a course: only its students' active cards of active users, by name then id, codes whole", async () => {
    const expected = await expectedCourseCards(courseId);
    expect(expected.length).toBeGreaterThan(5);
    const res = await admin.get<CardPrint>(`${PRINT}?curso=${courseId}`);
    expect(res.status, res.body.message).toBe(200);
    const { cards } = res.body.data;
    expect(cards.map((c) => [c.id, c.code, c.name])).toEqual(expected.map((c) => [c.id, c.code, c.name]));
    for (const card of cards) {
      expect(card.code).toMatch(CODE_PATTERN);
      expect(card.active).toBe(1);
    }
    expect(new Set(cards.map((c) => c.curso)).size).toBe(1);
  });

  it('leaves out an inactive credential and an inactive holder of the course', async () => {
    const before = (await admin.get<CardPrint>(`${PRINT}?curso=${courseId}`)).body.data.cards;
    const [first, second] = before;
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, first.id));
    const holder = (
      await t.db
        .select({ id: credentials.id_user_primary })
        .from(credentials)
        .where(eq(credentials.id, second.id))
    )[0].id;
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, holder));
    try {
      const after = (await admin.get<CardPrint>(`${PRINT}?curso=${courseId}`)).body.data.cards;
      expect(after.map((c) => c.id)).toEqual(before.slice(2).map((c) => c.id));
      const courses = (await admin.get<PrintCourse[]>(COURSES)).body.data;
      expect(courses.find((c) => c.id === courseId)?.cards).toBe(before.length - 2);
    } finally {
      await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, first.id));
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, holder));
    }
  });

  it('the course picker: every course with the number of cards it prints', async () => {
    const res = await secretary.get<PrintCourse[]>(COURSES);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.length).toBe(11);
    for (const course of res.body.data) {
      expect(Object.keys(course).sort()).toEqual(['cards', 'id', 'name']);
      expect(course.cards).toBe((await expectedCourseCards(course.id)).length);
    }
    expect(res.body.data.reduce((sum, c) => sum + c.cards, 0)).toBeGreaterThan(200);
  });
});

describe('who may print', () => {
  it('403 to the cashier and to staff holding only carnets.recharge or the lookup list, 401 without a session', async () => {
    const stored = await credentialOf(t, DEMO_STUDENT.num_doc);
    const recharger = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
    const viewer = await staffWith(t, admin, ['carnets', 'carnets.noactions']);
    await unchanged(
      t,
      async () => {
        for (const url of [`${PRINT}?id=${stored.id}`, `${PRINT}?curso=${courseId}`, COURSES]) {
          for (const who of [cashier, recharger.api, viewer.api]) {
            const res = await who.get(url);
            expect(res.status, url).toBe(403);
            expect(res.body).toMatchObject({ code: 0, reason: 'forbidden', data: null });
            expect(res.raw).not.toContain(stored.code);
          }
          expect((await api(t.app).get(url)).status, url).toBe(401);
        }
      },
      MONEY,
    );
  });
});

describe('refusals, under the field', () => {
  it('neither or both of id and curso: the course picker is told to choose', async () => {
    const stored = await credentialOf(t, DEMO_STUDENT.num_doc);
    await unchanged(
      t,
      async () => {
        for (const query of ['', '?id=&curso=', '?otro=1', `?id=${stored.id}&curso=${courseId}`]) {
          const res = await admin.get(`${PRINT}${query}`);
          expect(res.status, query).toBe(400);
          expect(res.body).toMatchObject({
            code: 0,
            message: CARD_PRINT_NEEDS_ONE,
            reason: 'validation',
            errors: { curso: CARD_PRINT_NEEDS_ONE },
          });
        }
      },
      MONEY,
    );
  });

  it('a course or a credential that does not exist: 404 with its message', async () => {
    const course = await admin.get(`${PRINT}?curso=999999`);
    expect(course.status).toBe(404);
    expect(course.body).toMatchObject({
      code: 0,
      message: COURSE_NOT_FOUND,
      reason: 'not_found',
      errors: { curso: COURSE_NOT_FOUND },
    });
    const credential = await admin.get(`${PRINT}?id=999999`);
    expect(credential.status).toBe(404);
    // The money core's words for a credential that is not there (server/money).
    expect(credential.body).toMatchObject({
      code: 0,
      message: 'El carnet no existe',
      reason: 'not_found',
      errors: { id: 'El carnet no existe' },
    });
  });

  it('an id that is no positive integer is refused on its field', async () => {
    for (const query of ['?id=abc', '?curso=-3', '?id=1.5', '?curso=99999999999']) {
      const res = await admin.get(`${PRINT}${query}`);
      expect(res.status, query).toBe(400);
      const field = query.slice(1, query.indexOf('='));
      expect(res.body.errors?.[field], query).toBe('El identificador debe ser un número entero positivo');
    }
  });

  it('the static path wins over the lookup by document', async () => {
    const res = await admin.get(`${PRINT}?curso=${courseId}`);
    expect(res.body.data).not.toHaveProperty('user');
    expect(res.body.data).toHaveProperty('cards');
  });
});
