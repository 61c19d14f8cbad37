// Where a load's time went, from Chromium's long animation frames (frames over 50 ms) up to the
// frame that showed every card: script versus style and layout, and the heaviest scripts.
// Enough to tell the board engineer which side to look at; a CPU profile says the rest.

/** The app's marks of one load in time order: "auth: known 412 ms → board: lists 690 ms → …". */
export function printMarks(title, load) {
  const marks = [...(load.marks ?? [])].sort((a, b) => a.startTime - b.startTime);
  if (!marks.length) return;
  console.log(`\n${title}:`);
  for (const { name, startTime } of marks) {
    console.log(`  ${startTime.toFixed(0).padStart(6)} ms  ${name}`);
  }
  console.log(`  ${load.firstScreenAt.toFixed(0).padStart(6)} ms  first screen drawn`);
}

export function printLoadBreakdown(load, serverQueryMs = null) {
  const frames = load.longFrames ?? [];
  if (!frames.length) {
    console.log(
      '\nNo long frames (> 50 ms) during the cold load (or this Chromium does not report them).',
    );
    return;
  }
  let script = 0;
  let forcedLayout = 0;
  let render = 0;
  const byScript = new Map();
  for (const frame of frames) {
    const end = frame.start + frame.duration;
    if (frame.renderStart) render += end - frame.renderStart; // rAF callbacks, style, layout, paint.
    for (const entry of frame.scripts) {
      script += entry.duration;
      forcedLayout += entry.forcedStyleAndLayout ?? 0;
      const key = `${entry.invoker} ${entry.fn ? `${entry.fn} ` : ''}(${entry.source})`;
      byScript.set(key, (byScript.get(key) ?? 0) + entry.duration);
    }
  }
  const total = frames.reduce((sum, frame) => sum + frame.duration, 0);
  const longest = Math.max(...frames.map((frame) => frame.duration));
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `\nWhere the median cold load's time went (navigation start → all cards at ${ms(load.allCardsAt)}):`,
  );
  console.log(
    `  board root at ${ms(load.boardAt ?? NaN)}, ready at ${ms(load.readyAt ?? NaN)}, first card at ${ms(load.firstCardAt ?? NaN)}`,
  );
  console.log(
    `  ${frames.length} long frames, ${ms(total)} in all (longest ${ms(longest)}): scripts ${ms(script)} ` +
      `(of which forced style/layout ${ms(forcedLayout)}), rendering (style, layout, paint) ${ms(render)}`,
  );
  if (serverQueryMs !== null) {
    console.log(`  (the emulator alone sends all the cards over REST in ${ms(serverQueryMs)})`);
  }
  const heaviest = [...byScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [key, duration] of heaviest) console.log(`    ${ms(duration).padStart(8)}  ${key}`);
}
