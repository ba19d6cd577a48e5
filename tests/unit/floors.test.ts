// The floor plan (docs/architecture.md) holds on the real sources: the kit reaches no area and not
// the shell, no floor imports one above it, modules meet only at their index.ts, and no cycles.
import { describe, expect, it } from 'vitest';
import { floorViolation } from '../../scripts/floors.mjs';
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
    const outward = kitEdges.filter((edge) => edge.to.startsWith('src/areas/') || edge.to.startsWith('src/app/'));
    expect(outward).toEqual([]);
  });

  it('every import follows the floor plan', () => {
    const broken = edges.filter((edge) => floorViolation(edge.from, edge.to)).map((edge) => `${edge.from} → ${edge.to}`);
    expect(broken).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('refuses what the plan forbids', () => {
    expect(floorViolation('src/kit/generic/inputs.tsx', 'src/areas/admin/PermissionTreeInput.tsx')).toMatch(/src\/areas/);
    expect(floorViolation('src/kit/ReportPanel.tsx', 'src/app/App.tsx')).toMatch(/src\/app/);
    expect(floorViolation('server/http/crud.ts', 'server/modules/orders/index.ts')).toMatch(/server\/modules/);
    expect(floorViolation('server/db/client.ts', 'server/demo/seed.ts')).toMatch(/server\/demo/);
    expect(floorViolation('server/http/crud.ts', 'server/plugins/auth.ts')).toMatch(/server\/plugins/);
    expect(floorViolation('server/plugins/housekeeping.ts', 'server/modules/auth/login-throttle.ts')).toMatch(/server\/modules/);
    expect(floorViolation('server/db/seed.ts', 'server/demo/demo-students.ts')).toMatch(/server\/demo/);
    expect(floorViolation('server/demo/demo-catalog.ts', 'server/plugins/images.ts')).toMatch(/server\/plugins/);
    expect(floorViolation('server/demo/demo-sales.ts', 'server/modules/orders/index.ts')).toBeNull();
    expect(floorViolation('server/modules/restaurant/routes.ts', 'server/modules/transport/queries.ts')).toMatch(/index\.ts/);
    expect(floorViolation('server/modules/restaurant/routes.ts', 'server/modules/transport/index.ts')).toBeNull();
    expect(floorViolation('server/modules/academic/students/routes.ts', 'server/modules/academic/queries.ts')).toBeNull();
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
