// Chromium CPU profiles (for `--profile`): where a slow figure's time goes. The profile is saved
// for DevTools (Performance panel → load profile) and summarised here by self time per npm
// package or source file, read through the build's source maps.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Starts sampling the page's main thread; the returned function stops and gives the profile. */
export async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 }); // microseconds
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    return profile;
  };
}

/** Source maps of the build's chunks, or null when the source-map package is not at hand. */
function sourceMapsOf(buildDir) {
  let SourceMapConsumer;
  try {
    ({ SourceMapConsumer } = require('source-map')); // 0.6's synchronous API (webpack's dep).
  } catch {
    return null;
  }
  const consumers = new Map();
  return (chunk) => {
    if (!consumers.has(chunk)) {
      const file = path.join(buildDir, 'js', `${chunk}.map`);
      consumers.set(
        chunk,
        fs.existsSync(file)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')))
          : null,
      );
    }
    return consumers.get(chunk);
  };
}

/** "@firebase/firestore", "react-dom", "src/features/cards/CardTile.tsx", … */
function ownerOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  return inPackage ? inPackage[1] : clean;
}

/**
 * Self time by owner (package or source file) and by function, in ms, heaviest first.
 * Returns { totalMs, owners: [[name, ms]], functions: [[name, ms]] }.
 */
export function summarizeProfile(profile, buildDir) {
  const sourceMap = sourceMapsOf(buildDir);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const sampleCount = profile.samples?.length || 1;
  const owners = new Map();
  const functions = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const names = new Map(); // node id → its mapped name (for the totals below)
  for (const node of profile.nodes) {
    const ms = ((node.hitCount ?? 0) / sampleCount) * totalMs;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let owner;
    let name = functionName || '(anonymous)';
    const chunk = /\/js\/([^/?#]+\.js)$/.exec(url)?.[1];
    if (!url) owner = functionName.startsWith('(') ? functionName : '(browser built-ins)';
    else if (!chunk) owner = '(bench probes and other scripts)';
    else {
      // A chunk's top-level code is reported at line -1 (no position to map).
      const original =
        lineNumber >= 0
          ? sourceMap?.(chunk)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
          : null;
      owner = original?.source ? ownerOf(original.source) : chunk;
      if (original?.source)
        name = `${original.name ?? name} (${ownerOf(original.source)}:${original.line})`;
    }
    if (chunk) names.set(node.id, name);
    if (!ms) continue;
    add(owners, owner, ms);
    if (!['(idle)', '(program)', '(garbage collector)', '(root)'].includes(name))
      add(functions, name, ms);
  }
  const heaviest = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return {
    totalMs,
    owners: heaviest(owners),
    functions: heaviest(functions),
    totals: heaviest(totalTimes(profile, names, totalMs / sampleCount)),
  };
}

/**
 * Total time (its own and its callees') of each named function of the build: where a slow
 * step's time goes through the call tree, e.g. a component or a selector, not only the leaves.
 */
function totalTimes(profile, names, msPerSample) {
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const hits = new Map();
  for (const id of profile.samples ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
  const totals = new Map();
  for (const [leaf, count] of hits) {
    const seen = new Set(); // A recursive function counts once per sample.
    for (let id = leaf; id !== undefined; id = parentOf.get(id)) {
      const name = names.get(id);
      if (name && !seen.has(name)) {
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + count * msPerSample);
      }
    }
  }
  return totals;
}

export function printProfileSummary(title, summary, file) {
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(`\n${title}: ${summary.totalMs.toFixed(0)} ms profiled, self time by owner:`);
  for (const [owner, time] of summary.owners.slice(0, 12)) {
    console.log(
      `  ${ms(time)} ${((100 * time) / summary.totalMs).toFixed(0).padStart(3)}%  ${owner}`,
    );
  }
  console.log('  heaviest functions:');
  for (const [name, time] of summary.functions.slice(0, 10)) console.log(`  ${ms(time)}  ${name}`);
  console.log('  heaviest by total time (own and callees):');
  for (const [name, time] of summary.totals.slice(0, 40)) console.log(`  ${ms(time)}  ${name}`);
  console.log(`  (profile for DevTools: ${file})`);
}
