/**
 * The registrar imports three students from a CSV file: the preview shows the bad row's
 * message, the import writes the two good ones, the bad row can be downloaded with its message,
 * and an imported student is in the list.
 */
import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, guardians, products, shifts } from '../../server/db/schema';
import { STORE } from '../../src/domain/stores';
import { IMPORT_COLUMNS } from '../../src/domain/studentImport';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../server/demo/seed';
import { atDashboard, login, newPage, type Running, startForFile } from './helpers';

const run = startForFile();

/** Three rows as Spanish Excel saves them (';'), the second with a schedule the school lacks. */
async function studentsCsv(running: Running): Promise<string> {
  const db = running.database.db;
  const [meal] = await db
    .select()
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.id))
    .limit(1);
  const [shift] = await db.select().from(shifts).orderBy(asc(shifts.id)).limit(1);
  const [course] = await db.select().from(courses).orderBy(asc(courses.id)).limit(1);
  const [guardian] = await db.select().from(guardians).orderBy(asc(guardians.id)).limit(1);
  const row = (doc: string, name: string, turno = shift.name) =>
    [
      'TI',
      doc,
      name,
      '15/03/2014',
      `${doc}@estudiantes.colegio.demo`,
      'Calle 45 # 27-10',
      '6076340000',
      '3105550199',
      meal.name,
      course.name,
      turno,
      guardian.num_doc,
    ].join(';');
  const header = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.label);
  return `\uFEFF${[header.join(';'), row('1098722201', 'Valeria Importada Ríos'), row('1098722202', 'Martín Sin Horario', 'Jornada nocturna'), row('1098722203', 'Samuel Importado Gil')].join('\r\n')}\r\n`;
}

describe('importar estudiantes', () => {
  it('muestra el problema de la fila mala, importa las buenas y las encuentra en la lista', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, DEMO_ADMIN, DEMO_PASSWORD);
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/academic/students`);
    await page.getByRole('link', { name: 'Importar' }).click();
    await page.waitForURL(/#\/academic\/students\/import$/);

    // 'Crear carnet' is on unless unticked.
    expect(await page.getByRole('checkbox', { name: 'Crear carnet' }).isChecked()).toBe(true);
    await page.getByTestId('import-file').setInputFiles({
      name: 'estudiantes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(await studentsCsv(run)),
    });
    await page.getByTestId('import-summary').waitFor();
    expect(await page.getByTestId('import-summary').innerText()).toContain(
      '3 filas: 2 válidas y 1 con problemas.',
    );
    const bad = page.getByTestId('import-row-3');
    expect(await bad.innerText()).toContain('Con problemas');
    expect(await bad.innerText()).toContain('El horario seleccionado no existe: Jornada nocturna');
    expect(await page.getByTestId('import-row-2').innerText()).toContain('Válida');

    await page.getByRole('button', { name: 'Confirmar importación' }).click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-result').innerText()).toContain('Se importaron 2 estudiantes');
    // The notification says it too.
    await page.getByText('Se importaron 2 estudiantes', { exact: true }).first().waitFor();

    // The row left out, with its message, to fix and import again.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar filas con problemas' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('filas_con_problemas.csv');
    const saved = readFileSync((await download.path())!, 'utf8');
    expect(saved).toContain('1098722202');
    expect(saved).toContain('El horario seleccionado no existe: Jornada nocturna');
    expect(saved).not.toContain('1098722201');

    await page.getByRole('link', { name: 'Volver a estudiantes' }).click();
    await page.waitForURL(/#\/academic\/students$/);
    await page.getByPlaceholder('Buscar').fill('1098722203');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toContain('Samuel Importado Gil');
    await page.context().close();
  });
});
