/**
 * The demo's seeded generator (xorshift, 32 bits): the same sequence for the same seed, so the
 * demo school is drawn at random but the same on every start (never Math.random).
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** An index of `weights`, each as likely as its weight. */
  weighted(weights: readonly number[]): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)],
    chance: (p) => next() < p,
    weighted: (weights) => {
      let r = next() * weights.reduce((a, b) => a + b, 0);
      for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
      return weights.length - 1;
    },
  };
}
