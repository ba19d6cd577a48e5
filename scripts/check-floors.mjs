// `npm run lint`'s check of the whole import graph: every import follows scripts/floors.mjs, no
// run-time import cycle exists in src/ or server/, and no cycle between folders (floors and areas,
// type-only imports counted). Prints each finding and exits 1 when there is one.
import { floorViolation, folderEdges } from './floors.mjs';
import { importCycles, importEdges } from './import-graph.mjs';

const root = new URL('..', import.meta.url).pathname;
const edges = importEdges(root);
const findings = [];
for (const edge of edges) {
  const why = floorViolation(edge.from, edge.to);
  if (why) findings.push(`${edge.from}: ${why}`);
}
for (const cycle of importCycles(edges)) findings.push(`import cycle: ${cycle.join(' → ')}`);
for (const cycle of importCycles(folderEdges(edges))) findings.push(`folder cycle: ${cycle.join(' → ')}`);

if (findings.length > 0) {
  for (const finding of findings) console.error(finding);
  console.error(`${findings.length} import(s) break the floor plan (see scripts/floors.mjs).`);
  process.exit(1);
}
console.log(`floors: ${edges.length} imports follow the floor plan, no cycles between files or folders.`);
