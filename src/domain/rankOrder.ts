// Rank order: fractional-index keys compare as plain strings (src/domain/ordering.ts makes them).
// No library here, so what only sorts (the board's state, its selectors) stays light.

export interface Ranked {
  id: string;
  rank: string;
}

/** Rank order; equal ranks (two offline clients dropping at the same spot) by id. */
export function compareRanked(a: Ranked, b: Ranked): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortByRank<T extends Ranked>(items: readonly T[]): T[] {
  return [...items].sort(compareRanked);
}
