/** The restaurant's lunch line (issue 14 item 1-2): who may scan and what, the service windows a scan must fall in, and the user categories that give a student without a default meal theirs. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/stores';
import {
  orderLines,
  products,
  restaurantServices,
  restaurantUserCategories,
  shifts,
  students,
  users,
} from '../../server/db/schema';
import { USER_CATEGORY_PRODUCT_NOT_RESTAURANT } from '../../src/domain/resources';
import { ageOn } from '../../src/domain/inventory';
import { localDate } from '../../server/time';
import {
  credentialOf,
  DEMO_STUDENT,
  EMILIANO,
  ISABELLA,
  MATEO,
  setSaldo,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  anonymous,
  cashier,
  line,
  openLunchLineSchool,
  restaurantOrdersOf,
  scan,
  t,
} from './fixtures/lunch-line-school';

openLunchLineSchool();

describe('who may scan, and what', () => {
  it('needs the restaurant orders key and a session', async () => {
    expect((await scan(anonymous, DEMO_STUDENT.num_doc)).status).toBe(401);
    expect((await unchanged(t, () => scan(cashier, DEMO_STUDENT.num_doc))).status).toBe(403);
  });

  it('refuses a read shorter than 3 characters in Spanish', async () => {
    const res = await scan(line, 'ab');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('El código leído debe tener al menos 3 caracteres');
  });
});

/** HH:MM now in the school's time zone. */
const nowInSchool = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(t.clock.now());

describe('service windows', () => {
  it('are a CRUD of the restaurant, refusing an end before the start in Spanish', async () => {
    const [shift] = await t.db.select().from(shifts).limit(1);
    const bad = await unchanged(
      t,
      () =>
        admin.post('/api/restaurant/services', {
          name: 'Almuerzo',
          turno: shift.id,
          h_start: '13:00',
          h_end: '11:30',
        }),
      {
        services: restaurantServices,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ h_end: 'La hora de fin debe ser posterior a la hora de inicio' });
    expect((await line.get('/api/restaurant/services')).status).toBe(403);
  });

  it("refuse a scan outside every window of the student's schedule, naming them, and charge once inside one", async () => {
    const id = await userIdByDocument(t, MATEO);
    const [{ shift }] = await t.db.select({ shift: users.turno }).from(users).where(eq(users.id, id));
    const [schedule] = await t.db.select().from(shifts).where(eq(shifts.id, shift!));
    // A window that cannot hold the current minute.
    const away =
      nowInSchool() < '12:00' ? { h_start: '22:00', h_end: '23:00' } : { h_start: '01:00', h_end: '02:00' };
    const created = await admin.post<{ id: number }>('/api/restaurant/services', {
      name: 'Fuera de hora',
      turno: schedule.id,
      ...away,
    });
    expect(created.status, created.body.message).toBe(201);
    const closed = await unchanged(t, () => scan(line, MATEO));
    expect(closed.status).toBe(409);
    expect(closed.body.reason).toBe('no_service');
    expect(closed.body.message).toBe(
      `No hay servicio de restaurante en este momento para ${schedule.name}. Servicios: ${away.h_start} a ${away.h_end}`,
    );

    // The whole day but its last minute: the scan falls in it.
    expect(
      (
        await admin.post('/api/restaurant/services', {
          name: 'Todo el día',
          turno: schedule.id,
          h_start: '00:00',
          h_end: '23:59',
        })
      ).status,
    ).toBe(201);
    const first = await scan(line, MATEO);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.repeated).toBe(false);
    expect((await scan(line, MATEO)).body.data).toMatchObject({
      repeated: true,
      orderId: first.body.data.orderId,
    });
    await t.db.delete(restaurantServices);
  });
});

describe('user categories', () => {
  it('give a student without a default meal the meal of their course, else of their age band', async () => {
    const id = await userIdByDocument(t, EMILIANO);
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 100_000);
    const [row] = await t.db.select().from(students).where(eq(students.id_user, id));
    const meals = await t.db.select().from(products).where(eq(products.store, STORE.restaurant));
    const [byAge, byCourse] = meals.filter((m) => m.stock > 0 && m.enable === 1);
    const [cafeteria] = await t.db
      .select()
      .from(products)
      .where(eq(products.store, STORE.cafeteria))
      .limit(1);
    const age = ageOn(row.fecha_nacimiento!, localDate(t.clock.now(), 'America/Bogota'));

    // Its meal must be the restaurant's.
    const wrong = await unchanged(
      t,
      () =>
        admin.post('/api/restaurant/usercategories', {
          name: 'Café',
          edad_min: 0,
          edad_max: 25,
          id_product: cafeteria.id,
        }),
      { categories: restaurantUserCategories },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({ id_product: USER_CATEGORY_PRODUCT_NOT_RESTAURANT });

    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, id));
    const band = await admin.post('/api/restaurant/usercategories', {
      name: 'Su edad',
      edad_min: age,
      edad_max: age + 1,
      id_product: byAge.id,
    });
    expect(band.status, band.body.message).toBe(201);
    // A wider band holding the same age loses to the narrower one.
    await admin.post('/api/restaurant/usercategories', {
      name: 'Todos',
      edad_min: 0,
      edad_max: 25,
      id_product: byCourse.id,
    });
    const sold = await scan(line, EMILIANO);
    expect(sold.status, sold.body.message).toBe(200);
    const mealSold = async (doc: string) => {
      const [order] = await restaurantOrdersOf(doc);
      const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.id_order, order.id));
      return sold.id_product;
    };
    expect(await mealSold(EMILIANO)).toBe(byAge.id);

    // The course's category comes before any age band (another student, who has no meal yet today).
    const other = await userIdByDocument(t, ISABELLA);
    const [isabella] = await t.db.select().from(students).where(eq(students.id_user, other));
    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, other));
    await admin.post('/api/restaurant/usercategories', {
      name: 'Su curso',
      edad_min: 0,
      edad_max: 0,
      id_course: isabella.id_course,
      id_product: byCourse.id,
    });
    const isabellaCredential = await credentialOf(t, ISABELLA);
    await setSaldo(admin, isabellaCredential, isabellaCredential.saldo, 100_000);
    expect((await scan(line, ISABELLA)).status).toBe(200);
    expect(await mealSold(ISABELLA)).toBe(byCourse.id);

    await t.db
      .update(students)
      .set({ id_product_default: row.id_product_default })
      .where(eq(students.id_user, id));
    await t.db
      .update(students)
      .set({ id_product_default: isabella.id_product_default })
      .where(eq(students.id_user, other));
    await t.db.delete(restaurantUserCategories);
  });
});
