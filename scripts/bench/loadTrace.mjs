// What happened during one load, for the load that stalls (bench:compare --trace): every request
// to the Firestore emulator (its channel, when it started and ended, relative to the
// navigation), the page's console (the SDK's debug log when the page asks for it), and the
// emulator's output meanwhile. Cheap enough to record on every load; written out only for the
// loads worth reading.
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
    requests.set(request, { what: describeRequest(request.url()), startAt: since(), endAt: null });
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
  return {
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
      lines.push('', 'Console:', ...consoleLines.map((line) => `  ${line.slice(0, 2000)}`));
      fs.writeFileSync(file, `${lines.join('\n')}\n`);
    },
  };
}
