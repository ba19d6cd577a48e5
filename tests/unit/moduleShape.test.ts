// Every server area has the one module shape of docs/architecture.md: index.ts as its door, the files
// that register routes in routes.ts or routes/ and running no SQL, queries that only read, services that
// take the transaction from the route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../scripts/import-graph.mjs';
import { clientShapeProblems, serverShapeProblems } from '../../scripts/feature-shape.mjs';

const root = process.cwd();
const MODULES = 'server/modules/';

/** Loose files of server/modules besides the list of areas and their options type. */
const LOOSE_ALLOWED = new Set(['index.ts', 'area.ts']);

const files = sourceFiles(root, ['server/modules']).map((path) => path.replaceAll('\\', '/'));
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const areaOf = (path: string) => path.slice(MODULES.length).split('/')[0];
const inside = (path: string) => path.slice(MODULES.length).split('/').slice(1).join('/');

// A file registers routes when it takes the Fastify instance (every route file does, typed as FastifyInstance).
const registersRoutes = (source: string) => /\bFastifyInstance\b/.test(source);
// SQL is a statement begun on the database or the transaction (`db.select(`, `tx\n  .update(`), or the schema's
// tables imported to build one. Fastify's `r.delete(` and a form field's `f.select(` are not SQL.
const SQL =
  /\b(db|tx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute)\(|from\s+['"][./]*db\/schema/;
const runsSql = (source: string) => SQL.test(source);
const WRITES = /\b(db|tx)\s*\.\s*(insert|update|delete)\(/;
const OPENS_TRANSACTION = /\.transaction\(/;

const areaFiles = files.filter((path) => inside(path) !== '');
const areas = [...new Set(areaFiles.map(areaOf))].sort();
// A role is a file named for it or a folder of it, in the area or in one of its sub-areas (academic/students/routes.ts).
const hasRole = (role: string) => (path: string) => {
  const parts = inside(path).split('/');
  return parts.at(-1) === `${role}.ts` || parts.slice(0, -1).includes(role);
};
const isRoutesFile = hasRole('routes');
const isQueriesFile = hasRole('queries');
const isServiceFile = hasRole('service');

describe('module shape', () => {
  it('reads the areas', () => {
    expect(areas).toContain('orders');
    expect(areas.length).toBeGreaterThan(10);
  });

  it('every area has an index.ts', () => {
    const missing = areas.filter((area) => !files.includes(`${MODULES}${area}/index.ts`));
    expect(missing).toEqual([]);
  });

  it('server/modules holds only areas, their list and their options type', () => {
    const loose = files.filter((path) => inside(path) === '').map((path) => path.slice(MODULES.length));
    expect(loose.filter((name) => !LOOSE_ALLOWED.has(name))).toEqual([]);
  });

  it('routes are registered only in routes.ts or routes/, and those files run no SQL', () => {
    const routeFiles = areaFiles.filter((path) => registersRoutes(text(path)));
    expect(routeFiles.filter((path) => !isRoutesFile(path))).toEqual([]);
    expect(routeFiles.filter((path) => runsSql(text(path)))).toEqual([]);
  });

  it('queries only read', () => {
    const writing = areaFiles.filter(isQueriesFile).filter((path) => WRITES.test(text(path)));
    expect(writing).toEqual([]);
  });

  it('services take the transaction from the route, never open one', () => {
    const opening = areaFiles.filter(isServiceFile).filter((path) => OPENS_TRANSACTION.test(text(path)));
    expect(opening).toEqual([]);
  });

  describe('the feature shape', () => {
    const all = sourceFiles(root, ['server/modules', 'src/areas', 'src/family']).map((path) =>
      path.replaceAll('\\', '/'),
    );
    // Screens whose server side is not a feature of their area, and why.
    const CLIENT_ONLY = {
      'academic/guardians':
        "the generic CRUD of guardians (server/modules/resources) and the family module's invitations",
      'credentials/transfers': "the staff's side of the family module's transfers",
      'credentials/online': "the staff's side of the payments module's review and reconciliation features",
      'admin/globalReport':
        "the screen of the credentials' reports feature's global report, under the administration's menu",
      'admin/offlineSales':
        "the staff's review of the orders' offline feature: the offline sales report and a late sale's resolution",
    };

    it('every server area is made of features, each its door and its layers', () => {
      expect(serverShapeProblems(all)).toEqual([]);
    });

    it('every screen is in a feature named as the server feature it shows', () => {
      expect(clientShapeProblems(all, CLIENT_ONLY)).toEqual([]);
    });

    it('finds a planted break of the shape', () => {
      const planted = [
        'server/modules/shop/index.ts',
        'server/modules/shop/queries.ts', // a loose layer beside features
        'server/modules/shop/sale/index.ts',
        'server/modules/shop/sale/routes.ts',
        'server/modules/shop/sale/routes/more.ts', // a layer as a file and a folder
        'server/modules/shop/sale/helpers.ts', // a file of no layer
        'server/modules/shop/till/routes.ts', // a feature without its door
        'src/areas/shop/index.tsx',
        'src/areas/shop/SalePage.tsx', // a screen outside its feature
        'src/areas/shop/sale/SalePage.tsx',
        'src/areas/shop/cart/CartPage.tsx', // no server feature of that name
      ];
      expect(serverShapeProblems(planted)).toEqual([
        'server/modules/shop/queries.ts: an area of features holds only index.ts and its features',
        'server/modules/shop/sale/helpers.ts: a feature holds only index.ts and its layers (routes, service, queries)',
        'server/modules/shop/sale/routes: a layer is a file or a folder, not both',
        'server/modules/shop/till/: a feature has its door, index.ts',
      ]);
      expect(clientShapeProblems(planted, {})).toEqual([
        "src/areas/shop/SalePage.tsx: an area's top holds only index.tsx, index.ts, messages.ts, keys.ts; the rest is in its features",
        'src/areas/shop/cart/: no server feature server/modules/shop/cart/ of that name',
      ]);
      expect(clientShapeProblems(planted, { 'shop/cart': 'a screen of the generic CRUD' })).toHaveLength(1);
    });
  });
});
