/**
 * The web app's resource list is derived from the domain's: a plain CRUD resource is one
 * definition (plus its table and server line), with no React code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Resources from '../../src/domain/resources';
import { f } from '../../src/domain/fieldBuilders';
import { defineResource } from '../../src/domain/resource';

/** A resource nobody wrote screens for (a made-up list of bus stops). */
const stops = defineResource({
  name: 'schoolroutes/stops',
  label: 'Parada',
  labelPlural: 'Paradas',
  permission: 'schoolroutes.routes',
  recordRepresentation: 'text',
  searchable: ['text'],
  sort: { field: 'text', order: 'ASC' },
  fields: { text: f.text('Texto', { required: true, list: true, maxLength: 200 }) },
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
      return { ...real, RESOURCES: [...real.RESOURCES, stops] };
    });
    const { RESOURCE_UIS } = await import('../../src/app/resources');
    const { pageExists } = await import('../../src/app/pages');
    const { GenericCreate, GenericEdit, GenericList } = await import('../../src/kit/generic/screens');
    const ui = RESOURCE_UIS.find((r) => r.def.name === 'schoolroutes/stops');
    expect(ui?.list?.type).toBe(GenericList);
    expect(ui?.create?.type).toBe(GenericCreate);
    expect(ui?.edit?.type).toBe(GenericEdit);
    expect(pageExists('/schoolroutes/stops')).toBe(true);
  });
});
