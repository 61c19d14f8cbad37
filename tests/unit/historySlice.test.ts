import reducer, {
  editRecorded,
  HISTORY_LIMIT,
  initialHistoryState,
  type HistoryEntry,
} from '../../src/features/edits/history/historySlice';
import { boardOpened } from '../../src/features/board/openBoardSlice';

const entry = (n: number): HistoryEntry => ({
  id: `e${n}`,
  kind: 'cardRename',
  label: `rename of ‘${n}’`,
  subject: `${n}`,
  changes: [{ doc: 'card', id: 'c1', before: { title: `${n}` }, after: { title: `${n + 1}` } }],
});

describe('the history of the open board', () => {
  it('keeps the newest 100 steps', () => {
    let state = reducer(initialHistoryState, boardOpened('b1'));
    for (let n = 1; n <= HISTORY_LIMIT + 5; n += 1) {
      state = reducer(state, editRecorded({ boardId: 'b1', entry: entry(n) }));
    }
    expect(HISTORY_LIMIT).toBe(100);
    expect(state.past).toHaveLength(100);
    expect(state.past[0]!.id).toBe('e6');
    expect(state.past.at(-1)!.id).toBe('e105');
  });

  it('starts afresh for another board', () => {
    let state = reducer(initialHistoryState, editRecorded({ boardId: 'b1', entry: entry(1) }));
    state = reducer(state, editRecorded({ boardId: 'b2', entry: entry(2) }));
    expect(state).toEqual({ boardId: 'b2', past: [entry(2)], future: [] });
    expect(reducer(state, boardOpened('b3'))).toEqual({ boardId: 'b3', past: [], future: [] });
  });
});
