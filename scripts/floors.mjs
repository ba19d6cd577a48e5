// The floors of the product (docs/architecture.md) and which way they may depend. One table read by
// the ESLint rule `floors/imports` (per file, in the editor) and by scripts/check-floors.mjs (the whole
// graph, with its cycles), both run by `npm run lint`.

/** A file of `floor` may not import a file under any of `never` (type-only imports included) but under `except`. */
export const FLOORS = [
  {
    floor: 'src/domain/',
    never: [
      'src/app/',
      'src/areas/',
      'src/kit/',
      'src/dataProvider/',
      'src/authProvider/',
      'src/i18n/',
      'src/family/',
      'server/',
    ],
  },
  // The catalogs' parts (their type, the domain's texts, the languages); the shell composes them.
  {
    floor: 'src/i18n/',
    never: [
      'src/app/',
      'src/areas/',
      'src/kit/',
      'src/dataProvider/',
      'src/authProvider/',
      'src/family/',
      'server/',
    ],
  },
  {
    floor: 'src/dataProvider/',
    never: ['src/app/', 'src/areas/', 'src/kit/', 'src/i18n/', 'src/family/', 'server/'],
  },
  {
    floor: 'src/authProvider/',
    never: ['src/app/', 'src/areas/', 'src/kit/', 'src/i18n/', 'src/family/', 'server/'],
  },
  { floor: 'src/kit/', never: ['src/app/', 'src/areas/', 'src/family/', 'server/'] },
  { floor: 'src/areas/', never: ['src/app/', 'src/family/', 'server/'] },
  { floor: 'src/app/', never: ['src/family/', 'server/'] },
  // The families' portal is a page of its own: no react-admin shell, kit, areas or data provider;
  // but the spending charts (src/kit/spending/: MUI and @mui/x-charts only), which the student file
  // shows too.
  {
    floor: 'src/family/',
    never: ['src/app/', 'src/areas/', 'src/kit/', 'src/dataProvider/', 'src/authProvider/', 'server/'],
    except: ['src/kit/spending/'],
  },
  {
    floor: 'server/http/',
    never: [
      'server/plugins/',
      'server/modules/',
      'server/money/',
      'server/stock/',
      'server/sale/',
      'server/demo/',
    ],
  },
  {
    floor: 'server/db/',
    never: [
      'server/plugins/',
      'server/modules/',
      'server/money/',
      'server/stock/',
      'server/sale/',
      'server/demo/',
      'server/http/',
    ],
  },
  {
    floor: 'server/money/',
    never: ['server/plugins/', 'server/modules/', 'server/demo/', 'server/stock/', 'server/sale/'],
  },
  // The stock core: beside the money core, below the sale core and the areas.
  {
    floor: 'server/stock/',
    never: ['server/plugins/', 'server/modules/', 'server/demo/', 'server/money/', 'server/sale/'],
  },
  // The sale core: above the money and stock cores, below the areas whose doors sell.
  { floor: 'server/sale/', never: ['server/plugins/', 'server/modules/', 'server/demo/'] },
  { floor: 'server/plugins/', never: ['server/modules/', 'server/demo/'] },
  { floor: 'server/modules/', never: ['server/demo/'] },
  // The demo school and the large school go through the areas' services; only the entry points
  // (server/main.ts, the CLIs), the tests and the benchmarks import them.
  { floor: 'server/demo/', never: ['server/plugins/'] },
  { floor: 'server/app.ts', never: ['server/demo/'] },
  // Passwords (the demo's published one too), tokens and HTTPS: below every floor that uses them.
  {
    floor: 'server/security/',
    never: [
      'server/plugins/',
      'server/modules/',
      'server/money/',
      'server/stock/',
      'server/sale/',
      'server/demo/',
      'server/http/',
      'server/db/',
    ],
  },
];

/** Folders whose parts meet only at each part's door: the server's areas and the web app's. */
const DOORS = [
  { folder: 'server/modules/', door: ['index.ts'] },
  { folder: 'src/areas/', door: ['index.ts', 'index.tsx'] },
];

/** The part (area) of a DOORS folder a file belongs to ('server/modules/orders'), or null. */
function partOf(path) {
  for (const { folder, door } of DOORS) {
    if (!path.startsWith(folder)) continue;
    const parts = path.slice(folder.length).split('/');
    return parts.length > 1 ? { part: `${folder}${parts[0]}`, door } : null;
  }
  return null;
}

/** An area made of features outside the DOORS folders: the families' portal, one area of its own. */
const FEATURE_AREAS = [{ part: 'src/family', door: ['index.ts', 'index.tsx'] }];

/** The layers a module keeps in files or folders of these names; a folder of another name is a feature. */
export const LAYERS = ['routes', 'service', 'queries'];

/**
 * The feature of an area a file belongs to ('server/modules/academic/students'), or null for the
 * area's own files (its door, its catalog) and for a layer folder of a module without features.
 */
export function featureOf(path) {
  const found = partOf(path) ?? FEATURE_AREAS.find((area) => path.startsWith(`${area.part}/`));
  if (!found) return null;
  const parts = path.slice(found.part.length + 1).split('/');
  return parts.length > 1 && !LAYERS.includes(parts[0])
    ? { feature: `${found.part}/${parts[0]}`, door: found.door }
    : null;
}

/** Why `from` may not import `to` (both relative to the repository's root), or null when it may. */
export function floorViolation(from, to) {
  for (const { floor, never, except = [] } of FLOORS) {
    if (!from.startsWith(floor)) continue;
    if (except.some((prefix) => to.startsWith(prefix))) continue;
    const banned = never.find((prefix) => to.startsWith(prefix));
    if (banned) return `${floor} must not import from ${banned} (${to})`;
  }
  const fromPart = partOf(from);
  const toPart = partOf(to);
  if (
    fromPart &&
    toPart &&
    fromPart.part !== toPart.part &&
    !toPart.door.some((door) => to === `${toPart.part}/${door}`)
  ) {
    return `an area imports another area's door only: ${toPart.part}/${toPart.door.at(-1)}, not ${to}`;
  }
  // Inside an area, a feature reaches a sibling only through the sibling's door; the area's own
  // door composes its features and may import any of their files.
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (
    fromFeature &&
    toFeature &&
    fromFeature.feature !== toFeature.feature &&
    !toFeature.door.some((door) => to === `${toFeature.feature}/${door}`)
  ) {
    return `a feature imports a sibling feature's door only: ${toFeature.feature}/${toFeature.door.at(-1)}, not ${to}`;
  }
  return null;
}

/**
 * The folder a file counts in for the folder-level graph: an area of the server or the web app
 * ('src/areas/orders'), a floor ('src/kit', 'server/money'), or a file at a floor's top
 * ('server/config.ts').
 */
export function folderOf(path) {
  const parts = path.split('/');
  if (parts.length <= 2) return path;
  if (partOf(path)) return partOf(path).part;
  return parts.slice(0, 2).join('/');
}

/** The edges between folders (type-only imports count: a folder that names another's types depends on it). */
export function folderEdges(edges) {
  const seen = new Map();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from !== to) seen.set(`${from}>${to}`, { from, to, typeOnly: false, dynamic: false });
  }
  return [...seen.values()];
}
