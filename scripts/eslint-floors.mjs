// ESLint plugin `floors`: its rule `imports` reports, in the file being edited, an import that breaks
// the floor plan of scripts/floors.mjs (the floor it may not reach, or another module's internals).
import { relative } from 'node:path';
import { floorViolation } from './floors.mjs';
import { resolveImport } from './import-graph.mjs';

const imports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the floor plan (docs/architecture.md, scripts/floors.mjs).' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = relative(root, context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = resolveImport(root, from, specifier);
      const why = to && floorViolation(from, to);
      if (why) context.report({ node: node.source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports } };
