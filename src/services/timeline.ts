// Named moments of a page load (performance.mark), once each: what `npm run bench:board`
// reads to say where a board's first render spends its time (scripts/bench/loadBreakdown.mjs).
// Marks cost microseconds and send nothing anywhere.
const marked = new Set<string>();

export function markOnce(name: string): void {
  if (marked.has(name) || typeof performance === 'undefined' || !performance.mark) return;
  marked.add(name);
  performance.mark(name);
}
