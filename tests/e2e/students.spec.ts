/**
 * The registrar creates a student with the three dialogs (a course, a new guardian, a meal for
 * the student's age) and their home on the map (no internet here: no tiles, the marker still
 * drags), finds them in the list, opens them again, opens their file, tops up their credential
 * from it and sees the top-up on the timeline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from './axe';
import { atDashboard, choose, login, newPage, startForFile } from './helpers';

const run = startForFile();

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

describe('estudiantes', () => {
  it('crea un estudiante con los tres diálogos, incluido un acudiente nuevo, y lo encuentra en la lista', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/academic/students/create`);
    // The pickers load with the form: type once they show.
    await page.getByRole('button', { name: 'Seleccionar Acudiente' }).waitFor();

    await page.getByRole('textbox', { name: 'Número de documento' }).fill('1098711111');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía Mendoza Prada');
    await page
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('lucia.mendoza@estudiantes.colegio.demo');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Carrera 33 # 48-20');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('6076431111');
    await page.getByRole('textbox', { name: 'Celular' }).fill('3155551111');
    await choose(page, 'Horario', 'Jornada mañana');

    // Without a birth date the products cannot be chosen.
    await page.getByRole('button', { name: 'Seleccionar Producto por defecto' }).click();
    await page.getByText('La fecha de nacimiento debe ser ingresada para poder ver esta seccion.').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByLabel('Fecha de nacimiento').fill('2015-06-02');
    await page.getByRole('button', { name: 'Seleccionar Producto por defecto' }).click();
    const products = dialog(page, 'Productos');
    await products.locator('tbody tr').first().waitFor();
    const meal = (await products.locator('tbody tr').first().locator('td').first().innerText()).trim();
    await products
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Seleccionar/ })
      .click();
    expect(await page.getByTestId('pick-productodefault').inputValue()).toBe(meal);

    // The course, searched in 'Cursos creados' (5 per page).
    await page.getByRole('button', { name: 'Seleccionar Curso' }).click();
    const courses = dialog(page, 'Cursos creados');
    await expect.poll(() => courses.locator('tbody tr').count()).toBe(5);
    await courses.getByRole('textbox', { name: 'Buscar' }).fill('quinto');
    await expect.poll(() => courses.locator('tbody tr').count()).toBe(1);
    await courses.getByRole('button', { name: 'Seleccionar Quinto' }).click();
    expect(await page.getByTestId('pick-select_course').inputValue()).toBe('Quinto');

    // A new guardian, from the guardians' dialog.
    await page.getByRole('button', { name: 'Seleccionar Acudiente' }).click();
    await dialog(page, 'Acudientes').getByRole('button', { name: 'agregar nuevo' }).click();
    const guardian = dialog(page, 'Nuevo Acudiente');
    await guardian.getByRole('textbox', { name: 'Número de documento' }).fill('63111222');
    await guardian.getByRole('textbox', { name: 'Nombre' }).fill('Patricia Prada Gómez');
    await guardian.getByRole('textbox', { name: 'Celular' }).fill('3165551111');
    await guardian.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.getByTestId('pick-select_attendant').inputValue())
      .toBe('Patricia Prada Gómez');
    // Both dialogs closed (while one fades out, its Guardar is the one a click reaches).
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The home: the marker starts faded on the default centre, without coordinates; dragged, it sets them.
    expect(await page.getByRole('spinbutton', { name: 'Latitud' }).inputValue()).toBe('');
    const marker = page
      .getByRole('region', { name: 'Mapa de la casa del estudiante' })
      .getByRole('button', { name: 'Ubicación sin elegir' });
    await marker.scrollIntoViewIfNeeded();
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height + 30, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height + 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Latitud' }).inputValue()).not.toBe('');
    const latitud = Number(await page.getByRole('spinbutton', { name: 'Latitud' }).inputValue());
    const longitud = Number(await page.getByRole('spinbutton', { name: 'Longitud' }).inputValue());
    // Dragged down and right of the default centre (MAP_CENTER, Bucaramanga).
    expect(latitud).toBeLessThan(7.1193);
    expect(longitud).toBeGreaterThan(-73.1227);
    await page.getByRole('button', { name: 'Ubicación elegida' }).waitFor();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/academic\/students$/);
    // Spec part 2 §8's words, not the generic 'Creado'.
    await page.getByText('Estudiante creado correctamente').waitFor();
    expect(await audit(page)).toEqual([]);
    // Typed once the list has loaded (a search typed earlier is lost when the list mounts).
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('1098711111');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const row = page.locator('tbody tr').first();
    expect(await row.innerText()).toContain('Lucía Mendoza Prada');
    expect(await row.innerText()).toContain('Quinto');

    // Opened again, the pickers show the names and the map its place.
    await row.click();
    await expect
      .poll(() => page.getByTestId('pick-select_attendant').inputValue())
      .toBe('Patricia Prada Gómez');
    expect(await page.getByTestId('pick-productodefault').inputValue()).toBe(meal);
    expect(Number(await page.getByRole('spinbutton', { name: 'Latitud' }).inputValue())).toBe(latitud);

    // The student file, from the list: data, the new credential at $0, and an empty history.
    await page.goto(`${run.baseUrl}/#/academic/students`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('1098711111');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.locator('tbody tr').first().getByRole('link', { name: 'Ficha' }).click();
    await page.getByTestId('file-name').waitFor();
    expect(await page.getByTestId('file-name').innerText()).toBe('Lucía Mendoza Prada');
    expect(await page.getByTestId('file-guardian').innerText()).toContain('Patricia Prada Gómez');
    expect(await page.getByTestId('file-balance').innerText()).toBe('$0');
    expect(await page.getByTestId('file-hours').innerText()).toBe('A cualquier hora');
    expect(await page.getByText(`Latitud ${latitud}, longitud ${longitud}`).count()).toBe(1);
    await page.getByText('Aún no hay movimientos.').waitFor();
    // Its spending: nothing bought this week, said in one sentence; a month neither.
    const spending = page.getByTestId('file-spending');
    await spending.getByTestId('spending-empty').waitFor();
    expect(await spending.getByTestId('spending-empty').innerText()).toBe('No hubo compras en este periodo.');
    await spending.getByRole('button', { name: 'Este mes' }).click();
    await expect
      .poll(() => spending.getByRole('button', { name: 'Este mes' }).getAttribute('aria-pressed'))
      .toBe('true');
    await spending.getByTestId('spending-empty').waitFor();

    // Topped up from the file, back on the file: the top-up heads the history.
    await page.getByRole('link', { name: 'Recargar' }).click();
    await page.waitForURL(/#\/admin\/carnets\/recargar\/\d+/);
    await page.getByRole('textbox', { name: 'Recargar' }).fill('12000');
    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('button', { name: 'Sí, recargar' }).click();
    await page.waitForURL(/#\/academic\/students\/\d+\/show$/);
    await expect.poll(() => page.getByTestId('file-balance').innerText()).toBe('$12.000');
    const first = page.getByTestId('timeline-event').first();
    await expect.poll(() => first.innerText()).toContain('Recarga');
    expect(await first.innerText()).toContain('+$12.000');
    expect(await page.getByTestId('timeline-event').count()).toBe(1);
    // Its receipt, printed again from the history, comes back to the file.
    await first.getByRole('link', { name: /^Recibo n\.º \d+$/ }).click();
    await page.getByTestId('receipt').waitFor();
    expect(await page.getByTestId('receipt').innerText()).toContain('$12.000');

    // The new guardian's profile lists the student in their care.
    await page.goto(`${run.baseUrl}/#/academic/attendant`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder('Buscar').fill('63111222');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.locator('tbody tr').first().getByRole('link', { name: 'Perfil' }).click();
    await page.getByTestId('guardian-name').waitFor();
    expect(await page.getByTestId('guardian-name').innerText()).toBe('Patricia Prada Gómez');
    expect(await page.getByTestId('guardian-students').innerText()).toContain('Lucía Mendoza Prada');
    await page.context().close();
  });

  it('el diálogo de cursos busca estudiantes por apellido y curso, 5 por página, y toma el curso elegido', async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    // The student list: 5 rows per page (spec part 2 §9).
    await page.goto(`${run.baseUrl}/#/academic/students`);
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(5);
    await page.getByText(/^1-5 de \d+$/).waitFor();

    await page.goto(`${run.baseUrl}/#/academic/students/create`);
    await page.getByRole('button', { name: 'Seleccionar Curso' }).click();
    const courses = dialog(page, 'Cursos creados');
    await courses.locator('tbody tr').first().waitFor();
    const found = courses.getByTestId('course-students');

    // Neither field: the spec's message, no call.
    await courses.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByText('Debe seleccionar por lo menos un campo').waitFor();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await found.count()).toBe(0);

    // By surname: the demo has more than 5 Rojas, shown 5 at a time.
    await courses.getByRole('textbox', { name: 'Apellido' }).fill('Rojas');
    await courses.getByRole('button', { name: 'Buscar', exact: true }).click();
    await found.waitFor();
    await expect.poll(() => found.locator('tbody tr').count()).toBe(5);
    expect((await found.locator('tbody tr').allInnerTexts()).every((row) => /rojas/i.test(row))).toBe(true);
    await found.getByText(/^1-5 de \d+$/).waitFor();
    expect(await audit(page), 'el diálogo de cursos con estudiantes encontrados').toEqual([]);

    // By surname and the course of the first one found: everyone found is in that course.
    const course = (await found.locator('tbody tr').first().locator('td').nth(2).innerText()).trim();
    await choose(page, 'Curso', course);
    await courses.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect
      .poll(async () => {
        const rows = await found.locator('tbody tr').allInnerTexts();
        return (
          rows.length > 0 && rows.every((row) => /rojas/i.test(row) && row.split('\t')[2]?.trim() === course)
        );
      })
      .toBe(true);

    // Seleccionar takes the student's course.
    const first = found.locator('tbody tr').first();
    const student = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: `Seleccionar el curso de ${student}` }).click();
    expect(await page.getByTestId('pick-select_course').inputValue()).toBe(course);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("un documento ya registrado: 'Error creando estudiante' con la razón del servidor, y nada se guarda", async () => {
    const page = await newPage(run);
    await login(page, run.baseUrl, 'admin@colegio.demo', 'Demo2026!');
    await atDashboard(page);
    await page.goto(`${run.baseUrl}/#/academic/students/create`);
    await page.getByRole('button', { name: 'Seleccionar Acudiente' }).waitFor();
    // Valentina's document (the demo school's).
    await page.getByRole('textbox', { name: 'Número de documento' }).fill('1098765432');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana Repetida Ruiz');
    await page
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill('ana.repetida@estudiantes.colegio.demo');
    await page.getByLabel('Fecha de nacimiento').fill('2014-03-15');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle 9 # 9-99');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('6076439999');
    await page.getByRole('textbox', { name: 'Celular' }).fill('3155559999');
    await choose(page, 'Horario', 'Jornada mañana');
    for (const [button, title] of [
      ['Seleccionar Producto por defecto', 'Productos'],
      ['Seleccionar Curso', 'Cursos creados'],
      ['Seleccionar Acudiente', 'Acudientes'],
    ]) {
      await page.getByRole('button', { name: button }).click();
      const rows = dialog(page, title).locator('tbody tr');
      await rows.first().waitFor();
      await rows
        .first()
        .getByRole('button', { name: /^Seleccionar/ })
        .click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByText(
        'Error creando estudiante: Encontramos un error: El numero de documento ya se encuentra registrado',
      )
      .waitFor();
    expect(page.url()).toMatch(/#\/academic\/students\/create$/);
    expect(await audit(page)).toEqual([]);
    const found = await page.evaluate(async () => {
      const res = await fetch('/api/academic/students?q=Ana%20Repetida', {
        headers: { Authorization: `Bearer ${localStorage.getItem('tokenAdmin')}` },
      });
      return ((await res.json()) as { total: number }).total;
    });
    expect(found).toBe(0);
    await page.context().close();
  });
});
