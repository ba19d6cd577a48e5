// Types of feature-shape.mjs for the TypeScript test that checks the feature shape.
export const CLIENT_AREAS: readonly {
  root: string;
  areaOf: (rest: string) => string;
  top: readonly string[];
}[];
export function serverAreas(paths: readonly string[]): Map<string, string[]>;
export function serverShapeProblems(paths: readonly string[]): string[];
export function clientShapeProblems(
  paths: readonly string[],
  clientOnly: Readonly<Record<string, string>>,
): string[];
