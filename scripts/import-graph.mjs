// The product's import graph, read from the sources: which file imports which, at run time or for types only.
// Shared by the floor checks (scripts/check-floors.mjs, part of `npm run lint`) and the unit tests that
// guard the layout, so both judge the same edges.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SOURCE = /\.(ts|tsx)$/;
// import … from '…', export … from '…', import '…', import('…'); `import type`/`export type` are marked.
const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under the given folders, as paths relative to root. */
export function sourceFiles(root, folders) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'migrations') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) out.push(relative(root, path));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return out.sort();
}

/** The file a relative specifier of `from` names (both relative to root), or null for a package. */
export function resolveImport(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(root, dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base.replace(/\.js$/, '') + ext)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

/** The edges of the graph: { from, to, typeOnly, dynamic } between files of the product. */
export function importEdges(root, folders = ['src', 'server']) {
  const edges = [];
  for (const file of sourceFiles(root, folders)) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(STATIC)) {
      const to = resolveImport(root, file, match[3]);
      if (to) edges.push({ from: file, to, typeOnly: Boolean(match[2]), dynamic: false });
    }
    for (const match of text.matchAll(DYNAMIC)) {
      const to = resolveImport(root, file, match[1]);
      if (to) edges.push({ from: file, to, typeOnly: false, dynamic: true });
    }
  }
  return edges;
}

/** Cycles among run-time imports (type-only imports vanish when compiled), each as a list of files. */
export function importCycles(edges) {
  const next = new Map();
  for (const edge of edges) {
    if (edge.typeOnly) continue;
    if (!next.has(edge.from)) next.set(edge.from, new Set());
    next.get(edge.from).add(edge.to);
  }
  // Tarjan's strongly connected components: every component of two or more files is a cycle.
  let index = 0;
  const indexes = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexes.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!indexes.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), indexes.get(target)));
      }
    }
    if (low.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}
