/**
 * Students import benchmark (issue 13, item 7: a 1 000-row file previews in under 2 s): the real
 * server on a fresh embedded database with the demo school, over loopback HTTP. Previews a
 * generated file several times and prints the median; then imports it once. Asserts nothing.
 * Run: npm run bench:import [-- --rows 1000 --runs 7]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { DEMO_ADMIN, DEMO_PASSWORD, seedDemo } from '../server/demo/seed';
import { systemClock } from '../server/clock';
import { courses, guardians, products, shifts } from '../server/db/schema';
import { STORE } from '../src/domain/stores';
import { IMPORT_COLUMNS } from '../src/domain/studentImport';
import { toCsv } from '../src/domain/studentImportCsv';
import { arg } from './support';

const ROWS = arg('rows', 1000);
const RUNS = arg('runs', 7);

const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const database = await openPglite(join(dir, 'data'));
try {
  await seedDemo(database.db, { clock: systemClock });
  const db = database.db;
  const meals = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.id));
  const schedules = await db.select({ name: shifts.name }).from(shifts);
  const courseNames = (await db.select({ name: courses.name }).from(courses)).map((c) => c.name);
  const guardianDocs = (await db.select({ num_doc: guardians.num_doc }).from(guardians)).map(
    (g) => g.num_doc,
  );

  // Like a school's real file: most rows fine, siblings sharing new guardians, a few new courses, 2 % with a problem.
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const newGuardian = i % 3 === 0;
    const values: Record<string, string> = {
      type_doc: i % 2 ? 'TI' : 'Tarjeta de identidad',
      num_doc: `77${String(i).padStart(8, '0')}`,
      name: `Estudiante ${i} Pérez Gómez`,
      fechaNacimiento: i % 2 ? '2014-03-15' : '15/03/2014',
      email: `bench${i}@estudiantes.colegio.demo`,
      address: `Calle ${i} # 10-20`,
      phone: '6076340000',
      cellphone: '3105550199',
      productodefault: meals[i % meals.length].name,
      select_course: i % 50 === 0 ? `Curso nuevo ${i % 7}` : courseNames[i % courseNames.length],
      turno: i % 50 === 1 ? 'Jornada nocturna' : schedules[i % schedules.length].name,
      acudiente_num_doc: newGuardian
        ? `88${String(Math.floor(i / 2)).padStart(8, '0')}`
        : guardianDocs[i % guardianDocs.length],
      acudiente_name: newGuardian ? `Acudiente ${i}` : '',
      latitud: '7,1193',
      longitud: '-73,1227',
    };
    return IMPORT_COLUMNS.map((c) => values[c.key] ?? '');
  });
  const file = Buffer.from(
    toCsv(
      IMPORT_COLUMNS.map((c) => c.key),
      rows,
    ),
  ).toString('base64');

  const app = await buildApp(database, { ...loadConfig({}), webRoot: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  try {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const post = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ file, carnet: 1 }),
      });
      const body = (await res.json()) as {
        code: number;
        message: string;
        data: { counts?: { valid: number; invalid: number }; created?: number };
      };
      if (body.code !== 1) throw new Error(`${path}: ${res.status} ${body.message}`);
      return { ms: performance.now() - started, body };
    };

    const times: number[] = [];
    let counts = { valid: 0, invalid: 0 };
    for (let i = 0; i < RUNS; i++) {
      const { ms, body } = await post('/academic/students/import/preview');
      times.push(ms);
      counts = body.data.counts!;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `students import preview, ${ROWS} rows (${(file.length / 1024).toFixed(0)} kB base64), ${RUNS} runs on PGlite`,
    );
    console.log(`  rows valid ${counts.valid}, with problems ${counts.invalid}`);
    console.log(
      `  median ${median.toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1)!.toFixed(0)} ms   (goal: under 2000 ms)`,
    );
    const imported = await post('/academic/students/import');
    console.log(
      `  import of the valid rows: ${imported.body.data.created} students in ${imported.ms.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
