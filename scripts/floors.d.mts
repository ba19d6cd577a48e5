// Types of floors.mjs for the TypeScript tests that check the floor plan.
export const FLOORS: readonly { floor: string; never: readonly string[] }[];
export function floorViolation(from: string, to: string): string | null;
