// Seeds one big board straight into the Firestore emulator as an administrator ("Bearer owner"
// passes the security rules), in the exact shape of docs/data-model.md. Content is made from a
// fixed seed, so every run of the benchmark renders the same board.
import { generateNKeysBetween } from 'fractional-indexing';
import {
  commitAll,
  countDocuments,
  patchDocument,
  readDocument,
  runQuery,
  setWrite,
} from '../lib/firestoreRest.mjs';

const WORDS = (
  'update onboarding flow review pricing page fix login redirect write release notes ' +
  'migrate database schema design settings screen test offline mode refactor search index ' +
  'plan sprint retro call supplier order laptops renew domain audit accessibility ' +
  'translate help center prepare quarterly report clean backlog measure bundle size ' +
  'draft newsletter interview candidate check invoices book venue sketch logo ideas'
).split(' ');

const LABELS = [
  { id: 'lbl-bug', name: 'Bug', color: 'red' },
  { id: 'lbl-feature', name: 'Feature', color: 'green' },
  { id: 'lbl-design', name: 'Design', color: 'purple' },
  { id: 'lbl-urgent', name: 'Urgent', color: 'orange' },
  { id: 'lbl-later', name: '', color: 'grey' },
];

/** A small seeded pseudo-random generator (mulberry32): the same board every run. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Firestore-style 20-character id (same alphabet and length as the app's newId()). */
function makeId(random) {
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

const day = (date) => date.toISOString().slice(0, 10);

/**
 * Five custom fields (issue 32 §1), two of them on the tiles, for `--custom-fields`: the board
 * then opens with every card holding a value of most of them.
 */
const CUSTOM_FIELDS = {
  cfPriority: {
    name: 'Priority',
    type: 'dropdown',
    showOnTile: true,
    rank: 'a0',
    options: {
      high: { name: 'High', color: 'red', rank: 'a0' },
      mid: { name: 'Medium', color: 'orange', rank: 'a1' },
      low: { name: 'Low', color: 'green', rank: 'a2' },
    },
  },
  cfBlocked: { name: 'Blocked', type: 'checkbox', showOnTile: true, rank: 'a1', options: {} },
  cfPoints: { name: 'Points', type: 'number', showOnTile: false, rank: 'a2', options: {} },
  cfShipped: { name: 'Shipped on', type: 'date', showOnTile: false, rank: 'a3', options: {} },
  cfNotes: { name: 'Notes', type: 'text', showOnTile: false, rank: 'a4', options: {} },
};

function makeFieldValues(random, now) {
  const values = { cfPriority: ['high', 'mid', 'low'][Math.floor(random() * 3)] };
  if (random() < 0.3) values.cfBlocked = true;
  if (random() < 0.8) values.cfPoints = Math.floor(random() * 13);
  if (random() < 0.5) values.cfShipped = day(now);
  if (random() < 0.5) values.cfNotes = 'Checked with the team';
  return values;
}

function makeCard(random, { number, listId, rank, now }) {
  const words = (count) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const title = `Card ${number}: ${words(3 + Math.floor(random() * 5))}`;
  const description =
    random() < 0.3
      ? `${words(10 + Math.floor(random() * 40))}.`.replace(/^./, (c) => c.toUpperCase())
      : '';
  const labelIds = [];
  if (random() < 0.4) {
    for (let i = 1 + Math.floor(random() * 2); i > 0; i--) {
      const { id } = LABELS[Math.floor(random() * LABELS.length)];
      if (!labelIds.includes(id)) labelIds.push(id);
    }
  }
  // Some overdue, some due soon, most later: every due badge the card can show.
  const due =
    random() < 0.2
      ? day(new Date(now.getTime() + (Math.floor(random() * 40) - 10) * 86400000))
      : null;
  const checklist =
    random() < 0.15
      ? Array.from({ length: 2 + Math.floor(random() * 4) }, (_, i) => ({
          id: `item-${i + 1}`,
          text: words(2 + Math.floor(random() * 4)),
          done: random() < 0.5,
        }))
      : [];
  return {
    listId,
    rank,
    title,
    description,
    labelIds,
    due,
    checklist,
    archived: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The board, its lists and cards as plain data (not yet written).
 * Returns { boardId, board, lists: [{id, data}], cards: [{id, data}] }.
 */
export function makeBoard({
  ownerId,
  listCount = 10,
  cardCount = 5000,
  seed = 5000,
  customFields = process.env.BENCH_CUSTOM_FIELDS === '1',
}) {
  const random = randomFrom(seed);
  // The values draw from their own sequence, so both variants seed the very same cards.
  const fieldRandom = randomFrom(seed + 1);
  const now = new Date();
  const boardId = makeId(random);
  const board = {
    ownerId,
    title: `Benchmark board: ${cardCount.toLocaleString('en')} cards`,
    color: 'blue',
    labels: LABELS,
    ...(customFields ? { customFields: CUSTOM_FIELDS } : {}),
    cardCount,
    // The rules keep both counts exact (docs/data-model.md): the seeded board says what it holds.
    listCount,
    deleting: false,
    createdAt: now,
    updatedAt: now,
  };
  const listRanks = generateNKeysBetween(null, null, listCount);
  const lists = listRanks.map((rank, index) => ({
    id: makeId(random),
    data: { title: `List ${index + 1}`, rank, archived: false, createdAt: now, updatedAt: now },
  }));
  const cards = [];
  const perList = Math.ceil(cardCount / listCount);
  for (const [index, list] of lists.entries()) {
    const inThisList = Math.min(perList, cardCount - index * perList);
    const ranks = generateNKeysBetween(null, null, inThisList);
    for (const rank of ranks) {
      const number = cards.length + 1;
      cards.push({
        id: makeId(random),
        data: {
          ...makeCard(random, { number, listId: list.id, rank, now }),
          ...(customFields ? { fieldValues: makeFieldValues(fieldRandom, now) } : {}),
        },
      });
    }
  }
  return { boardId, board, lists, cards };
}

/**
 * Writes the board (from makeBoard) and lists it in users/{uid}.boards, after `listedBefore`
 * (the ids of boards seeded for the same person earlier).
 */
export async function seedBoard({ firestoreUrl, projectId, uid, board: made, listedBefore = [] }) {
  const target = { firestoreUrl, projectId };
  const boardPath = `boards/${made.boardId}`;
  // The board and its lists come first, and commitAll lands its first commit before the
  // others, so no card is ever stored without its list.
  await commitAll(target, [
    setWrite(projectId, boardPath, made.board),
    ...made.lists.map((list) => setWrite(projectId, `${boardPath}/lists/${list.id}`, list.data)),
    ...made.cards.map((card) => setWrite(projectId, `${boardPath}/cards/${card.id}`, card.data)),
  ]);
  await patchDocument(target, `users/${uid}`, { boards: [...listedBefore, made.boardId] });
}

/** How many card documents the emulator holds for the board (a check that seeding worked). */
export async function countCards({ firestoreUrl, projectId, boardId }) {
  return countDocuments({ firestoreUrl, projectId }, `boards/${boardId}`, 'cards');
}

/** The board as the server holds it now: exists, deleting, cardCount and stored cards. */
export async function readBoardState({ firestoreUrl, projectId, boardId }) {
  const stored = await readDocument({ firestoreUrl, projectId }, `boards/${boardId}`);
  if (!stored) return { exists: false };
  return {
    exists: true,
    deleting: stored.data.deleting,
    cardCount: Number(stored.data.cardCount),
    storedCards: await countCards({ firestoreUrl, projectId, boardId }),
  };
}

/** How long the emulator takes to answer one query for all the board's cards (REST, admin). */
export async function timeCardsQuery({ firestoreUrl, projectId, boardId }) {
  const started = performance.now();
  const found = await runQuery({ firestoreUrl, projectId }, `boards/${boardId}`, {
    from: [{ collectionId: 'cards' }],
  });
  return { ms: performance.now() - started, documents: found.length };
}
