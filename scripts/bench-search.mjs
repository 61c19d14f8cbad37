// `npm run bench:search`: a benchmark, not a test. Times the search index as the search worker
// runs it (src/features/search/searchEngine.ts, the same file, compiled here with TypeScript's
// transpileModule and run in Node) over 10,000 synthetic cards on 20 boards: the index build,
// then each keystroke of 40 typed queries (one or two words, some with a typo), each prefix
// searched as the dialog searches it. Prints the median, p95 and worst keystroke. Budget
// (issue 25 §3): at most 50 ms per keystroke at 10,000 cards. Exit code 1 over budget.
//
//   npm run bench:search [-- --cards 10000]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const { values: options } = parseArgs({
  options: { cards: { type: 'string', default: '10000' } },
});
const CARDS = Number(options.cards);
const BOARDS = 20;
const QUERIES = 40;
const BUDGET_MS = 50;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The worker's own engine, as JavaScript (its one app import is types only, erased here). */
async function loadEngine() {
  const source = readFileSync(path.join(root, 'src/features/search/searchEngine.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  // Inside node_modules, so that `import 'minisearch'` resolves to the app's own copy.
  const dir = path.join(root, 'node_modules/.cache/bench-search');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'searchEngine.mjs');
  writeFileSync(file, outputText);
  return import(pathToFileURL(file).href);
}

/** A seeded generator, so every run indexes and types the same things. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const next = random(25);
const pick = (items) => items[Math.floor(next() * items.length)];
const SYLLABLES =
  'ka lo mi nu pe ra si to ve bra cle dri fo gu ha je ki lu mo ne pri qua ste tri zo'.split(' ');
const word = () =>
  Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(SYLLABLES)).join('');
const VOCABULARY = Array.from({ length: 6000 }, word);
const words = (min, max) =>
  Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(VOCABULARY)).join(
    ' ',
  );
const PEOPLE = Array.from({ length: 30 }, () => `${word()} ${word()}`);
const LABELS = Array.from({ length: 20 }, word);

function boardDocuments(b) {
  const boardId = `board-${b}`;
  return Array.from({ length: Math.round(CARDS / BOARDS) }, (_, c) => ({
    id: `${boardId}/card-${c}`,
    boardId,
    cardId: `card-${c}`,
    title: words(2, 8),
    description: next() < 0.6 ? words(10, 60) : '',
    comments: next() < 0.3 ? [words(5, 30), words(5, 30)].join('\n') : '',
    labels: next() < 0.5 ? `${pick(LABELS)} ${pick(LABELS)}` : '',
    assignees: next() < 0.4 ? pick(PEOPLE) : '',
    boardTitle: `Board ${b}`,
    listTitle: `List ${c % 8}`,
  }));
}

/** A query as typed: one or two words of a card's title or description, one in four with a letter changed. */
function typedQuery(boards) {
  const card = pick(pick(boards));
  const cardWords = `${card.title} ${card.description}`.split(' ').filter(Boolean);
  const at = Math.floor(next() * cardWords.length);
  const text = cardWords.slice(at, at + 1 + Math.floor(next() * 2)).join(' ');
  if (next() >= 0.25) return text;
  // The letter changed within the first word, from its 4th letter on (shorter words get none).
  const first = text.split(' ')[0];
  if (first.length < 5) return text;
  const letter = 3 + Math.floor(next() * (first.length - 3));
  return `${text.slice(0, letter)}${text[letter] === 'x' ? 'y' : 'x'}${text.slice(letter + 1)}`;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => `${value.toFixed(2)} ms`;

const { SearchIndex } = await loadEngine();
const boards = Array.from({ length: BOARDS }, (_, b) => boardDocuments(b));

const buildStart = performance.now();
const index = new SearchIndex();
boards.forEach((documents, b) => index.replaceBoard(`board-${b}`, documents));
const buildMs = performance.now() - buildStart;

// One card changed on one board, as a live update re-sends the board.
const updated = boards[3].map((doc, i) =>
  i === 7 ? { ...doc, title: `${doc.title} renamed` } : doc,
);
const updateStart = performance.now();
index.replaceBoard('board-3', updated);
const updateMs = performance.now() - updateStart;

const timings = [];
let found = 0;
for (let q = 0; q < QUERIES; q += 1) {
  const query = typedQuery(boards);
  for (let length = 1; length <= query.length; length += 1) {
    const start = performance.now();
    const hits = index.search(query.slice(0, length));
    timings.push(performance.now() - start);
    if (length === query.length && hits.length > 0) found += 1;
  }
}
timings.sort((a, b) => a - b);
const median = percentile(timings, 0.5);
const p95 = percentile(timings, 0.95);

console.log(
  `Search over ${index.cardCount.toLocaleString('en')} cards on ${BOARDS} boards (Node ${process.version}, the worker's searchEngine.ts):`,
);
console.log(`  index build:            ${ms(buildMs)}`);
console.log(`  one card changed:       ${ms(updateMs)} (the board re-sent, one card re-indexed)`);
console.log(
  `  keystrokes:             ${timings.length} (${QUERIES} queries typed letter by letter; ${found} found a card)`,
);
console.log(`  per keystroke, median:  ${ms(median)}`);
console.log(`  per keystroke, p95:     ${ms(p95)}`);
console.log(`  per keystroke, worst:   ${ms(timings[timings.length - 1])}`);
console.log(
  `  budget:                 ${BUDGET_MS} ms per keystroke (p95) — ${p95 <= BUDGET_MS ? 'met' : 'NOT MET'}`,
);
process.exit(p95 <= BUDGET_MS ? 0 : 1);
