// A signed-in person's dashboard and an open board, as preloaded store state for saga tests,
// plus small helpers to see the store as it was when a write was sent.
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../../src/app/rootReducer';
import { rootReducer } from '../../src/app/rootReducer';
import type { ActivityDraft } from '../../src/domain/activity';
import type { FieldChange } from '../../src/domain/edit';
import { DEFAULT_LABELS } from '../../src/domain/labels';
import type { ColorKey } from '../../src/domain/palette';
import type { Board, BoardList, BoardSummary, Card } from '../../src/domain/types';
import { initialBoardState } from '../../src/features/board/openBoardSlice';
import { commitEdit } from '../../src/services/edits';
import { ada, signedInState } from './fixtures';

export const BOARD_ID = 'board-1';

export function summaryOf(
  id: string,
  title: string,
  color: ColorKey = 'blue',
  ownerId = ada.uid,
): BoardSummary {
  return { id, ownerId, title, color, deleting: false, importedFrom: null };
}

export function makeBoard(overrides: Partial<Board> = {}): Board {
  return {
    id: BOARD_ID,
    ownerId: ada.uid,
    members: [{ uid: ada.uid, role: 'owner', name: ada.displayName ?? '', email: ada.email ?? '' }],
    title: 'Roadmap',
    color: 'blue',
    labels: DEFAULT_LABELS,
    cardCount: 0,
    listCount: 0,
    deleting: false,
    importedFrom: null,
    createdAt: 1,
    updatedAt: 1,
    watcherIds: [],
    mutedBy: [],
    ...overrides,
  };
}

export function makeList(id: string, rank: string, overrides: Partial<BoardList> = {}): BoardList {
  return { id, title: `List ${id}`, rank, archived: false, ...overrides };
}

export function makeCard(
  id: string,
  listId: string,
  rank: string,
  overrides: Partial<Card> = {},
): Card {
  return {
    id,
    listId,
    rank,
    title: `Card ${id}`,
    description: '',
    labelIds: [],
    assigneeIds: [],
    due: null,
    dueComplete: false,
    checklist: [],
    archived: false,
    watcherIds: [],
    ...overrides,
  };
}

const byId = <T extends { id: string }>(items: T[]) =>
  Object.fromEntries(items.map((item) => [item.id, item]));

/** Ada's dashboard: her boards in `order`, their summaries, and which are starred. */
export function dashboardState({
  order = ['b1', 'b2', 'b3'],
  starred = [] as string[],
  summaries = [summaryOf('b1', 'Home'), summaryOf('b2', 'Work', 'green'), summaryOf('b3', 'Trip')],
}: { order?: string[]; starred?: string[]; summaries?: BoardSummary[] } = {}): RootState {
  const state = signedInState(ada, order);
  return {
    ...state,
    user: { ...state.user, record: { boards: order, starred } },
    boards: { ...state.boards, summaries: byId(summaries), status: 'ready' },
  };
}

/** `base` with `board` open and fully loaded (all three sources have arrived). */
export function withOpenBoard(
  base: RootState,
  board: Board,
  lists: BoardList[] = [],
  cards: Card[] = [],
): RootState {
  return {
    ...base,
    board: {
      ...initialBoardState,
      boardId: board.id,
      status: 'ready',
      board,
      lists: byId(lists),
      cards: byId(cards),
      loaded: { board: true, lists: true, firstCards: false, cards: true },
    },
  };
}

/**
 * The open board most editor tests start from:
 *   l1 "To do":  c1, c2, c3 (and archived cA last)   l2 "Doing": c4   l3 "Done": (empty)
 *   lA: an archived list ranked after them all.
 */
export function boardScene(boardOverrides: Partial<Board> = {}) {
  const lists = [
    makeList('l1', 'a0', { title: 'To do' }),
    makeList('l2', 'a1', { title: 'Doing' }),
    makeList('l3', 'a2', { title: 'Done' }),
    makeList('lA', 'a3', { title: 'Old', archived: true }),
  ];
  const cards = [
    makeCard('c1', 'l1', 'a0', { title: 'Alpha one' }),
    makeCard('c2', 'l1', 'a1', { title: 'Beta two' }),
    makeCard('c3', 'l1', 'a2', { title: 'Alpha three' }),
    makeCard('cA', 'l1', 'a3', { title: 'Archived', archived: true }),
    makeCard('c4', 'l2', 'a0', { title: 'Alpha four' }),
  ];
  const board = makeBoard({ cardCount: cards.length, ...boardOverrides });
  return { board, lists, cards, state: withOpenBoard(dashboardState(), board, lists, cards) };
}

/** Error the way Firestore throws it when the rules refuse a write or read. */
export const permissionDenied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

/**
 * The root reducer, remembering the latest state, so a provider can look at the store at the
 * moment a write is sent (proving the change was on screen before the server answered).
 */
export function trackedReducer(initial: RootState) {
  let latest = initial;
  const reducer = (state: RootState | undefined, action: Action): RootState =>
    (latest = rootReducer(state, action));
  return { reducer, initial, now: () => latest };
}

/** Lets pending promise callbacks (and expectSaga's asynchronous dispatch) run. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A dynamic provider: answers calls to `fn` with `respond(...args)` (which may throw, like a
 * refused write) and lets every other effect through.
 */
export const whenCalled = (fn: unknown, respond: (...args: unknown[]) => unknown) => ({
  call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
    return effect.fn === fn ? respond(...effect.args) : next();
  },
});

/** One write of a board edit: the changes and the activity entry, in one batch. */
export interface Commit {
  boardId: string;
  changes: FieldChange[];
  activity: { id: string; draft: ActivityDraft } | null;
}

/**
 * A provider answering `commitEdit` (every board edit's one write) with `respond(changes)`,
 * which may throw (refused) or return a promise (waiting); notes each call in `commits`.
 */
export function commitsTo(respond: (changes: FieldChange[]) => unknown = () => undefined) {
  const commits: Commit[] = [];
  const provider = whenCalled(commitEdit, (boardId, changes, activity) => {
    commits.push({ boardId, changes, activity } as Commit);
    return respond(changes as FieldChange[]);
  });
  return { provider, commits, changes: () => commits.map((commit) => commit.changes) };
}

/** The answer of a write the rules refuse. */
export const refuse = () => {
  throw permissionDenied();
};
