import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { boardClosed, boardOpened } from '../../../src/features/board/openBoardSlice';
import {
  deletedCardCommentsSaga,
  pageHideChannel,
} from '../../../src/features/edits/history/deletedCardComments';
import {
  editRecorded,
  HISTORY_LIMIT,
  stepRedone,
  stepUndone,
  type HistoryEntry,
} from '../../../src/features/edits/history/historySlice';
import { CodedError } from '../../../src/services/errors';
import { waitForQueuedWrites } from '../../../src/services/pendingWrites';
import * as purgeService from '../../../src/services/purge';
import { makeCard } from '../boardFixtures';

const BOARD = 'b1';
const brief = makeCard('brief', 'todo', 'a0', { title: 'Write brief' });

const deletion = (id = 'del-1'): HistoryEntry => ({
  id,
  kind: 'cardDelete',
  label: 'deletion of ‘Write brief’',
  subject: 'Write brief',
  changes: [{ doc: 'cardPresence', id: brief.id, before: brief, after: null }],
});

const rename = (n: number): HistoryEntry => ({
  id: `rename-${n}`,
  kind: 'cardRename',
  label: 'rename of ‘other’',
  subject: 'other',
  changes: [{ doc: 'card', id: 'other', before: { title: `${n}` }, after: { title: `${n + 1}` } }],
});

const recorded = (entry: HistoryEntry) => editRecorded({ boardId: BOARD, entry });

/**
 * Ada's tab with board b1 open: the saga runs beside the history; the server's answers to
 * purgeCardComments are given by `answer` (one per call), and every call is noted.
 */
function deletedCards(answer: () => Promise<void> = () => Promise.resolve()) {
  const hide = channel<true>();
  const asked: [string, string][] = [];
  const initial: RootState = rootReducer(undefined, boardOpened(BOARD));
  const saga = expectSaga(deletedCardCommentsSaga)
    .withReducer(rootReducer, initial)
    .provide([
      [matchers.call.fn(pageHideChannel), hide],
      [matchers.call.fn(waitForQueuedWrites), undefined],
      {
        call(effect, next) {
          if (effect.fn !== purgeService.purgeCardComments) return next();
          asked.push(effect.args as [string, string]);
          return answer();
        },
      },
    ]);
  return { saga, hide, asked };
}

describe('a deleted card’s comments, once its delete can’t be undone', () => {
  it('are purged on the server when the board is left', async () => {
    const { saga, asked } = deletedCards();
    const { storeState } = await saga
      .dispatch(recorded(deletion()))
      .dispatch(boardClosed())
      .silentRun(50);
    expect(asked).toEqual([[BOARD, 'brief']]);
    expect(storeState.history.past).toEqual([]);
  });

  it('stay while the delete can still be undone', async () => {
    const { saga, asked } = deletedCards();
    const { storeState } = await saga
      .dispatch(recorded(deletion()))
      .dispatch(recorded(rename(1)))
      .silentRun(50);
    expect(asked).toEqual([]);
    expect(storeState.history.past.map((entry: HistoryEntry) => entry.id)).toEqual([
      'del-1',
      'rename-1',
    ]);
  });

  it('are purged when its step falls off the history, 100 steps on', async () => {
    const { saga, asked } = deletedCards();
    saga.dispatch(recorded(deletion()));
    for (let n = 1; n < HISTORY_LIMIT; n += 1) saga.dispatch(recorded(rename(n)));
    saga.dispatch(recorded(rename(HISTORY_LIMIT))); // the 101st step: the delete leaves
    const { storeState } = await saga.silentRun(100);
    expect(asked).toEqual([[BOARD, 'brief']]);
    expect(storeState.history.past).toHaveLength(HISTORY_LIMIT);
    expect(storeState.history.past[0]!.id).toBe('rename-1');
  });

  it('stay when the delete is undone, its redo then discarded, and the board left', async () => {
    const redo: HistoryEntry = { ...deletion('redo-1') };
    const { saga, asked } = deletedCards();
    const { storeState } = await saga
      .dispatch(recorded(deletion()))
      .dispatch(stepUndone({ redo })) // the card is back, comments and all
      .dispatch(recorded(rename(1))) // a new edit: the redo step is gone
      .dispatch(boardClosed())
      .silentRun(50);
    expect(asked).toEqual([]);
    expect(storeState.history.future).toEqual([]);
  });

  it('are purged when a delete undone and redone is then left', async () => {
    const { saga, asked } = deletedCards();
    await saga
      .dispatch(recorded(deletion()))
      .dispatch(stepUndone({ redo: deletion('redo-1') }))
      .dispatch(stepRedone({ undo: deletion('undo-again') }))
      .dispatch(boardClosed())
      .silentRun(50);
    expect(asked).toEqual([[BOARD, 'brief']]);
  });

  it('are asked for again the next time a board is left when the call failed (offline)', async () => {
    const answers = [
      () => Promise.reject(new CodedError('unavailable', 'Failed to fetch')),
      () => Promise.resolve(),
    ];
    const { saga, asked } = deletedCards(() => answers.shift()!());
    await saga
      .dispatch(recorded(deletion()))
      .dispatch(boardClosed())
      .dispatch(boardOpened('b2'))
      .dispatch(boardClosed())
      .silentRun(50);
    expect(asked).toEqual([
      [BOARD, 'brief'],
      [BOARD, 'brief'],
    ]);
  });

  it('are not asked for again, and nothing is said, when the server still has the card', async () => {
    const { saga, asked } = deletedCards(() =>
      Promise.reject(new CodedError('failed-precondition', 'This card is still there.')),
    );
    const { storeState } = await saga
      .dispatch(recorded(deletion()))
      .dispatch(boardClosed())
      .dispatch(boardOpened('b2'))
      .dispatch(boardClosed())
      .silentRun(50);
    expect(asked).toEqual([[BOARD, 'brief']]);
    expect(storeState.notices.items).toEqual([]);
  });

  it('are purged when the page is closed with the delete still undoable', async () => {
    const { saga, hide, asked } = deletedCards();
    const running = saga.dispatch(recorded(deletion())).silentRun(50);
    await new Promise((resolve) => setTimeout(resolve, 5));
    hide.put(true);
    await running;
    expect(asked).toEqual([[BOARD, 'brief']]);
  });
});
