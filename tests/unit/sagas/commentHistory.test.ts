// A comment's add, edit and delete are edits like any other: Ctrl+Z takes them back (and redo
// puts them again) while the comment is still as the step left it, and Revert from the feed
// takes back anyone's comment edit, reading the comment first when its card is not open.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { ActivityEntry } from '../../../src/domain/activity';
import type { Comment } from '../../../src/domain/comment';
import type { FieldChange } from '../../../src/domain/edit';
import { activityRevertRequested } from '../../../src/features/activity';
import {
  addCommentSaga,
  deleteCommentSaga,
  editCommentSaga,
} from '../../../src/features/comments/commentsSaga';
import {
  commentAddRequested,
  commentDeleteRequested,
  commentEditRequested,
  commentsSnapshotReceived,
} from '../../../src/features/comments/commentsSlice';
import { redoSaga, undoSaga } from '../../../src/features/edits/history/undoSaga';
import { revertSaga } from '../../../src/features/edits/revertSaga';
import * as commentsService from '../../../src/services/comments';
import * as editsService from '../../../src/services/edits';
import { BOARD_ID, boardScene, whenCalled, type Commit } from '../boardFixtures';
import { ada, grace } from '../fixtures';

type Saga = (action: never) => Generator;

const said = (id: string, authorId: string, text: string): Comment => ({
  id,
  authorId,
  authorName: authorId === ada.uid ? 'Ada Lovelace' : 'Grace Hopper',
  text,
  createdAt: 1_000,
  updatedAt: 1_000,
  importedAt: null,
});

const mine = said('m1', ada.uid, 'Mine');

/** Ada's board with c1's details open, showing her comment m1 (`open`: false, no card open). */
function scene(open = true): RootState {
  const { state } = boardScene({
    members: [
      { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' },
      { uid: grace.uid, role: 'editor', name: 'Grace Hopper', email: 'grace@example.com' },
    ],
  });
  return {
    ...state,
    session: { uid: ada.uid },
    modal: open ? { open: 'cardDetails', subject: 'c1' } : { open: null, subject: null },
    comments: open
      ? { cardId: 'c1', status: 'ready', error: null, byId: { m1: mine } }
      : { cardId: null, status: 'idle', error: null, byId: {} },
  } as RootState;
}

/** Runs `saga` over `state`; the comment reads answer `live`; returns the state and commits. */
async function run(
  saga: Saga,
  action: Action | undefined,
  state: RootState,
  extra: { live?: Comment | null; entry?: ActivityEntry } = {},
) {
  const commits: Commit[] = [];
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(rootReducer, state)
    .provide([
      whenCalled(editsService.commitEdit, (boardId, changes, activity) => {
        commits.push({ boardId, changes, activity } as Commit);
      }),
      whenCalled(commentsService.readComment, () => extra.live ?? null),
      whenCalled(editsService.readActivityEntry, () => extra.entry ?? null),
    ])
    .run({ silenceTimeout: true });
  return { state: storeState as RootState, commits };
}

const notices = (state: RootState) => state.notices.items.map((notice) => notice.text);
const kinds = (commits: Commit[]) => commits.map((commit) => commit.activity?.draft.kind);

/** Someone else's change to c1's comments, heard live. */
const heard = (state: RootState, comment: Comment) =>
  rootReducer(
    state,
    commentsSnapshotReceived({
      cardId: 'c1',
      changes: [{ type: 'upsert', doc: comment, pending: false }],
    }),
  );

describe('undoing a comment', () => {
  it('an add: Ctrl+Z deletes it (a delete in the feed), redo brings it back', async () => {
    const added = await run(
      addCommentSaga as Saga,
      commentAddRequested({ cardId: 'c1', text: 'New one' }),
      scene(),
    );
    const [id] = Object.keys(added.state.comments.byId).filter((key) => key !== 'm1');
    const undone = await run(undoSaga as Saga, undefined, added.state);
    expect(undone.state.comments.byId).toEqual({ m1: mine });
    expect(kinds(undone.commits)).toEqual(['commentDelete']);
    const [change] = undone.commits[0]!.changes as [Extract<FieldChange, { doc: 'comment' }>];
    expect(change).toEqual(
      expect.objectContaining({ doc: 'comment', id, cardId: 'c1', after: null }),
    );
    // Undoing the comment never takes back the watching it started.
    expect(change).not.toHaveProperty('watch');
    expect(undone.state.board.cards.c1?.watcherIds).toContain(ada.uid);
    expect(notices(undone.state)).toEqual(['Undone: comment on ‘Alpha one’']);

    const redone = await run(redoSaga as Saga, undefined, undone.state);
    expect(redone.state.comments.byId[id!]?.text).toBe('New one');
    expect(kinds(redone.commits)).toEqual(['commentAdd']);
  });

  it('an edit: Ctrl+Z writes the old text back', async () => {
    const edited = await run(
      editCommentSaga as Saga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
      scene(),
    );
    const undone = await run(undoSaga as Saga, undefined, edited.state);
    expect(undone.state.comments.byId.m1?.text).toBe('Mine');
    expect(undone.commits.map((commit) => commit.changes)).toEqual([
      [
        {
          doc: 'comment',
          id: 'm1',
          cardId: 'c1',
          before: { ...mine, text: 'Mine, better' },
          after: mine,
        },
      ],
    ]);
    expect(kinds(undone.commits)).toEqual(['commentEdit']);
  });

  it('an edit changed since (another tab): left alone, and the person is told', async () => {
    const edited = await run(
      editCommentSaga as Saga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
      scene(),
    );
    const since = heard(edited.state, { ...mine, text: 'Mine, from my phone' });
    const undone = await run(undoSaga as Saga, undefined, since);
    expect(undone.commits).toEqual([]);
    expect(undone.state.comments.byId.m1?.text).toBe('Mine, from my phone');
    expect(notices(undone.state)).toEqual(['Not undone: ‘Alpha one’ was changed elsewhere']);
  });

  it('a delete: Ctrl+Z brings the comment back as it was', async () => {
    const deleted = await run(
      deleteCommentSaga as Saga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm1' }),
      scene(),
    );
    expect(deleted.state.comments.byId).toEqual({});
    const undone = await run(undoSaga as Saga, undefined, deleted.state);
    expect(undone.state.comments.byId).toEqual({ m1: mine });
    expect(undone.commits.map((commit) => commit.changes)).toEqual([
      [{ doc: 'comment', id: 'm1', cardId: 'c1', before: null, after: mine }],
    ]);
    expect(kinds(undone.commits)).toEqual(['commentAdd']);
  });
});

describe('reverting a comment edit from the feed', () => {
  const edit: FieldChange = {
    doc: 'comment',
    id: 'm1',
    cardId: 'c1',
    before: mine,
    after: { ...mine, text: 'Mine, worse' },
  };
  const entry: ActivityEntry = {
    id: 'e1',
    authorId: ada.uid,
    authorName: 'Ada Lovelace',
    at: 5_000,
    kind: 'commentEdit',
    cardId: 'c1',
    listId: 'l1',
    subject: 'Alpha one',
    field: null,
    before: null,
    after: null,
    words: { commentId: 'm1', comment: 'Mine, worse' },
    changes: [edit],
    revertOf: null,
  };

  it('reads the comment (its card is not open) and writes the old text back, as a revert', async () => {
    const reverted = await run(
      revertSaga as Saga,
      activityRevertRequested({ entryId: 'e1' }),
      scene(false),
      {
        entry,
        live: { ...mine, text: 'Mine, worse' },
      },
    );
    expect(reverted.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: [{ ...edit, before: { ...mine, text: 'Mine, worse' }, after: mine }],
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({
            kind: 'commentEdit',
            revertOf: 'e1',
            words: { commentId: 'm1', comment: 'Mine' },
          }),
        },
      },
    ]);
    expect(notices(reverted.state)).toEqual(['Reverted: “Alpha one”']);
  });

  it('not someone else’s comment (the rules let only its author write it): nothing is written', async () => {
    const graces = said('m1', grace.uid, 'Hers');
    const reverted = await run(
      revertSaga as Saga,
      activityRevertRequested({ entryId: 'e1' }),
      scene(false),
      {
        entry: {
          ...entry,
          authorId: grace.uid,
          changes: [{ ...edit, before: graces, after: { ...graces, text: 'Hers, worse' } }],
        },
        live: { ...graces, text: 'Hers, worse' },
      },
    );
    expect(reverted.commits).toEqual([]);
    expect(notices(reverted.state)).toEqual([
      'Not reverted: only its author can bring back or edit a comment.',
    ]);
  });

  it('not when the comment changed since: nothing is written', async () => {
    const reverted = await run(
      revertSaga as Saga,
      activityRevertRequested({ entryId: 'e1' }),
      scene(false),
      {
        entry,
        live: { ...mine, text: 'Changed again' },
      },
    );
    expect(reverted.commits).toEqual([]);
    expect(reverted.state.notices.items).toEqual([
      expect.objectContaining({ text: 'Not reverted: “Alpha one” changed since.' }),
    ]);
  });
});
