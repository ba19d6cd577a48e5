/**
 * The Spanish texts the domain already holds (resource and field labels, select options, the
 * menu, the stores' texts, the reports' columns), read into the catalog's keys instead of
 * being written twice: the domain keeps the spec's words for the server (messages, Excel)
 * and the web app reads them from here by key. English gives the same keys in each area's
 * `messages.ts`; the completeness test lists any it misses, e.g. for a newly added store.
 */
import type { Fields } from '../domain/fields';
import type { ResourceDef, ResourceMessages } from '../domain/resource';
import { ORDER_LIST_RESOURCES, RESOURCE_VIEWS, RESOURCES } from '../domain/resources';
import { PERMISSION_TREE, type PermissionNode } from '../domain/permissions';
import { STORE_REGISTRY } from '../domain/stores';
import { REPORTS } from '../domain/reports';
import { TILE_LABELS } from '../domain/dashboard';
import { loginFields } from '../domain/auth';
import { SEAL_SETS } from '../domain/foodLabels';
import type { MessageTree } from './catalog';

/** `resources.<name>`: react-admin's resource name (singular |||| plural), field labels, option names, the spec's messages. */
function resourceTexts(def: ResourceDef): MessageTree {
  const fields = Object.entries(def.fields as Fields);
  const options = fields.filter(
    ([, field]) => (field.kind === 'select' || field.kind === 'multiselect') && field.options?.length,
  );
  return {
    name: `${def.label} |||| ${def.labelPlural}`,
    fields: Object.fromEntries(fields.map(([source, field]) => [source, field.label])),
    ...(options.length
      ? {
          options: Object.fromEntries(
            options.map(([source, field]) => [
              source,
              Object.fromEntries(field.options!.map((o) => [String(o.id), o.name])),
            ]),
          ),
        }
      : {}),
    ...(def.messages ? { messages: { ...def.messages } as MessageTree } : {}),
    ...(def.refuses ? { refuses: { ...def.refuses } as MessageTree } : {}),
    ...(def.marks
      ? { marks: Object.fromEntries(Object.entries(def.marks).map(([key, mark]) => [key, mark.label])) }
      : {}),
  };
}

/** `app.menu.<permission key>` (flat: a key's dots are part of it). */
const menuTexts = (nodes: PermissionNode[]): [string, string][] =>
  nodes.flatMap((node) => [[node.key, node.label] as [string, string], ...menuTexts(node.children ?? [])]);

export const domainSpanish: MessageTree = {
  resources: Object.fromEntries(
    [...RESOURCES, ...RESOURCE_VIEWS, ...ORDER_LIST_RESOURCES.map((r) => r.def)].map((def) => [
      def.name,
      resourceTexts(def),
    ]),
  ),
  app: {
    menu: Object.fromEntries(menuTexts(PERMISSION_TREE)),
    dashboard: { tiles: { ...TILE_LABELS } },
    // Issue 35: each country's warning seals in its law's words (the school's set names the chips).
    seals: Object.fromEntries(
      Object.entries(SEAL_SETS).map(([set, seals]) => [
        set,
        Object.fromEntries(seals.map((s) => [s.id, s.name])),
      ]),
    ),
    login: {
      fields: Object.fromEntries(Object.entries(loginFields).map(([source, field]) => [source, field.label])),
    },
    stores: Object.fromEntries(
      STORE_REGISTRY.map((store) => [
        store.segment,
        {
          label: store.label,
          display: store.display.title,
          ...(store.sale ? { sale: { title: store.sale.title, buy: store.sale.buy } } : {}),
          ...(Object.keys(store.catalog).length ? { catalog: { ...store.catalog } as MessageTree } : {}),
        },
      ]),
    ),
  },
  reports: Object.fromEntries(
    REPORTS.map((report) => [
      report.name,
      {
        sheet: report.sheet,
        columns: Object.fromEntries(report.columns.map((column) => [column.key, column.label])),
      },
    ]),
  ),
};

/** The catalog key of a domain text, so screens never spell these paths by hand. */
export const domainKeys = {
  resourceName: (name: string) => `resources.${name}.name`,
  field: (name: string, source: string) => `resources.${name}.fields.${source}`,
  /** One of the resource's own messages (ResourceMessages); only for those its definition names. */
  resourceMessage: (name: string, which: keyof ResourceMessages) => `resources.${name}.messages.${which}`,
  /** Why the resource takes no create / delete (ResourceDef `refuses`); only for those its definition names. */
  resourceRefusal: (name: string, which: 'create' | 'remove') => `resources.${name}.refuses.${which}`,
  /** The label of one of the resource's marks (ResourceDef `marks`). */
  mark: (name: string, key: string) => `resources.${name}.marks.${key}`,
  option: (name: string, source: string, id: string | number) => `resources.${name}.options.${source}.${id}`,
  /** A warning seal in the words of a country's set (issue 35). */
  seal: (set: string, id: string) => `app.seals.${set}.${id}`,
  menu: (key: string) => `app.menu.${key}`,
  store: (segment: string, text: 'label' | 'display' | 'sale.title' | 'sale.buy') =>
    `app.stores.${segment}.${text}`,
  storeCatalog: (segment: string, part: string) => `app.stores.${segment}.catalog.${part}`,
  validation: (rule: string) => `app.validation.${rule}`,
  tile: (key: string) => `app.dashboard.tiles.${key}`,
  loginField: (source: string) => `app.login.fields.${source}`,
  reportSheet: (report: string) => `reports.${report}.sheet`,
  reportColumn: (report: string, key: string) => `reports.${report}.columns.${key}`,
};
