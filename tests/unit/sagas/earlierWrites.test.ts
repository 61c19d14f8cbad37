// A write queued offline, then the page reloaded, then refused by the server: Firestore tells
// only the session that made it, so the write is noted on the device (persist's journal) and
// the next session reports it once the queue has reached the server.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { msg } from '@lingui/core/macro';
import { rootReducer } from '../../../src/app/rootReducer';
import { activateLocale } from '../../../src/i18n';
import { newId } from '../../../src/domain/ids';
import { cardAddRequested } from '../../../src/features/cards/cardRequests';
import { addCardSaga } from '../../../src/features/cards/cardsSaga';
import {
  earlierRefusalMessage,
  watchEarlierWrites,
} from '../../../src/features/sync/earlierWritesSaga';
import { commitEdit } from '../../../src/services/edits';
import { existsOnServer, waitForQueuedWrites } from '../../../src/services/pendingWrites';
import { leftOverWrites, noteWrite } from '../../../src/services/writeJournal';
import { BOARD_ID, boardScene, whenCalled } from '../boardFixtures';
import { ada } from '../fixtures';

beforeEach(() => localStorage.clear());

/** What an earlier visit left: a card added offline, its answer never heard. */
const addedOffline = () =>
  noteWrite({
    uid: ada.uid,
    what: 'add the card',
    path: `boards/${BOARD_ID}/cards/c9`,
    kind: 'create',
    keptText: 'Buy milk',
  });

describe('writes an earlier visit left unanswered', () => {
  it('a card added offline, then refused after the reload, is told, its title offered back', async () => {
    addedOffline();
    const { storeState } = await expectSaga(watchEarlierWrites, ada.uid)
      .withReducer(rootReducer, boardScene().state)
      .provide([
        [matchers.call.fn(waitForQueuedWrites), undefined],
        [matchers.call.fn(existsOnServer), false],
      ])
      .call(existsOnServer, `boards/${BOARD_ID}/cards/c9`)
      .run();
    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: earlierRefusalMessage('add the card'),
        keptText: 'Buy milk',
      },
    ]);
    expect(earlierRefusalMessage('add the card')).toBe(
      'A change you made before the page was reloaded was refused by the server: we couldn’t add the card.',
    );
    expect(leftOverWrites(ada.uid)).toEqual([]);
  });

  it('says nothing of a write that reached the server, and forgets it', async () => {
    addedOffline();
    const { storeState } = await expectSaga(watchEarlierWrites, ada.uid)
      .withReducer(rootReducer, boardScene().state)
      .provide([
        [matchers.call.fn(waitForQueuedWrites), undefined],
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    expect(storeState.notices.items).toEqual([]);
    expect(leftOverWrites(ada.uid)).toEqual([]);
  });

  it('keeps the note for the next session when the server cannot be asked', async () => {
    addedOffline();
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    const { storeState } = await expectSaga(watchEarlierWrites, ada.uid)
      .withReducer(rootReducer, boardScene().state)
      .provide([
        [matchers.call.fn(waitForQueuedWrites), undefined],
        [matchers.call.fn(existsOnServer), throwError(unavailable)],
      ])
      .run();
    expect(storeState.notices.items).toEqual([]);
    expect(leftOverWrites(ada.uid)).toHaveLength(1);
  });

  it('a write is noted while it waits for the server, and forgotten once answered', async () => {
    let answer: () => void = () => undefined;
    const saga = expectSaga(addCardSaga, cardAddRequested({ listId: 'l1', title: 'Buy milk' }))
      .withReducer(rootReducer, boardScene().state)
      .provide([
        [matchers.call.fn(newId), 'c9'],
        whenCalled(commitEdit, () => new Promise<void>((done) => (answer = done))),
      ]);
    const running = saga.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // What a reload now would leave for the next session: the message (its id; tests also keep
    // the English source, as development builds do), not a sentence.
    const left = leftOverWrites(ada.uid);
    expect(left).toEqual([
      {
        id: expect.any(String),
        uid: ada.uid,
        what: { id: expect.any(String), message: 'add the card' },
        path: `boards/${BOARD_ID}/cards/c9`,
        kind: 'create',
        keptText: 'Buy milk',
      },
    ]);
    expect(earlierRefusalMessage(left[0]!.what)).toBe(earlierRefusalMessage('add the card'));
    answer();
    await running;
    expect(leftOverWrites(ada.uid)).toEqual([]);
  });

  it('words a noted write in the language of the session that reports it', async () => {
    noteWrite({ uid: ada.uid, what: msg`add the card`, path: 'boards/b/cards/c', kind: 'create' });
    const [left] = leftOverWrites(ada.uid);
    await activateLocale('de', true);
    try {
      expect(earlierRefusalMessage(left!.what)).toBe(
        'Eine Änderung, die du vor dem Neuladen der Seite gemacht hast, wurde vom Server abgelehnt. Nicht geklappt hat: die Karte hinzufügen.',
      );
    } finally {
      await activateLocale('en');
    }
  }, 60_000);

  it('says a noted write this version has no message for without it', () => {
    expect(earlierRefusalMessage({ id: 'gone-message-id' })).toBe(
      'A change you made before the page was reloaded was refused by the server.',
    );
  });
});
