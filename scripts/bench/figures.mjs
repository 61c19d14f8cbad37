// Summaries of repeated measurements and the printed table: median with min…max (the machine
// is shared and noisy, so one run says little) and the budget verdict.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Frame intervals from rAF timestamps: long frames (> 1.5 × 16.7 ms), total, p95. */
export function frameStats(timestamps) {
  const intervals = timestamps.slice(1).map((time, i) => time - timestamps[i]);
  const long = intervals.filter((interval) => interval > 1.5 * (1000 / 60));
  // Frames that never happened: an interval of n vsyncs hides n - 1 of them.
  const missed = intervals.reduce(
    (sum, gap) => sum + Math.max(0, Math.round(gap / (1000 / 60)) - 1),
    0,
  );
  return {
    frames: intervals.length,
    dropped: long.length,
    missed,
    p95: intervals.length ? percentile(intervals, 95) : 0,
    worst: intervals.length ? Math.max(...intervals) : 0,
  };
}

/**
 * One row of the table. `runs` are numbers (or an error string when the figure could not be
 * measured); `budget` is the upper bound or null.
 */
export function figureRow({ name, runs, unit, budget = null, digits = 0, detail = false }) {
  const values = runs.filter((run) => typeof run === 'number');
  const errors = runs.filter((run) => typeof run !== 'number');
  const format = (value) => `${value.toFixed(digits)} ${unit}`;
  if (values.length === 0) {
    return {
      name,
      // Details repeat their figure's reason; saying it once keeps the table readable.
      text: detail ? 'not measured' : `not measured: ${errors[0] ?? 'no runs'}`,
      verdict: budget === null ? '' : 'n/a',
    };
  }
  const middle = median(values);
  const spread = `[${format(Math.min(...values))} … ${format(Math.max(...values))}]`;
  const count = `${values.length} run${values.length === 1 ? '' : 's'}${errors.length ? `, ${errors.length} failed` : ''}`;
  const verdict = budget === null ? '' : middle <= budget ? 'OK' : 'OVER';
  return {
    name,
    text: `median ${format(middle).padStart(10)}  ${spread.padEnd(28)} ${count.padEnd(8)}`,
    budget: budget === null ? '' : `budget ${format(budget)}`,
    verdict,
  };
}

export function printTable(title, rows) {
  const nameWidth = Math.max(...rows.map((row) => row.name.length));
  console.log(`\n${title}`);
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(nameWidth)}  ${row.text}${row.budget ? `  ${row.budget.padEnd(16)}` : ''}${row.verdict ? `  ${row.verdict}` : ''}`,
    );
  }
}
