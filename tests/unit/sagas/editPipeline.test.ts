// The one pipeline every board edit goes through (features/boards/edits/applyEdit.ts): shown at
// once, noted for undo, written with its activity entry in one commit, counted while it waits,
// taken back with a message if refused; undo and redo apply the inverse through it again.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { FieldChange } from '../../../src/domain/edit';
import { newId } from '../../../src/domain/ids';
import { applyEdit } from '../../../src/features/edits/applyEdit';
import type { Edit } from '../../../src/features/edits/edit';
import { redoSaga, undoSaga } from '../../../src/features/edits/history/undoSaga';
import { cardsSnapshotReceived } from '../../../src/features/board/openBoardSlice';
import { selectVisibleCardIds } from '../../../src/features/board/openBoardSelectors';
import { selectWaitingChanges } from '../../../src/features/board/syncSelectors';
import { connectivityChanged, earlierWritesSaved } from '../../../src/features/sync';
import { commitEdit } from '../../../src/services/edits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  makeCard,
  permissionDenied,
  tick,
  trackedReducer,
  whenCalled,
} from '../boardFixtures';
import { ada } from '../fixtures';

const visible = (state: RootState, listId: string) => selectVisibleCardIds(state, listId);

/** c2 "Beta two" moved from "To do" (after c1) to "Doing", after c4. */
const moveChanges: FieldChange[] = [
  {
    doc: 'card',
    id: 'c2',
    before: { listId: 'l1', rank: 'a1' },
    after: { listId: 'l2', rank: 'a0V' },
  },
];
const move: Edit = {
  boardId: BOARD_ID,
  kind: 'cardMove',
  subject: 'Beta two',
  changes: moveChanges,
  what: 'move the card',
};
const moveStep = {
  id: expect.any(String),
  kind: 'cardMove',
  label: 'move of ‘Beta two’',
  subject: 'Beta two',
  changes: moveChanges,
};

/** The scene with c2 moved through the pipeline (its write saved): one step to undo. */
async function afterMove() {
  const { storeState } = await expectSaga(applyEdit, move)
    .withReducer(rootReducer, boardScene().state)
    .provide([[matchers.call.fn(commitEdit), undefined]])
    .run();
  return storeState as RootState;
}

describe('an edit applied', () => {
  it('shows at once, is noted for undo, and is written with its activity entry', async () => {
    const tracked = trackedReducer(boardScene().state);
    let atWrite: RootState | undefined;
    const writes = commitsTo(() => void (atWrite = tracked.now()));
    const { storeState, returnValue } = await expectSaga(applyEdit, move)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([[matchers.call.fn(newId), 'entry-1'], writes.provider])
      .run();

    expect(returnValue).toBe(true);
    for (const state of [atWrite!, storeState as RootState]) {
      expect(visible(state, 'l1')).toEqual(['c1', 'c3']);
      expect(visible(state, 'l2')).toEqual(['c4', 'c2']);
      expect(state.history.past).toEqual([moveStep]);
    }
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: moveChanges,
        activity: {
          id: 'entry-1',
          draft: {
            authorId: ada.uid,
            authorName: 'Ada Lovelace',
            kind: 'cardMove',
            cardId: 'c2',
            listId: 'l1',
            subject: 'Beta two',
            field: 'listId',
            before: 'l1',
            after: 'l2',
            // The lists' names as they were when the card moved.
            words: { fromList: 'To do', toList: 'Doing', list: 'To do' },
            changes: moveChanges,
            revertOf: null,
          },
        },
      },
    ]);
    expect(storeState.notices.items).toEqual([]);
    expect(storeState.sync.inFlight).toBe(0);
  });

  it('does nothing for an edit without changes', async () => {
    const { state } = boardScene();
    const { storeState, returnValue } = await expectSaga(applyEdit, { ...move, changes: [] })
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(returnValue).toBe(true);
    expect(storeState).toEqual(state);
  });
});

describe('an edit the server refuses', () => {
  it('is taken back to what the server last confirmed, said in plain words, and not undoable', async () => {
    const { state, board, lists, cards } = boardScene();
    // The server confirmed Bob's title; "Beta two" here is an earlier rename still unsaved.
    const confirmedCards = Object.fromEntries(
      cards.map((card) => [card.id, card.id === 'c2' ? { ...card, title: 'Bob’s title' } : card]),
    );
    const base: RootState = {
      ...state,
      board: {
        ...state.board,
        confirmed: {
          board,
          lists: Object.fromEntries(lists.map((list) => [list.id, list])),
          cards: confirmedCards,
        },
      },
    };
    const rename: Edit = {
      boardId: BOARD_ID,
      kind: 'cardRename',
      subject: 'Beta two',
      changes: [
        { doc: 'card', id: 'c2', before: { title: 'Beta two' }, after: { title: 'Beta 2' } },
      ],
      what: 'rename the card',
      keptText: 'Beta 2',
    };
    const tracked = trackedReducer(base);
    let atWrite: RootState | undefined;
    const { storeState, returnValue } = await expectSaga(applyEdit, rename)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        whenCalled(commitEdit, () => {
          atWrite = tracked.now();
          throw permissionDenied();
        }),
      ])
      .run();

    expect(atWrite?.board.cards.c2?.title).toBe('Beta 2');
    expect(atWrite?.history.past).toHaveLength(1);
    const after = storeState as RootState;
    expect(returnValue).toBe(false);
    expect(after.board.cards).toEqual({ ...base.board.cards, c2: confirmedCards.c2 });
    expect(after.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: 'We couldn’t rename the card (the server refused it). The change was undone.',
        keptText: 'Beta 2',
      },
    ]);
    expect(after.history.past).toEqual([]);
    expect(after.sync.inFlight).toBe(0);
  });

  it('puts a card it deleted back, with the board’s count', async () => {
    const { state, cards } = boardScene();
    const c2 = cards[1]!;
    const { storeState } = await expectSaga(applyEdit, {
      boardId: BOARD_ID,
      kind: 'cardDelete',
      subject: c2.title,
      changes: [{ doc: 'cardPresence', id: 'c2', before: c2, after: null }],
      what: 'delete the card',
    })
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commitEdit), throwError(permissionDenied())],
        // The card is still on the server: the delete did not land.
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.history.past).toEqual([]);
    expect(storeState.notices.items[0]?.text).toBe(
      'We couldn’t delete the card (the server refused it). The change was undone.',
    );
  });
});

describe('an edit made offline', () => {
  it('stays on screen and is counted as waiting until the server has it', async () => {
    const { state } = boardScene();
    const offline = [earlierWritesSaved(), connectivityChanged(false)].reduce<RootState>(
      (current, action: Action) => rootReducer(current, action),
      state,
    );
    const tracked = trackedReducer(offline);
    let answer: () => void = () => undefined;
    const test = expectSaga(applyEdit, move)
      .withReducer(tracked.reducer, tracked.initial)
      // Offline, the commit's promise waits for the network (Firestore keeps it queued).
      .provide([whenCalled(commitEdit, () => new Promise<void>((done) => (answer = done)))]);
    const running = test.run();
    await tick();

    const waiting = tracked.now();
    expect(selectWaitingChanges(waiting)).toBe(1);
    expect(visible(waiting, 'l2')).toEqual(['c4', 'c2']);
    expect(waiting.history.past).toEqual([moveStep]);
    // Shown over any snapshot until the server answers (openBoardState's `unsaved`).
    expect(waiting.board.unsaved.map((edit) => edit.changes)).toEqual([moveChanges]);

    // Back online, the server takes it: nothing waits, nothing is put back.
    answer();
    const { storeState, returnValue } = await running;
    const after = storeState as RootState;
    expect(returnValue).toBe(true);
    expect(selectWaitingChanges(after)).toBe(0);
    expect(visible(after, 'l2')).toEqual(['c4', 'c2']);
    expect(after.board.unsaved).toEqual([]);
    expect(after.notices.items).toEqual([]);
  });
});

describe('undo and redo through the pipeline', () => {
  it('undo applies the inverse as a new commit, not noted as a step of its own', async () => {
    const moved = await afterMove();
    const writes = commitsTo();
    const { storeState } = await expectSaga(undoSaga)
      .withReducer(rootReducer, moved)
      .provide([writes.provider])
      .run();

    const back: FieldChange[] = [
      {
        doc: 'card',
        id: 'c2',
        before: { listId: 'l2', rank: 'a0V' },
        after: { listId: 'l1', rank: 'a1' },
      },
    ];
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: back,
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({
            authorId: ada.uid,
            kind: 'cardMove',
            cardId: 'c2',
            field: 'listId',
            before: 'l2',
            after: 'l1',
            words: expect.objectContaining({ fromList: 'Doing', toList: 'To do' }),
            changes: back,
          }),
        },
      },
    ]);
    const after = storeState as RootState;
    expect(visible(after, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(visible(after, 'l2')).toEqual(['c4']);
    expect(after.history.past).toEqual([]);
    expect(after.history.future).toEqual([{ ...moveStep, changes: moveChanges }]);
    expect(after.notices.items).toEqual([
      expect.objectContaining({ tone: 'info', text: 'Undone: move of ‘Beta two’' }),
    ]);
    expect(after.sync.inFlight).toBe(0);
  });

  it('redo applies the step again as a new commit, and it can be undone again', async () => {
    const moved = await afterMove();
    const { storeState: undone } = await expectSaga(undoSaga)
      .withReducer(rootReducer, moved)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .run();
    const writes = commitsTo();
    const { storeState } = await expectSaga(redoSaga)
      .withReducer(rootReducer, undone as RootState)
      .provide([writes.provider])
      .run();

    expect(writes.changes()).toEqual([moveChanges]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      kind: 'cardMove',
      before: 'l1',
      after: 'l2',
      words: { fromList: 'To do', toList: 'Doing' },
    });
    const after = storeState as RootState;
    expect(visible(after, 'l2')).toEqual(['c4', 'c2']);
    expect(after.history.past).toEqual([moveStep]);
    expect(after.history.future).toEqual([]);
    expect(after.notices.items.map((notice) => notice.text)).toEqual([
      'Undone: move of ‘Beta two’',
      'Redone: move of ‘Beta two’',
    ]);
  });

  it('does not undo a card moved elsewhere since, and writes nothing', async () => {
    const moved = await afterMove();
    // Another tab moved c2 on to "Done" (the server confirmed it).
    const elsewhere = rootReducer(
      moved,
      cardsSnapshotReceived({
        changes: [
          {
            type: 'upsert',
            doc: makeCard('c2', 'l3', 'a0', { title: 'Beta two' }),
            pending: false,
          },
        ],
        fromCache: false,
      }),
    );
    const { storeState } = await expectSaga(undoSaga)
      .withReducer(rootReducer, elsewhere)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();

    const after = storeState as RootState;
    expect(after.board.cards).toEqual(elsewhere.board.cards);
    expect(visible(after, 'l3')).toEqual(['c2']);
    expect(after.notices.items).toEqual([
      expect.objectContaining({
        tone: 'info',
        text: 'Not undone: ‘Beta two’ was changed elsewhere',
      }),
    ]);
    expect(after.history.past).toEqual([]);
    expect(after.history.future).toEqual([]);
  });

  it('a refused undo is taken back and leaves nothing to redo', async () => {
    const moved = await afterMove();
    const { storeState } = await expectSaga(undoSaga)
      .withReducer(rootReducer, moved)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    const after = storeState as RootState;
    expect(visible(after, 'l2')).toEqual(['c4', 'c2']);
    expect(after.history.past).toEqual([]);
    expect(after.history.future).toEqual([]);
    expect(after.notices.items.at(-1)?.text).toBe(
      'We couldn’t undo the move of ‘Beta two’ (the server refused it). The change was undone.',
    );
  });
});
