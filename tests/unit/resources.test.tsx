/**
 * The web app's resource list is derived from the domain's: a plain CRUD resource is one
 * definition (plus its table and server line), with no React code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Resources from '../../src/domain/resources';
import { f } from '../../src/domain/fields';
import { defineResource } from '../../src/domain/resource';

const vehicles = defineResource({
  name: 'schoolroutes/vehicles',
  label: 'Vehículo',
  labelPlural: 'Vehículos',
  permission: 'schoolroutes.vehicles',
  recordRepresentation: 'plate',
  searchable: ['plate'],
  sort: { field: 'plate', order: 'ASC' },
  fields: { plate: f.text('Placa', { required: true, list: true, maxLength: 10 }) },
});

afterEach(() => {
  vi.doUnmock('../../src/domain/resources');
  vi.resetModules();
});

describe('the resource list', () => {
  it('gives every domain resource a screen, with the area screens where given', async () => {
    const { RESOURCES } = await import('../../src/domain/resources');
    const { RESOURCE_UIS } = await import('../../src/app/resources');
    const names = RESOURCE_UIS.map((r) => r.name ?? r.def.name);
    for (const def of RESOURCES) expect(names).toContain(def.name);
    const movements = RESOURCE_UIS.find((r) => r.def.name === 'inventory/reports' && !r.name);
    expect(movements?.create).toBeUndefined();
  });

  it('gives a new definition the generic list, create and edit without other edits', async () => {
    vi.resetModules();
    vi.doMock('../../src/domain/resources', async (importOriginal) => {
      const real = await importOriginal<typeof Resources>();
      return { ...real, RESOURCES: [...real.RESOURCES, vehicles] };
    });
    const { RESOURCE_UIS } = await import('../../src/app/resources');
    const { pageExists } = await import('../../src/app/pages');
    const { GenericCreate, GenericEdit, GenericList } = await import('../../src/app/generic/screens');
    const ui = RESOURCE_UIS.find((r) => r.def.name === 'schoolroutes/vehicles');
    expect(ui?.list?.type).toBe(GenericList);
    expect(ui?.create?.type).toBe(GenericCreate);
    expect(ui?.edit?.type).toBe(GenericEdit);
    expect(pageExists('/schoolroutes/vehicles')).toBe(true);
  });
});
