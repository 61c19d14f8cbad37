// What happened during one load, for the load that stalls (bench:compare --trace): every request
// to the Firestore emulator (its channel, when it started and ended, relative to the
// navigation), the page's console (the SDK's debug log when the page asks for it), and the
// emulator's output meanwhile. Cheap enough to record on every load; written out only for the
// loads worth reading.
/* global window, IDBDatabase, XMLHttpRequest */
import fs from 'node:fs';

/** A request's channel in words: Listen or Write, and the WebChannel's part of it. */
function describeRequest(url) {
  const { pathname, searchParams } = new URL(url);
  const stream = pathname.includes('/Listen/')
    ? 'Listen'
    : pathname.includes('/Write/')
      ? 'Write'
      : pathname;
  const type = searchParams.get('TYPE'); // xmlhttp: the back channel; terminate; none: forward
  const part =
    type === 'xmlhttp'
      ? 'back channel (server to browser)'
      : type === 'terminate'
        ? 'terminate'
        : searchParams.get('SID')
          ? 'forward (browser to server)'
          : 'handshake (opens the channel)';
  return `${stream} ${part} RID=${searchParams.get('RID') ?? '-'} AID=${searchParams.get('AID') ?? '-'}`;
}

/** A target in a few words: the document's kind, or the query's collection and limit. */
function targetName({ documents, query }) {
  if (documents) return documents.documents[0].split('/documents/')[1].split('/').slice(-2)[0];
  const { from, limit } = query.structuredQuery;
  return `${from[0].collectionId}${limit ? `≤${limit.value ?? limit}` : ''}`;
}

/**
 * What a Listen or Write post asks for: the targets it adds and removes, and how many writes it
 * sends (the WebChannel's form fields each hold one message as JSON).
 */
function describeBody(body) {
  if (!body) return '';
  const said = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      const message = JSON.parse(value);
      if (message.addTarget)
        said.push(`+${message.addTarget.targetId} ${targetName(message.addTarget)}`);
      if (message.removeTarget) said.push(`-${message.removeTarget}`);
      if (message.writes) said.push(`${message.writes.length} write(s)`);
    } catch {
      said.push('?');
    }
  }
  return said.length ? ` [${said.join(' ')}]` : '';
}

/**
 * In the page, before its scripts (an init script): what the main thread and IndexedDB did,
 * cheaply enough not to change the load the way the SDK's debug log does (no stall was seen in
 * 53 debug-logged loads). Long tasks with the scripts that ran them, every IndexedDB
 * transaction (when asked for, when done), and each chunk of the Listen back channel as the page
 * received it.
 */
export function pageActivityProbe() {
  const activity = { longTasks: [], transactions: [], listenChunks: [] };
  window.__benchActivity = activity;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const scripts = (entry.scripts ?? [])
        .filter((script) => script.duration >= 20)
        .map(
          (script) =>
            `${script.invoker || script.sourceFunctionName} ${script.duration.toFixed(0)} ms`,
        );
      activity.longTasks.push({ at: entry.startTime, ms: entry.duration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode, ...rest) {
    const tx = transaction.call(this, stores, mode, ...rest);
    const entry = { at: performance.now(), mode: mode ?? 'readonly', end: null, how: null };
    activity.transactions.push(entry);
    const done = (how) => () => Object.assign(entry, { end: performance.now(), how });
    tx.addEventListener('complete', done('complete'));
    tx.addEventListener('abort', done('abort'));
    tx.addEventListener('error', done('error'));
    return tx;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (String(url).includes('/Listen/') && String(url).includes('TYPE=xmlhttp')) {
      let seen = 0;
      this.addEventListener('progress', () => {
        const length = this.responseText.length;
        activity.listenChunks.push({ at: performance.now(), chars: length - seen });
        seen = length;
      });
    }
    return open.call(this, method, url, ...rest);
  };
}

/**
 * In the page (an init script, with --debug-log-brief): the SDK's debug log without its
 * bulk (every document received and every IndexedDB read and write), dropped before the
 * console sends it out of the page. The whole log made stalls vanish (none in 53 loads).
 */
export function briefSdkLog() {
  const bulk =
    /SimpleDb (GET|PUT|DELETE|ADD|COUNT)|received: \{"document|SharedClientState|not zombied|QueryEngine|IndexManager/;
  for (const level of ['log', 'debug']) {
    const write = console[level].bind(console);
    // The logger's first argument names the SDK; the message follows, a word or two each.
    console[level] = (first, ...rest) => {
      if (String(first).includes('@firebase/firestore') && bulk.test(rest.slice(0, 3).join(' ')))
        return;
      write(first, ...rest);
    };
  }
}

/** The probe's record in words, times since the navigation (performance.now() in the page). */
function describeActivity(activity) {
  if (!activity) return ['(no record: the page had gone)'];
  const lines = ['Listen back channel chunks received (ms, characters):'];
  lines.push(
    `  ${activity.listenChunks.map(({ at, chars }) => `${at.toFixed(0)}:${chars}`).join(' ')}`,
  );
  lines.push('', 'Long animation frames (start, duration, scripts of 20 ms or more):');
  for (const { at, ms, scripts } of activity.longTasks) {
    lines.push(
      `  ${at.toFixed(0).padStart(6)} +${ms.toFixed(0).padStart(5)} ms  ${scripts.join('; ')}`,
    );
  }
  lines.push('', 'IndexedDB transactions (asked for → done, mode, and how they ended):');
  for (const { at, end, mode, how } of activity.transactions) {
    lines.push(
      `  ${at.toFixed(0).padStart(6)} → ${end === null ? '  open' : end.toFixed(0).padStart(6)}  ${mode}${how && how !== 'complete' ? ` (${how})` : ''}`,
    );
  }
  return lines;
}

/**
 * Records the page's requests to `firestoreUrl` and its console from now on. `emulatorLines`
 * is the array the emulator's output is pushed to (as { at, line }). Returns { write(file) }.
 */
export function traceLoad(page, { firestoreUrl, emulatorLines }) {
  const started = Date.now();
  const since = () => Date.now() - started;
  const requests = new Map();
  const consoleLines = [];
  const firstEmulatorLine = emulatorLines.length;
  page.on('request', (request) => {
    if (!request.url().startsWith(firestoreUrl)) return;
    const what = `${describeRequest(request.url())}${describeBody(request.postData())}`;
    requests.set(request, { what, startAt: since(), endAt: null });
  });
  const ended = (how) => (request) => {
    const entry = requests.get(request);
    if (entry) Object.assign(entry, { endAt: since(), how });
  };
  page.on('requestfinished', ended('finished'));
  page.on('requestfailed', ended('failed'));
  page.on('console', (message) =>
    consoleLines.push(`${since()} ms ${message.type()}: ${message.text()}`),
  );
  let activity = null;
  return {
    /** Reads the page's probe (pageActivityProbe), while the page is still there. */
    async collect() {
      activity = await page.evaluate(() => window.__benchActivity ?? null).catch(() => null);
    },
    write(file, heading) {
      const lines = [heading, '', `Requests to the Firestore emulator (ms since the navigation):`];
      for (const { what, startAt, endAt, how } of requests.values()) {
        lines.push(
          `  ${String(startAt).padStart(6)} → ${endAt === null ? '  open' : String(endAt).padStart(6)}  ${what}${how === 'failed' ? ' (failed)' : ''}`,
        );
      }
      lines.push('', 'Emulator output during the load:');
      for (const { at, line } of emulatorLines.slice(firstEmulatorLine)) {
        lines.push(`  ${String(at - started).padStart(6)} ms ${line}`);
      }
      lines.push('', ...describeActivity(activity));
      lines.push('', 'Console:', ...consoleLines.map((line) => `  ${line.slice(0, 2000)}`));
      fs.writeFileSync(file, `${lines.join('\n')}\n`);
    },
  };
}
