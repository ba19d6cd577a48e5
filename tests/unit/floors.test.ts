// The floor plan (docs/architecture.md) holds on the real sources: the kit reaches no area and not
// the shell, no floor imports one above it, modules meet only at their index.ts, and no cycles.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { FLOORS, featureOf, floorViolation, folderEdges, folderOf } from '../../scripts/floors.mjs';
import { importCycles, importEdges } from '../../scripts/import-graph.mjs';

const root = process.cwd();
const edges = importEdges(root);

describe('floors', () => {
  it('reads the product’s imports', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual(expect.objectContaining({ from: 'src/app/App.tsx', typeOnly: false }));
  });

  it('the UI kit imports no area and not the shell', () => {
    const kitEdges = edges.filter((edge) => edge.from.startsWith('src/kit/'));
    const outward = kitEdges.filter(
      (edge) => edge.to.startsWith('src/areas/') || edge.to.startsWith('src/app/'),
    );
    expect(outward).toEqual([]);
  });

  it('every import follows the floor plan', () => {
    const broken = edges
      .filter((edge) => floorViolation(edge.from, edge.to))
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(broken).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('refuses what the plan forbids', () => {
    expect(
      floorViolation('src/kit/generic/inputs.tsx', 'src/areas/admin/roles/PermissionTreeInput.tsx'),
    ).toMatch(/src\/areas/);
    expect(floorViolation('src/kit/ReportPanel.tsx', 'src/app/App.tsx')).toMatch(/src\/app/);
    expect(floorViolation('server/http/crud.ts', 'server/modules/orders/index.ts')).toMatch(
      /server\/modules/,
    );
    expect(floorViolation('server/db/client.ts', 'server/demo/seed.ts')).toMatch(/server\/demo/);
    expect(floorViolation('server/http/crud.ts', 'server/plugins/auth.ts')).toMatch(/server\/plugins/);
    expect(
      floorViolation('server/plugins/housekeeping.ts', 'server/modules/auth/service/login-throttle.ts'),
    ).toMatch(/server\/modules/);
    expect(floorViolation('server/db/seed.ts', 'server/demo/demo-students.ts')).toMatch(/server\/demo/);
    expect(floorViolation('server/demo/demo-catalog.ts', 'server/plugins/images.ts')).toMatch(
      /server\/plugins/,
    );
    expect(floorViolation('server/demo/demo-sales.ts', 'server/modules/orders/index.ts')).toBeNull();
    expect(
      floorViolation('server/modules/restaurant/line/routes.ts', 'server/modules/transport/queries.ts'),
    ).toMatch(/index\.ts/);
    expect(
      floorViolation('server/modules/restaurant/line/routes.ts', 'server/modules/transport/index.ts'),
    ).toBeNull();
    expect(
      floorViolation('server/modules/academic/students/routes.ts', 'server/modules/academic/queries.ts'),
    ).toBeNull();
  });

  it('has a row for every folder of the web app and the server', () => {
    const folders = ['src', 'server'].flatMap((top) =>
      readdirSync(top, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${top}/${entry.name}/`),
    );
    expect(folders.filter((folder) => !FLOORS.some((row) => row.floor === folder))).toEqual([]);
  });

  it('keeps the web app one way: catalogs, data provider, portal and areas', () => {
    expect(floorViolation('src/i18n/catalog.ts', 'src/app/messages.ts')).toMatch(/src\/app/);
    expect(floorViolation('src/i18n/catalog.ts', 'src/areas/orders/messages.ts')).toMatch(/src\/areas/);
    expect(floorViolation('src/dataProvider/instance.ts', 'src/i18n/locales.ts')).toMatch(/src\/i18n/);
    expect(floorViolation('src/family/Shell.tsx', 'src/kit/ui/ScanField.tsx')).toMatch(/src\/kit/);
    expect(floorViolation('src/kit/till/useTill.ts', 'src/family/api.ts')).toMatch(/src\/family/);
    expect(
      floorViolation('src/areas/restaurant/line/LunchLinePage.tsx', 'src/areas/orders/pos/PosPage.tsx'),
    ).toMatch(/index\.tsx/);
    expect(
      floorViolation('src/areas/boards/delivery/ExternalRequestPage.tsx', 'src/areas/orders/index.tsx'),
    ).toBeNull();
    expect(floorViolation('src/areas/orders/pos/PosPage.tsx', 'src/areas/orders/messages.ts')).toBeNull();
    expect(floorViolation('src/app/i18n/catalogs.ts', 'src/areas/orders/messages.ts')).toBeNull();
  });

  it('lets a feature reach a sibling feature only through its door, on both sides', () => {
    // The server: a sibling's file refused, its door allowed; the area's door composes its features.
    expect(
      floorViolation(
        'server/modules/academic/students/routes.ts',
        'server/modules/academic/restrictions/routes.ts',
      ),
    ).toMatch(/server\/modules\/academic\/restrictions\/index\.ts/);
    expect(
      floorViolation(
        'server/modules/academic/students/routes.ts',
        'server/modules/academic/restrictions/index.ts',
      ),
    ).toBeNull();
    expect(
      floorViolation('server/modules/academic/index.ts', 'server/modules/academic/students/routes.ts'),
    ).toBeNull();
    expect(
      floorViolation(
        'server/modules/academic/students/service/write.ts',
        'server/modules/academic/students/queries.ts',
      ),
    ).toBeNull();
    // An area of a single feature has no features: its layers meet freely.
    expect(featureOf('server/modules/auth/service/account.ts')).toBeNull();
    expect(
      floorViolation('server/modules/auth/routes.ts', 'server/modules/auth/service/account.ts'),
    ).toBeNull();
    // The web app's areas and the families' portal alike.
    expect(
      floorViolation(
        'src/areas/academic/courses/CourseStudentSearch.tsx',
        'src/areas/academic/students/PickTable.tsx',
      ),
    ).toMatch(/src\/areas\/academic\/students\/index\.tsx/);
    expect(
      floorViolation(
        'src/areas/academic/courses/CourseStudentSearch.tsx',
        'src/areas/academic/students/index.ts',
      ),
    ).toBeNull();
    expect(
      floorViolation('src/areas/academic/index.tsx', 'src/areas/academic/students/StudentFilePage.tsx'),
    ).toBeNull();
    expect(floorViolation('src/family/children/ChildPage.tsx', 'src/family/limits/LimitsCard.tsx')).toMatch(
      /src\/family\/limits\/index/,
    );
    expect(floorViolation('src/family/children/ChildPage.tsx', 'src/family/limits/index.ts')).toBeNull();
    expect(floorViolation('src/family/main.tsx', 'src/family/children/ChildrenPage.tsx')).toBeNull();
    expect(featureOf('src/family/children/ChildPage.tsx')).toEqual(
      expect.objectContaining({ feature: 'src/family/children' }),
    );
  });

  it('has no cycle between folders, and finds one when there is one', () => {
    expect(importCycles(folderEdges(edges))).toEqual([]);
    expect(folderOf('src/areas/orders/pos/PosPage.tsx')).toBe('src/areas/orders');
    expect(folderOf('server/modules/orders/pos/service/purchase.ts')).toBe('server/modules/orders');
    expect(folderOf('src/kit/till/useTill.ts')).toBe('src/kit');
    expect(folderOf('server/config.ts')).toBe('server/config.ts');
    // Two areas that each reach the other's door: every import allowed, the folders in a loop.
    const planted = [
      {
        from: 'src/areas/academic/restrictions/RestrictionDetailPage.tsx',
        to: 'src/areas/orders/index.tsx',
        typeOnly: false,
        dynamic: false,
      },
      {
        from: 'src/areas/orders/pos/PosPage.tsx',
        to: 'src/areas/credentials/index.tsx',
        typeOnly: true,
        dynamic: false,
      },
      {
        from: 'src/areas/credentials/registry/CredentialList.tsx',
        to: 'src/areas/academic/index.tsx',
        typeOnly: false,
        dynamic: false,
      },
    ];
    expect(planted.filter((edge) => floorViolation(edge.from, edge.to))).toEqual([]);
    const cycles = importCycles(folderEdges(planted));
    expect(cycles).toHaveLength(1);
    expect([...cycles[0]].sort()).toEqual([
      'src/areas/academic',
      'src/areas/credentials',
      'src/areas/orders',
    ]);
  });

  it('finds a cycle when there is one, and ignores type-only imports', () => {
    const cycle = [
      { from: 'a.ts', to: 'b.ts', typeOnly: false, dynamic: false },
      { from: 'b.ts', to: 'c.ts', typeOnly: false, dynamic: false },
      { from: 'c.ts', to: 'a.ts', typeOnly: false, dynamic: false },
    ];
    expect(importCycles(cycle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles([...cycle.slice(0, 2), { ...cycle[2], typeOnly: true }])).toEqual([]);
  });
});
