import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { boardSummaryRemoved } from '../../../src/features/board/boardsSlice';
import { persist } from '../../../src/features/sync/persist';
import { describeWriteError } from '../../../src/messages/errors';
import { existsOnServer } from '../../../src/services/pendingWrites';
import { ada } from '../fixtures';
import { leftOverWrites } from '../../../src/services/writeJournal';
import { dashboardState, permissionDenied, summaryOf } from '../boardFixtures';

/** Stands in for a service write. */
const write = async (what: string): Promise<void> => void what;

describe('persist: a write whose change is already on screen', () => {
  it('counts the write as waiting until the server has it, then settles', async () => {
    let confirm: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (confirm = resolve));
    let state: RootState = dashboardState();
    const task = runSaga(
      {
        getState: () => state,
        dispatch: (action: Action) => void (state = rootReducer(state, action)),
      },
      persist,
      call(() => pending),
      { what: 'rename the board', rollback: [] },
    );

    expect(state.sync.inFlight).toBe(1);
    confirm();
    expect(await task.toPromise()).toBe(true);
    expect(state.sync.inFlight).toBe(0);
    expect(state.notices.items).toEqual([]);
  });

  it('returns true and leaves the store as it was when the write goes through', async () => {
    const before = dashboardState();
    const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), {
      what: 'create the board',
      rollback: [boardSummaryRemoved('b1')],
      keptText: 'Home',
    })
      .withReducer(rootReducer, before)
      .provide([[matchers.call.fn(write), undefined]])
      .call(write, 'x')
      .run();

    expect(returnValue).toBe(true);
    expect(storeState).toEqual(before);
  });

  it('rolls back, says why with the typed text, and settles when the server refuses', async () => {
    const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), {
      what: 'create the board',
      rollback: [boardSummaryRemoved('b1')],
      keptText: 'Home',
    })
      .withReducer(rootReducer, dashboardState())
      .provide([[matchers.call.fn(write), throwError(permissionDenied())]])
      .run();

    expect(returnValue).toBe(false);
    expect(storeState.sync.inFlight).toBe(0);
    expect(storeState.boards.summaries.b1).toBeUndefined();
    expect(storeState.boards.summaries.b2).toEqual(summaryOf('b2', 'Work', 'green'));
    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: 'We couldn’t create the board (the server refused it). The change was undone.',
        keptText: 'Home',
      },
    ]);
  });

  it('words each failure for people, and still says the change was undone for unknown ones', async () => {
    const cases: [code: string, text: string][] = [
      ['unavailable', 'We couldn’t move the board (the server could not be reached).'],
      ['unauthenticated', 'We couldn’t move the board (you are signed out).'],
      ['not-found', 'We couldn’t move the board (it no longer exists).'],
      ['resource-exhausted', 'We couldn’t move the board (the server is over its limits'],
      ['weird-new-code', 'We couldn’t move the board. The change was undone.'],
    ];
    for (const [code, text] of cases) {
      const error = Object.assign(new Error(code), { code });
      const { storeState } = await expectSaga(persist, call(write, 'x'), {
        what: 'move the board',
        rollback: [],
      })
        .withReducer(rootReducer, dashboardState())
        .provide([[matchers.call.fn(write), throwError(error)]])
        .run();
      expect(storeState.notices.items).toHaveLength(1);
      expect(storeState.notices.items[0]).not.toHaveProperty('keptText');
      expect(storeState.notices.items[0]!.text).toContain(text);
      expect(storeState.notices.items[0]!.text).toBe(
        describeWriteError({ code, message: code }, 'move the board'),
      );
      expect(storeState.sync.inFlight).toBe(0);
    }
  });

  it('keeps the count balanced over several writes, failed and not', async () => {
    let state = dashboardState();
    for (const fails of [false, true, false, true]) {
      ({ storeState: state } = await expectSaga(persist, call(write, 'x'), {
        what: 'star the board',
        rollback: [],
      })
        .withReducer(rootReducer, state)
        .provide([[matchers.call.fn(write), fails ? throwError(permissionDenied()) : undefined]])
        .run());
    }
    expect(state.sync.inFlight).toBe(0);
    // The same message twice shows once.
    expect(state.notices.items).toHaveLength(1);
  });

  describe('a refusal of a write sent again after the connection dropped', () => {
    const createOptions = {
      what: 'create the board',
      rollback: [boardSummaryRemoved('b1')],
      keptText: 'Home',
      journal: { path: 'boards/b1', kind: 'create' as const },
    };
    beforeEach(() => localStorage.clear());

    it('keeps a create that the server already has: no rollback, no message, note gone', async () => {
      const before = dashboardState();
      const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), createOptions)
        .withReducer(rootReducer, before)
        .provide([
          [matchers.call.fn(write), throwError(permissionDenied())],
          [matchers.call.fn(existsOnServer), true],
        ])
        .call(existsOnServer, 'boards/b1')
        .run();

      expect(returnValue).toBe(true);
      expect(storeState).toEqual(before);
      expect(leftOverWrites(ada.uid)).toEqual([]);
    });

    it('rolls back a create the server does not have', async () => {
      const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), createOptions)
        .withReducer(rootReducer, dashboardState())
        .provide([
          [matchers.call.fn(write), throwError(permissionDenied())],
          [matchers.call.fn(existsOnServer), false],
        ])
        .run();

      expect(returnValue).toBe(false);
      expect(storeState.boards.summaries.b1).toBeUndefined();
      expect(storeState.notices.items).toHaveLength(1);
    });

    it('keeps a delete whose document is gone from the server', async () => {
      const before = dashboardState();
      const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), {
        what: 'delete the card',
        rollback: [boardSummaryRemoved('b1')],
        journal: { path: 'boards/b1/cards/c1', kind: 'delete' as const },
      })
        .withReducer(rootReducer, before)
        .provide([
          [matchers.call.fn(write), throwError(permissionDenied())],
          [matchers.call.fn(existsOnServer), false],
        ])
        .run();

      expect(returnValue).toBe(true);
      expect(storeState).toEqual(before);
    });

    it('when the server can’t be asked, keeps the change and leaves the note for the next visit', async () => {
      const before = dashboardState();
      const { storeState, returnValue } = await expectSaga(persist, call(write, 'x'), createOptions)
        .withReducer(rootReducer, before)
        .provide([
          [matchers.call.fn(write), throwError(permissionDenied())],
          [matchers.call.fn(existsOnServer), throwError(new Error('offline'))],
        ])
        .run();

      expect(returnValue).toBe(true);
      expect(storeState.boards.summaries).toEqual(before.boards.summaries);
      expect(storeState.notices.items).toEqual([]);
      expect(storeState.sync.inFlight).toBe(0);
      expect(leftOverWrites(ada.uid)).toMatchObject([{ path: 'boards/b1', kind: 'create' }]);
    });

    it('asks nothing for other failures or for updates', async () => {
      const unavailable = Object.assign(new Error('unavailable'), { code: 'unavailable' });
      await expectSaga(persist, call(write, 'x'), createOptions)
        .withReducer(rootReducer, dashboardState())
        .provide([[matchers.call.fn(write), throwError(unavailable)]])
        .not.call.fn(existsOnServer)
        .run();
      await expectSaga(persist, call(write, 'x'), {
        ...createOptions,
        journal: { path: 'boards/b1', kind: 'update' as const },
      })
        .withReducer(rootReducer, dashboardState())
        .provide([[matchers.call.fn(write), throwError(permissionDenied())]])
        .not.call.fn(existsOnServer)
        .run();
    });
  });
});
