/**
 * axe-core, the engine most accessibility audits use, on every screen the administrator can
 * open: the login page, the permission tree's pages, the hall displays and the generic forms
 * (a new record, the first record's edit). Serious and critical WCAG 2.1 A/AA violations only.
 * Shared by the browser suite (a11y.spec.ts) and `npm run bench:a11y`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DISPLAY_PAGES } from '../../src/domain/displays';
import { PERMISSION_TREE, type PermissionNode } from '../../src/domain/permissions';
import { RESOURCES } from '../../src/domain/resources';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../server/demo/seed';
import { atDashboard, login, still } from './helpers';

// Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string; html?: string }[];
}

export interface ScreenAudit {
  path: string;
  violations: Violation[];
}

/**
 * The serious and critical violations of what the page shows now, once it is still: colours
 * read halfway through a dialog's fade-in blend with what is behind it.
 */
export async function audit(page: Page): Promise<Violation[]> {
  await still(page);
  await page.evaluate(AXE);
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  );
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const leaves = (nodes: PermissionNode[]): string[] =>
  nodes.flatMap((n) => (n.children ? leaves(n.children) : n.path ? [n.path] : []));

/** Every screen to audit, in menu order; pages not built yet (the 404 page) are skipped. */
export function screenPaths(): string[] {
  const forms = RESOURCES.filter((r) => r.name !== 'inventory/reports').flatMap((r) => [
    `/${r.name}/create`,
    `/${r.name}/1`,
  ]);
  return [...new Set([...leaves(PERMISSION_TREE), ...DISPLAY_PAGES.map((p) => p.path), ...forms])];
}

/** Signs the administrator in and audits the login page and every screen. */
export async function auditScreens(page: Page, baseUrl: string): Promise<ScreenAudit[]> {
  const audits: ScreenAudit[] = [];
  await page.goto(`${baseUrl}/#/auth/login`);
  await page.getByLabel('Correo electrónico').waitFor();
  audits.push({ path: '/auth/login', violations: await audit(page) });
  await login(page, baseUrl, DEMO_ADMIN, DEMO_PASSWORD);
  await atDashboard(page);
  for (const path of screenPaths()) {
    // A notification of the screen before (a record 1 that is no student) fades out first: mid-fade its text fails contrast.
    await page
      .locator('.MuiSnackbar-root')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await page.goto(`${baseUrl}/#${path}`);
    // Lazy pages and their first reads: wait until nothing loads any more.
    await page.waitForLoadState('networkidle');
    await page
      .locator('[role="progressbar"]')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    if (await page.getByText('La página que busca no existe o fue movida.').count()) continue;
    audits.push({ path, violations: await audit(page) });
  }
  return audits;
}

/** A screen in a state the menu does not reach by itself: a customer validated, a dialog open. */
interface ScreenState {
  name: string;
  reach: (page: Page, baseUrl: string) => Promise<void>;
}

const STUDENT_DOCUMENT = '1098765432';
/** A students CSV for the import's preview: a valid row with a new course and guardian, and a row with problems. */
const IMPORT_CSV = [
  'type_doc;num_doc;name;fechaNacimiento;email;address;phone;cellphone;productodefault;select_course;turno;acudiente_num_doc;acudiente_name',
  'TI;1098733301;Laura Vista Previa;2014-03-15;laura.vista@estudiantes.colegio.demo;Calle 1;6070000000;3000000000;Almuerzo juvenil;Curso Nuevo;Jornada mañana;63000999;Acudiente Nuevo',
  'TI;1098733302;;15/03/2014;sin-arroba;Calle 2;6070000000;3000000000;Sin producto;Quinto;Jornada mañana;63000999;',
].join('\r\n');
const product = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });

/** In order: each state may build on the one before (the sale made at the point of sale is edited later). */
const STATES: ScreenState[] = [
  {
    name: 'point of sale with a customer and a cart',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/cafeteria/requests/create`);
      await page.getByTestId('carnet-search').fill(STUDENT_DOCUMENT);
      await page.getByTestId('carnet-search').press('Enter');
      await page.waitForURL(/#\/cafeteria\/requests\/recreate$/);
      await page.getByRole('button', { name: 'Bebidas' }).click();
      await page.getByRole('button', { name: 'Jugos' }).click();
      await product(page, 'Jugo de naranja 250 ml').click();
      await product(page, 'Jugo de mango 250 ml').click();
    },
  },
  {
    name: 'point of sale, removing a line',
    reach: async (page) => {
      await page.getByTestId('order-lines').getByTestId('line-price').first().dblclick();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'order edit',
    reach: async (page, baseUrl) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Comprar' }).click();
      await page.waitForURL(/#\/cafeteria\/requests\/create$/);
      await page.goto(`${baseUrl}/#/cafeteria/requests`);
      await page.locator('tbody tr').first().click();
      await page.getByTestId('edit-total').waitFor();
    },
  },
  {
    name: 'credential top-up',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/admin/validatecarnet`);
      await page.getByTestId('carnet-search').fill(STUDENT_DOCUMENT);
      await page.getByTestId('carnet-search').press('Enter');
      await page.waitForURL(/recargar\/\d+$/);
    },
  },
  {
    name: "a student's locks",
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/academic/locks`);
      await page.getByTestId('lock-card').first().getByRole('button').first().click();
      await page.waitForURL(/#\/academic\/locks\/create\//);
      await page.getByTestId('customer-name').waitFor();
    },
  },
  {
    // Data, credential with its QR, the home's map (no tiles here) and the timeline.
    name: 'student file',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/academic/students`);
      await page.locator('tbody tr').first().waitFor();
      await page.getByPlaceholder('Buscar').fill(STUDENT_DOCUMENT);
      await page.locator('tbody tr').filter({ hasText: STUDENT_DOCUMENT }).waitFor();
      await page.locator('tbody tr').first().getByRole('link', { name: 'Ficha' }).click();
      await page.getByTestId('timeline-event').first().waitFor();
    },
  },
  {
    // Rows with and without problems, the new-course mark and the counts.
    name: 'student import with a preview',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/academic/students/import`);
      await page
        .getByTestId('import-file')
        .setInputFiles({ name: 'estudiantes.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV) });
      await page.getByTestId('import-preview').waitFor();
    },
  },
  {
    // The student form's dialogs (spec part 2 §2), each open in turn on a new student's form.
    name: 'student form: the course dialog with students found by surname',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/academic/students/create`);
      await page.getByRole('button', { name: 'Seleccionar Curso' }).click();
      const courses = page.getByRole('dialog', { name: 'Cursos creados' });
      await courses.locator('tbody tr').first().waitFor();
      await courses.getByRole('textbox', { name: 'Apellido' }).fill('Rojas');
      await courses.getByRole('button', { name: 'Buscar', exact: true }).click();
      await courses.getByTestId('course-students').waitFor();
    },
  },
  {
    name: 'student form: the guardians dialog',
    reach: async (page) => {
      await page
        .getByRole('dialog', { name: 'Cursos creados' })
        .getByRole('button', { name: 'Cancelar' })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Seleccionar Acudiente' }).click();
      await page.getByRole('dialog', { name: 'Acudientes' }).locator('tbody tr').first().waitFor();
    },
  },
  {
    name: 'student form: the new guardian dialog',
    reach: async (page) => {
      await page
        .getByRole('dialog', { name: 'Acudientes' })
        .getByRole('button', { name: 'agregar nuevo' })
        .click();
      await page.getByRole('dialog', { name: 'Nuevo Acudiente' }).waitFor();
    },
  },
  {
    name: 'student form: the products dialog',
    reach: async (page) => {
      await page
        .getByRole('dialog', { name: 'Nuevo Acudiente' })
        .getByRole('button', { name: 'Cancelar' })
        .click();
      await page.getByRole('dialog', { name: 'Nuevo Acudiente' }).waitFor({ state: 'detached' });
      await page
        .getByRole('dialog', { name: 'Acudientes' })
        .getByRole('button', { name: 'Cancelar' })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByLabel('Fecha de nacimiento').fill('2015-06-02');
      await page.getByRole('button', { name: 'Seleccionar Producto por defecto' }).click();
      await page.getByRole('dialog', { name: 'Productos' }).locator('tbody tr').first().waitFor();
    },
  },
  {
    name: 'delete confirmation',
    reach: async (page, baseUrl) => {
      await page.goto(`${baseUrl}/#/admin/schools`);
      await page.locator('tbody tr').first().getByRole('button', { name: 'Eliminar' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

/** Signs the administrator in, brings each screen to its state and audits it; first, a refused sign-in's dialog. */
export async function auditStates(page: Page, baseUrl: string): Promise<ScreenAudit[]> {
  const audits: ScreenAudit[] = [];
  await login(page, baseUrl, DEMO_ADMIN, 'not-the-password');
  await page.getByRole('dialog').waitFor();
  // audit() waits for its opening fade to end (half-faded text is not what anyone reads).
  audits.push({ path: 'refused sign-in dialog', violations: await audit(page) });
  await page.getByRole('dialog').getByRole('button').click();
  await login(page, baseUrl, DEMO_ADMIN, DEMO_PASSWORD);
  await atDashboard(page);
  for (const state of STATES) {
    await state.reach(page, baseUrl);
    await page.waitForLoadState('networkidle');
    audits.push({ path: state.name, violations: await audit(page) });
  }
  return audits;
}
