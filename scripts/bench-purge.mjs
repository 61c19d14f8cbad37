// `npm run bench:purge`: a benchmark, not a test. Seeds a board of 5,000 cards (10 lists, a
// comment on every 5th card, an activity entry per card) with the Admin SDK on throw-away
// emulators, marks it deleting as the app does, then calls purgeBoard through the Functions
// emulator as its owner and prints the seconds until it answered, having checked that nothing
// is left under the board. Budget (issue 22): within 20 s.
//
//   npm run bench:purge [-- --cards 5000]
//   Ports: BENCH_AUTH_EMULATOR_PORT (9297), BENCH_FIRESTORE_EMULATOR_PORT (8278),
//   BENCH_FUNCTIONS_EMULATOR_PORT (5278)
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { startEmulators } from './emulators.mjs';

const { values: options } = parseArgs({ options: { cards: { type: 'string', default: '5000' } } });
const CARDS = Number(options.cards);
const LISTS = 10;
const BUDGET_S = 20;

const { projectId, authUrl, functionsUrl } = useBenchEmulators({
  authPort: 9297,
  firestorePort: 8278,
  functionsPort: 5278,
});
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT}`;
process.env.GCLOUD_PROJECT = projectId;

const log = (message) => console.error(message);
const session = await startEmulators({ persist: false, log });
let failed = false;
try {
  log(`Emulators ready in ${(session.startupMs / 1000).toFixed(1)} s.`);
  const { uid, idToken } = await signUp();
  const firestore = getFirestore(initializeApp({ projectId }));
  const boardId = `bench-purge-${Date.now()}`;
  const seeded = Date.now();
  await seed(firestore, boardId, uid);
  log(`Seeded ${CARDS} cards in ${((Date.now() - seeded) / 1000).toFixed(1)} s.`);

  const started = performance.now();
  const response = await fetch(`${functionsUrl}/${projectId}/us-central1/purgeBoard`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { boardId } }),
  });
  const seconds = (performance.now() - started) / 1000;
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`purgeBoard answered ${response.status}: ${JSON.stringify(answer)}`);

  const board = firestore.doc(`boards/${boardId}`);
  const left = (await board.get()).exists || (await board.listCollections()).length > 0;
  const tombstone = (await firestore.doc(`deletedBoards/${boardId}`).get()).exists;
  if (left || !tombstone) throw new Error('The board was not purged whole.');
  failed = seconds > BUDGET_S;
  console.log(
    `purgeBoard of a ${CARDS.toLocaleString('en')}-card board (${LISTS} lists, ` +
      `${Math.ceil(CARDS / 5)} comments, ${CARDS} activity entries): ${seconds.toFixed(1)} s ` +
      `(budget ${BUDGET_S} s${failed ? ': OVER' : ''})`,
  );
} finally {
  await session.stop();
}
process.exit(failed ? 1 : 0);

/** A person on the Auth emulator, for the callable's Authorization header. */
async function signUp() {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'owner@example.com',
        password: 'bench-pass',
        returnSecureToken: true,
      }),
    },
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** The board as the app leaves it once its delete has started (marked deleting). */
async function seed(firestore, boardId, uid) {
  const board = firestore.doc(`boards/${boardId}`);
  const writer = firestore.bulkWriter();
  const now = new Date();
  void writer.set(board, {
    ownerId: uid,
    members: { [uid]: { role: 'owner', name: 'Owner', email: 'owner@example.com' } },
    title: 'Bench purge',
    color: 'blue',
    labels: {},
    cardCount: 0,
    listCount: 0,
    deleting: true,
    createdAt: now,
    updatedAt: now,
  });
  void writer.set(firestore.doc(`users/${uid}`), { boards: [], starred: [] });
  void writer.set(board.collection('meta').doc('counts'), { cardCount: CARDS, listCount: LISTS });
  for (let l = 0; l < LISTS; l++) {
    void writer.set(board.collection('lists').doc(`list${l}`), {
      title: `List ${l + 1}`,
      rank: `a${l}`,
      archived: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  for (let c = 0; c < CARDS; c++) {
    const card = board.collection('cards').doc(`card${c}`);
    void writer.set(card, {
      listId: `list${c % LISTS}`,
      rank: `a${c}`,
      title: `Card ${c + 1}`,
      description: c % 2 === 0 ? `Description of card ${c + 1}.` : '',
      labelIds: [],
      due: null,
      checklist: {},
      archived: false,
      createdAt: now,
      updatedAt: now,
    });
    if (c % 5 === 0) {
      void writer.set(card.collection('comments').doc('c1'), {
        authorId: uid,
        authorName: 'Owner',
        text: 'A comment',
        createdAt: now,
        updatedAt: now,
      });
    }
    void writer.set(board.collection('activity').doc(`a${c}`), {
      kind: 'cardAdd',
      authorId: uid,
      at: now,
      cardId: card.id,
    });
  }
  await writer.close();
}
