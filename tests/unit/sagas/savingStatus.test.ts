// What the header's saving status counts: this tab's writes until the server has them, and
// the snapshots' pending flags only for writes left by an earlier visit.
import type { Action } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { cardsSnapshotReceived } from '../../../src/features/board/openBoardSlice';
import { addCardSaga } from '../../../src/features/cards/cardsSaga';
import { selectIsOffline, selectWaitingChanges } from '../../../src/features/board/syncSelectors';
import {
  connectivityChanged,
  earlierWritesSaved,
  watchEarlierWrites,
} from '../../../src/features/sync';
import { persist } from '../../../src/features/sync/persist';
import { sessionEnded } from '../../../src/features/session';
import { commitEdit } from '../../../src/services/edits';
import { waitForQueuedWrites } from '../../../src/services/pendingWrites';
import { boardScene, makeCard, whenCalled } from '../boardFixtures';

const never = () => new Promise<void>(() => undefined);
const reduce = (state: RootState, ...actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce(rootReducer, state);

describe('Saving status', () => {
  it('clears once the server acknowledges a new card, even if its snapshot stays flagged pending', async () => {
    const { state } = boardScene();
    const saved = reduce(state, earlierWritesSaved());
    // The listener shows the new card as pending and never hears that it was acknowledged
    // (its query had not caught up with the server): only the write's own answer counts.
    const flagged = { type: 'upsert' as const, pending: true };
    let sent = false;
    const { storeState } = await expectSaga(addCardSaga, {
      type: 'board/cardAddRequested',
      payload: { listId: 'l3', title: 'Ship it' },
    })
      .withReducer(rootReducer, saved)
      .provide([
        whenCalled(commitEdit, () => {
          sent = true;
          return undefined;
        }),
      ])
      .run();

    expect(sent).toBe(true);
    const newCard = Object.values((storeState as RootState).board.cards).find(
      (card) => card.title === 'Ship it',
    )!;
    const afterSnapshot = reduce(
      storeState as RootState,
      cardsSnapshotReceived({ changes: [{ ...flagged, doc: newCard }], fromCache: false }),
    );
    expect(afterSnapshot.board.pending).toEqual({ [`card:${newCard.id}`]: true });
    expect(afterSnapshot.sync.inFlight).toBe(0);
    expect(selectWaitingChanges(afterSnapshot)).toBe(0);
  });

  it('counts each of this tab’s writes while the server has not answered, offline too', () => {
    const { state: scene } = boardScene();
    let state = reduce(scene, earlierWritesSaved(), connectivityChanged(false));
    const store = {
      getState: () => state,
      dispatch: (action: Action) => void (state = rootReducer(state, action)),
    };
    // Offline, a write's promise waits for the network: two writes, both still waiting.
    const tasks = [1, 2].map(() =>
      runSaga(store, persist, call(never), { what: 'add the card', rollback: [] }),
    );

    expect(selectWaitingChanges(state)).toBe(2);
    expect(selectIsOffline(state)).toBe(true);
    tasks.forEach((task) => task.cancel());
  });

  it('counts the pending documents of an earlier visit until Firestore says they are saved', async () => {
    const { state } = boardScene();
    // Reloaded offline: the cache still holds two cards written before the reload.
    const reloaded = reduce(
      state,
      cardsSnapshotReceived({
        changes: [
          { type: 'upsert', doc: makeCard('c8', 'l3', 'a0'), pending: true },
          { type: 'upsert', doc: makeCard('c9', 'l3', 'a1'), pending: true },
        ],
        fromCache: true,
      }),
    );
    expect(selectWaitingChanges(reloaded)).toBe(2);

    const stillOffline = await expectSaga(watchEarlierWrites, 'ada')
      .withReducer(rootReducer, reloaded)
      .provide([[matchers.call.fn(waitForQueuedWrites), never()]])
      .silentRun(50);
    expect(selectWaitingChanges(stillOffline.storeState)).toBe(2);

    const backOnline = await expectSaga(watchEarlierWrites, 'ada')
      .withReducer(rootReducer, reloaded)
      .provide([[matchers.call.fn(waitForQueuedWrites), undefined]])
      .put(earlierWritesSaved())
      .run();
    expect(selectWaitingChanges(backOnline.storeState)).toBe(0);
  });

  it('checks the next person’s earlier writes afresh after a sign-out', () => {
    const { state } = boardScene();
    const signedOut = reduce(state, earlierWritesSaved(), sessionEnded());
    expect(signedOut.sync.earlierWritesSaved).toBe(false);
  });
});
