/**
 * Uploaded images checked in one place (issue 28, item 7; checkImage in server/http/images.ts)
 * on every upload path: students' photos (create and edit), users' photos, the own profile's
 * photo, product and category pictures, the restaurant's menu picture. A PNG or JPEG whose
 * header claims more than 4096 pixels a side (a decompression bomb) is refused, and so is a
 * file declared or named .png that is really a GIF or text; each refusal is a Spanish 400 on
 * the field and changes nothing. A small PNG or JPEG is stored and served with the type its
 * bytes have, whatever type was declared.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  courses,
  guardians,
  images,
  products,
  restaurantMenus,
  shifts,
  students,
  users,
} from '../../server/db/schema';
import { IMAGE_MESSAGES, MAX_IMAGE_SIDE } from '../../src/domain/images';
import { STORE } from '../../src/domain/stores';
import {
  type Api,
  productNamed,
  type Reply,
  schoolWithStaff,
  staffWith,
  type Tables,
  type TestApp,
  unchanged,
} from './fixtures';
import { GIF_BYTES, pngClaiming, tinyJpeg, tinyPng } from './fixtures/data';
import { editRecord } from './fixtures/edit';

let t: TestApp;
let admin: Api;
let cashier: Api;
let cashierEmail: string;
let kitchen: Api;
let studentId: number;
let productId: number;
let categoryId: number;
let newStudent: (n: number) => Record<string, unknown>;
let newProduct: (n: number) => Record<string, unknown>;

const BOUNDARY = '----imagen-boundary';
const dataUrl = (bytes: Buffer, declared: string) => `data:${declared};base64,${bytes.toString('base64')}`;

interface UploadPath {
  name: string;
  /** The field a refusal names. */
  field: string;
  /** What the path writes besides an image: a refusal changes none of it. */
  tables: Tables;
  /** Sends the bytes as this path takes them, declared as `declared` (a data URL's or a part's type). */
  send: (bytes: Buffer, declared: string) => Promise<Reply>;
}

let seq = 0;
const PATHS: UploadPath[] = [
  {
    name: 'crear estudiante',
    tables: { users, students },
    field: 'image',
    send: (bytes, declared) =>
      admin.post('/api/academic/students', { ...newStudent(++seq), image: dataUrl(bytes, declared) }),
  },
  {
    name: 'editar estudiante',
    tables: { users, students },
    field: 'image',
    send: (bytes, declared) =>
      editRecord(admin, '/api/academic/students', studentId, { image: dataUrl(bytes, declared) }),
  },
  {
    name: 'editar usuario',
    tables: { users },
    field: 'image',
    send: (bytes, declared) =>
      editRecord(admin, '/api/admin/users', studentId, { image: dataUrl(bytes, declared) }),
  },
  {
    name: 'perfil propio',
    tables: { users },
    field: 'image',
    send: (bytes, declared) =>
      cashier.put('/api/profile/update', {
        name: 'Carlos Cajero',
        email: cashierEmail,
        image: dataUrl(bytes, declared),
      }),
  },
  {
    name: 'crear producto',
    tables: { products },
    field: 'image',
    send: (bytes, declared) =>
      admin.post('/api/inventory/products', { ...newProduct(++seq), image: dataUrl(bytes, declared) }),
  },
  {
    name: 'editar producto',
    tables: { products },
    field: 'image',
    send: (bytes, declared) =>
      editRecord(admin, '/api/inventory/products', productId, { image: dataUrl(bytes, declared) }),
  },
  {
    name: 'editar categoría',
    tables: { categories },
    field: 'image',
    send: (bytes, declared) =>
      editRecord(admin, '/api/inventory/categories', categoryId, { image: dataUrl(bytes, declared) }),
  },
  {
    name: 'menú del restaurante',
    tables: { menus: restaurantMenus },
    field: 'file',
    send: (bytes, declared) =>
      kitchen.call(
        'POST',
        '/api/restaurant/menu',
        Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="menu.png"\r\nContent-Type: ${declared}\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
        { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      ),
  },
];

beforeAll(async () => {
  let adminMember;
  ({ t, admin: adminMember } = await schoolWithStaff({ staff: ['admin'] }));
  admin = adminMember.api;
  kitchen = (await staffWith(t, admin, ['restaurant', 'restaurant.enlistment'])).api;
  const cashierMember = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
  cashier = cashierMember.api;
  [{ email: cashierEmail }] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, cashierMember.id));

  const [course] = await t.db.select().from(courses).limit(1);
  const [guardian] = await t.db.select().from(guardians).limit(1);
  const [shift] = await t.db.select().from(shifts).limit(1);
  const [meal] = await t.db.select().from(products).where(eq(products.store, STORE.restaurant)).limit(1);
  newStudent = (n) => ({
    type_doc: 4,
    num_doc: `10987600${String(n).padStart(2, '0')}`,
    name: `Estudiante Foto ${n}`,
    email: `foto${n}@estudiantes.colegio.demo`,
    fechaNacimiento: '2015-06-02',
    address: 'Calle 45 # 27-10',
    phone: '6076340000',
    cellphone: '3105550199',
    turno: shift.id,
    productodefault: meal.id,
    select_course: course.id,
    select_attendant: guardian.id,
  });
  const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  newProduct = (n) => ({
    name: `Producto con foto ${n}`,
    price: 1000,
    stock: 0,
    store: STORE.cafeteria,
    id_category: water.id_category,
    id_subcategory: water.id_subcategory,
  });
  productId = water.id;
  categoryId = water.id_category!;
  const created = await admin.post<{ id: number }>('/api/academic/students', newStudent(99));
  expect(created.status, created.body.message).toBe(201);
  studentId = created.body.data.id;
});
afterAll(() => t?.close());

/** The stored images' ids (their bytes never change: comparing them would only be slower). */
const imageIds = async () => (await t.db.select({ id: images.id }).from(images)).map((r) => r.id).sort();

/** The path refuses the bytes on its field with `message`, storing no image and writing nothing. */
async function expectRefused(path: UploadPath, bytes: Buffer, declared: string, message: string) {
  const before = await imageIds();
  const res = await unchanged(t, () => path.send(bytes, declared), path.tables);
  expect(await imageIds(), `${path.name}: ninguna imagen guardada`).toEqual(before);
  expect(res.status, `${path.name}: ${res.body.message}`).toBe(400);
  expect(res.body, path.name).toMatchObject({
    code: 0,
    reason: 'validation',
    message,
    errors: { [path.field]: message },
  });
}

describe('a decompression bomb', () => {
  it.each(PATHS)(
    'is refused on $name: a PNG of a few bytes claiming 30000 × 30000 pixels, and a JPEG too',
    async (path) => {
      const bomb = pngClaiming(30_000, 30_000);
      expect(bomb.length).toBeLessThan(100);
      await expectRefused(path, bomb, 'image/png', IMAGE_MESSAGES.tooManyPixels(30_000, 30_000));
      await expectRefused(
        path,
        tinyJpeg(30_000, 30_000),
        'image/jpeg',
        IMAGE_MESSAGES.tooManyPixels(30_000, 30_000),
      );
    },
  );

  it('is any image over 4096 pixels on one side; 4096 × 4096 is taken', async () => {
    const [profile] = PATHS.filter((p) => p.name === 'perfil propio');
    expect(IMAGE_MESSAGES.tooManyPixels(4097, 1)).toBe(
      'La imagen mide 4097 × 1 píxeles; el máximo es 4096 × 4096. Redúzcala e intente de nuevo',
    );
    await expectRefused(
      profile,
      pngClaiming(MAX_IMAGE_SIDE + 1, 1),
      'image/png',
      IMAGE_MESSAGES.tooManyPixels(4097, 1),
    );
    await expectRefused(
      profile,
      pngClaiming(1, MAX_IMAGE_SIDE + 1),
      'image/png',
      IMAGE_MESSAGES.tooManyPixels(1, 4097),
    );
    expect((await profile.send(pngClaiming(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE), 'image/png')).status).toBe(200);
  });
});

describe('a file that is not really a PNG or a JPEG', () => {
  it.each(PATHS)(
    'is refused on $name: a GIF or a text declared as .png, a PNG without its header',
    async (path) => {
      const notJpgOrPng = IMAGE_MESSAGES.notJpgOrPng;
      expect(notJpgOrPng).toBe('La imagen debe ser un archivo .jpg o .png');
      await expectRefused(path, GIF_BYTES, 'image/png', notJpgOrPng);
      await expectRefused(
        path,
        Buffer.from('Esto es texto guardado como foto.png\n'),
        'image/png',
        notJpgOrPng,
      );
      // The PNG signature and nothing after it: no IHDR to read.
      await expectRefused(path, tinyPng().subarray(0, 16), 'image/png', notJpgOrPng);
      // A header of 0 × 0 pixels.
      await expectRefused(path, pngClaiming(0, 0), 'image/png', notJpgOrPng);
    },
  );
});

describe('a normal small image', () => {
  /** The images stored by `send`: exactly one, its type as stored and as served. */
  async function storedBy(send: () => Promise<Reply>) {
    const before = new Set((await t.db.select({ id: images.id }).from(images)).map((r) => r.id));
    const res = await send();
    expect([200, 201], res.body.message).toContain(res.status);
    const added = (await t.db.select({ id: images.id, mime: images.mime }).from(images)).filter(
      (r) => !before.has(r.id),
    );
    expect(added).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: `/images/${added[0].id}` });
    expect(served.statusCode).toBe(200);
    return {
      id: added[0].id,
      mime: added[0].mime,
      served: served.headers['content-type'],
      bytes: served.rawPayload,
    };
  }

  it.each(PATHS)('is taken on $name, PNG or JPEG, stored and served as its bytes say', async (path) => {
    const png = await storedBy(() => path.send(tinyPng(), 'image/png'));
    expect(png).toMatchObject({ mime: 'image/png', served: 'image/png', bytes: tinyPng() });
    expect(png.id).toMatch(/\.png$/);
    // Declared .png, really a JPEG: kept as the JPEG it is.
    const jpeg = await storedBy(() => path.send(tinyJpeg(), 'image/png'));
    expect(jpeg).toMatchObject({ mime: 'image/jpeg', served: 'image/jpeg', bytes: tinyJpeg() });
    expect(jpeg.id).toMatch(/\.jpg$/);
  });
});
