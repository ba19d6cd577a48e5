// Types of floors.mjs for the TypeScript tests that check the floor plan.
export const FLOORS: readonly { floor: string; never: readonly string[]; except?: readonly string[] }[];
export function floorViolation(from: string, to: string): string | null;
export function folderOf(path: string): string;
export function folderEdges<E extends { from: string; to: string }>(
  edges: readonly E[],
): { from: string; to: string; typeOnly: boolean; dynamic: boolean }[];
export const LAYERS: readonly string[];
export function featureOf(path: string): { feature: string; door: readonly string[] } | null;
