// Revert writes only what its entry's kind may change, on the entry's own card, list or board
// (domain/editScope.ts): an entry whose stored changes were forged to hold more (the board's
// title, `deleting`, owner, members, another card) writes nothing, and undo and redo hold this
// tab's own steps to the same check.
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { ActivityEntry } from '../../../src/domain/activity';
import type { FieldChange } from '../../../src/domain/edit';
import { activityRevertRequested } from '../../../src/features/activity';
import { editRecorded } from '../../../src/features/edits/history/historySlice';
import { undoSaga } from '../../../src/features/edits/history/undoSaga';
import { revertSaga } from '../../../src/features/edits/revertSaga';
import * as editsService from '../../../src/services/edits';
import { BOARD_ID, boardScene, commitsTo, whenCalled } from '../boardFixtures';
import { makeEntry } from '../activity/activityFixtures';

const NOT_REVERTIBLE = 'This change can’t be reverted.';

/** Bob (an editor once) renamed c1 from “Old name” to “Alpha one”, its title now. */
const rename: FieldChange = {
  doc: 'card',
  id: 'c1',
  before: { title: 'Old name' },
  after: { title: 'Alpha one' },
};
const boardTitle: FieldChange = {
  doc: 'board',
  id: BOARD_ID,
  before: { title: 'Hacked' },
  after: { title: 'Roadmap' },
};
const deleting: FieldChange = {
  doc: 'board',
  id: BOARD_ID,
  before: { deleting: true },
  after: { deleting: false },
};

const entryOf = (changes: unknown[], overrides: Partial<ActivityEntry> = {}) =>
  makeEntry({
    id: 'e1',
    authorId: 'bob',
    kind: 'cardRename',
    cardId: 'c1',
    listId: 'l1',
    subject: 'Old name',
    changes: changes as FieldChange[],
    ...overrides,
  });

/** Bob as an editor of the board, or (gone: true) after he was removed from it. */
function scene({ gone = false } = {}): RootState {
  const { board, state } = boardScene();
  const bob = { uid: 'bob', role: 'editor' as const, name: 'Bob', email: 'bob@example.com' };
  const members = gone ? board.members : [...board.members, bob];
  return { ...state, board: { ...state.board, board: { ...board, members } } };
}

async function revert(entry: ActivityEntry, state = scene()) {
  const commits = commitsTo();
  const { storeState } = await expectSaga(
    revertSaga,
    activityRevertRequested({ entryId: entry.id }),
  )
    .withReducer(rootReducer, state)
    .provide([whenCalled(editsService.readActivityEntry, () => entry), commits.provider])
    .run({ silenceTimeout: true });
  const after = storeState as RootState;
  return {
    state: after,
    commits: commits.commits,
    notices: after.notices.items.map((notice) => notice.text),
  };
}

describe('Revert of an entry', () => {
  it('puts back the entry’s own field, on its own card, and nothing else', async () => {
    const { state, commits, notices } = await revert(entryOf([rename]));
    expect(commits).toHaveLength(1);
    expect(commits[0]!.changes).toEqual([
      { ...rename, before: rename.after, after: rename.before },
    ]);
    expect(commits[0]!.activity?.draft).toMatchObject({ kind: 'cardRename', revertOf: 'e1' });
    expect(state.board.cards.c1!.title).toBe('Old name');
    expect(notices).toContain('Reverted: “Old name”');
  });

  it.each([
    ['the board’s title', [rename, boardTitle]],
    ['the board’s deleting', [rename, deleting]],
    ['the board’s title alone', [boardTitle]],
    [
      'the board’s owner and members',
      [
        rename,
        {
          doc: 'board',
          id: BOARD_ID,
          before: { ownerId: 'bob', members: [] },
          after: { ownerId: 'ada-uid', members: [] },
        },
      ],
    ],
    [
      'the board’s counts',
      [rename, { doc: 'board', id: BOARD_ID, before: { cardCount: 0 }, after: { cardCount: 5 } }],
    ],
    [
      'a second card',
      [rename, { doc: 'card', id: 'c2', before: { title: 'x' }, after: { title: 'Beta two' } }],
    ],
    [
      'another list',
      [rename, { doc: 'list', id: 'l2', before: { title: 'x' }, after: { title: 'Doing' } }],
    ],
    [
      'a field a rename doesn’t change',
      [
        {
          ...rename,
          before: { title: 'Old name', listId: 'l2' },
          after: { title: 'Alpha one', listId: 'l1' },
        },
      ],
    ],
    [
      'the board’s deleting in a rename’s before',
      [{ ...rename, before: { title: 'Old name', deleting: true } }],
    ],
  ])('forged to hold %s writes nothing and says so', async (_, changes) => {
    const start = scene();
    const { state, commits, notices } = await revert(entryOf(changes));
    expect(commits).toEqual([]);
    expect(notices).toEqual([NOT_REVERTIBLE]);
    expect(state.board.board).toEqual(start.board.board);
    expect(state.board.cards).toEqual(start.board.cards);
    expect(state.board.lists).toEqual(start.board.lists);
  });

  it('of another card than the one it names writes nothing', async () => {
    const start = scene();
    const other = { ...rename, id: 'c2', after: { title: 'Beta two' } };
    const { state, commits, notices } = await revert(entryOf([other]));
    expect(commits).toEqual([]);
    expect(notices).toEqual([NOT_REVERTIBLE]);
    expect(state.board.cards).toEqual(start.board.cards);
  });

  it('of a kind this app doesn’t revert (a member’s role, a comment) writes nothing', async () => {
    for (const kind of ['memberRole', 'commentAdd', 'boardImport'] as const) {
      const { commits, notices } = await revert(entryOf([boardTitle], { kind, cardId: null }));
      expect(commits).toEqual([]);
      expect(notices).toEqual([NOT_REVERTIBLE]);
    }
  });

  it('forged as a board rename that also brings the board back from deleting writes nothing', async () => {
    const start = scene();
    const forged = {
      ...boardTitle,
      before: { title: 'Hacked', deleting: true },
      after: { title: 'Roadmap', deleting: false },
    };
    const { state, commits } = await revert(
      entryOf([forged], { kind: 'boardRename', cardId: null, listId: null }),
    );
    expect(commits).toEqual([]);
    expect(state.board.board).toEqual(start.board.board);
  });

  it('by someone no longer a member still reverts, its own field only', async () => {
    const start = scene({ gone: true });
    const { state, commits } = await revert(entryOf([rename]), start);
    expect(commits.map((commit) => commit.changes)).toEqual([
      [{ ...rename, before: rename.after, after: rename.before }],
    ]);
    expect(state.board.cards.c1!.title).toBe('Old name');
    expect(state.board.board).toEqual(start.board.board);

    const forged = await revert(entryOf([rename, boardTitle]), start);
    expect(forged.commits).toEqual([]);
    expect(forged.state.board.board).toEqual(start.board.board);
    expect(forged.state.board.cards).toEqual(start.board.cards);
  });
});

describe('Undo of a step outside its kind', () => {
  it('is dropped, with nothing written', async () => {
    const start = rootReducer(
      scene(),
      editRecorded({
        boardId: BOARD_ID,
        entry: {
          id: 's1',
          kind: 'cardRename',
          label: 'rename of ‘Old name’',
          subject: 'Old name',
          changes: [rename, boardTitle],
        },
      }),
    );
    const commits = commitsTo();
    const { storeState } = await expectSaga(undoSaga)
      .withReducer(rootReducer, start)
      .provide([commits.provider])
      .run({ silenceTimeout: true });
    const state = storeState as RootState;
    expect(commits.commits).toEqual([]);
    expect(state.history.past).toEqual([]);
    expect(state.history.future).toEqual([]);
    expect(state.board.board).toEqual(start.board.board);
    expect(state.notices.items.map((notice) => notice.text)).toEqual([
      'This change can’t be undone.',
    ]);
  });
});
