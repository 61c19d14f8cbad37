// bench:board --profile: one more cold load, a warm load and a keyboard move each way, each under
// Chromium's CPU profiler, kept as .cpuprofile files and summed up by owner and function.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CARDS, CARD_WINDOW, CONTEXT, LISTS, waitForSettledBoard } from './bigBoard.mjs';
import { startProfile, summarizeProfile } from './cpuProfile.mjs';
import { measureLoad, measureMove } from './measurements.mjs';
import { watchBoardRender } from './pageProbes.mjs';
import { recordPageErrors } from './boardRuns.mjs';

/** One more cold load and one move, each under Chromium's CPU profiler (--profile). */
export async function profile({ browser, storageState, buildDir, boardUrl }, { log }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-bench-profiles-'));
  const context = await browser.newContext({ ...CONTEXT, storageState });
  await context.addInitScript(watchBoardRender, {
    expectedCards: CARDS,
    expectedLists: LISTS,
    cardWindow: CARD_WINDOW,
  });
  const page = await context.newPage();
  recordPageErrors(page);
  const profiles = [];
  const keep = (name, title, profileData) => {
    const file = path.join(folder, `${name}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profileData));
    profiles.push({ title, file, summary: summarizeProfile(profileData, buildDir) });
  };
  log('Profiling a cold load…');
  let stop = await startProfile(page);
  const load = await measureLoad(page, () => page.goto(boardUrl, { waitUntil: 'commit' }), CARDS);
  keep(
    'cold-load',
    `CPU profile of a cold load (${load.error ?? `board drawn at ${load.allCardsAt.toFixed(0)} ms`})`,
    await stop(),
  );
  if (!load.error) {
    if (!(await waitForSettledBoard(page)))
      log('The cold load did not say its first cards were current within 15 s.');
    log('Profiling a warm load…');
    stop = await startProfile(page);
    const warm = await measureLoad(page, () => page.reload({ waitUntil: 'commit' }), CARDS);
    keep(
      'warm-load',
      `CPU profile of a warm load (${warm.error ?? `first screen at ${warm.firstScreenAt.toFixed(0)} ms`})`,
      await stop(),
    );
    for (const direction of ['down', 'right']) {
      log(`Profiling a move ${direction}…`);
      const move = await measureMove(page, direction, {
        beforeDrop: async () => (stop = await startProfile(page)),
        afterDrop: async () =>
          keep(
            `move-${direction}`,
            `CPU profile of a move ${direction} (drop to card in place)`,
            await stop(),
          ),
      });
      if (move.error) log(`The profiled move failed: ${move.error}`);
    }
  }
  await context.close();
  return profiles;
}
