// The floors of the product (docs/architecture.md) and which way they may depend. One table read by
// the ESLint rule `floors/imports` (per file, in the editor) and by scripts/check-floors.mjs (the whole
// graph, with its cycles), both run by `npm run lint`.

/** A file of `floor` may not import a file under any of `never` (type-only imports included). */
export const FLOORS = [
  { floor: 'src/domain/', never: ['src/app/', 'src/areas/', 'src/kit/', 'src/dataProvider/', 'src/authProvider/', 'src/i18n/', 'server/'] },
  { floor: 'src/kit/', never: ['src/app/', 'src/areas/', 'server/'] },
  { floor: 'src/areas/', never: ['src/app/', 'server/'] },
  { floor: 'src/dataProvider/', never: ['src/app/', 'src/areas/', 'server/'] },
  { floor: 'src/authProvider/', never: ['src/app/', 'src/areas/', 'server/'] },
  { floor: 'server/http/', never: ['server/plugins/', 'server/modules/', 'server/money/', 'server/stock/', 'server/sale/', 'server/demo/'] },
  { floor: 'server/db/', never: ['server/plugins/', 'server/modules/', 'server/money/', 'server/stock/', 'server/sale/', 'server/demo/', 'server/http/'] },
  { floor: 'server/money/', never: ['server/plugins/', 'server/modules/', 'server/demo/', 'server/stock/', 'server/sale/'] },
  // The stock core: beside the money core, below the sale core and the areas.
  { floor: 'server/stock/', never: ['server/plugins/', 'server/modules/', 'server/demo/', 'server/money/', 'server/sale/'] },
  // The sale core: above the money and stock cores, below the areas whose doors sell.
  { floor: 'server/sale/', never: ['server/plugins/', 'server/modules/', 'server/demo/'] },
  { floor: 'server/plugins/', never: ['server/modules/', 'server/demo/'] },
  { floor: 'server/modules/', never: ['server/demo/'] },
  // The demo school and the large school go through the areas' services; only the entry points
  // (server/main.ts, the CLIs), the tests and the benchmarks import them.
  { floor: 'server/demo/', never: ['server/plugins/'] },
  { floor: 'server/app.ts', never: ['server/demo/'] },
  // Passwords (the demo's published one too), tokens and HTTPS: below every floor that uses them.
  { floor: 'server/security/', never: ['server/plugins/', 'server/modules/', 'server/money/', 'server/stock/', 'server/sale/', 'server/demo/', 'server/http/', 'server/db/'] },
];

const MODULES = 'server/modules/';

/** The area a file of server/modules belongs to ('orders'), or null for the list of modules itself. */
function moduleOf(path) {
  if (!path.startsWith(MODULES)) return null;
  const parts = path.slice(MODULES.length).split('/');
  return parts.length > 1 ? parts[0] : null;
}

/** Why `from` may not import `to` (both relative to the repository's root), or null when it may. */
export function floorViolation(from, to) {
  for (const { floor, never } of FLOORS) {
    if (!from.startsWith(floor)) continue;
    const banned = never.find((prefix) => to.startsWith(prefix));
    if (banned) return `${floor} must not import from ${banned} (${to})`;
  }
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (fromModule && toModule && fromModule !== toModule && to !== `${MODULES}${toModule}/index.ts`) {
    return `a module imports another module's public entry only: ${MODULES}${toModule}/index.ts, not ${to}`;
  }
  return null;
}
