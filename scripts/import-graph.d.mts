// Types of import-graph.mjs for the TypeScript tests that read the graph.
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}
export function sourceFiles(root: string, folders: readonly string[]): string[];
export function resolveImport(root: string, from: string, specifier: string): string | null;
export function importEdges(root: string, folders?: readonly string[]): ImportEdge[];
export function importCycles(edges: readonly ImportEdge[]): string[][];
