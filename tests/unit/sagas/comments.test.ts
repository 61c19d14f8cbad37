// Comments on the open card: each change is an edit through the pipeline, shown at once and
// written with its activity entry; a refused write puts the screen back, says so, and offers
// the typed text back. The live follow starts with the
// card's details and stops when they close.
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { Comment } from '../../../src/domain/comment';
import { newId } from '../../../src/domain/ids';
import { LIMITS } from '../../../src/domain/limits';
import { createCommentsChannel } from '../../../src/features/comments/commentsChannel';
import {
  commentAddRequested,
  commentDeleteRequested,
  commentEditRequested,
} from '../../../src/features/comments/commentsSlice';
import {
  addCommentSaga,
  deleteCommentSaga,
  editCommentSaga,
  watchCardComments,
} from '../../../src/features/comments/commentsSaga';
import { modalClosed, modalOpened } from '../../../src/features/modal';
import * as editsService from '../../../src/services/edits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  permissionDenied,
  tick,
  trackedReducer,
} from '../boardFixtures';
import { ada, grace } from '../fixtures';

const NOW = 1_700_000_000_000;

function comment(id: string, authorId: string, text: string, createdAt: number): Comment {
  const authorName = authorId === ada.uid ? 'Ada Lovelace' : 'Grace Hopper';
  return { id, authorId, authorName, text, createdAt, updatedAt: createdAt, importedAt: null };
}

const adaSays = comment('m1', ada.uid, 'Mine', NOW - 2_000);
const graceSays = comment('m2', grace.uid, 'Hers', NOW - 1_000);

/** The board open (Ada owns it, Grace is `graceRole`) with c1's details showing two comments. */
function commentsScene({
  me = ada.uid,
  graceRole = 'editor' as 'editor' | 'viewer',
} = {}): RootState {
  const { state } = boardScene({
    members: [
      { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' },
      { uid: grace.uid, role: graceRole, name: 'Grace Hopper', email: 'grace@example.com' },
    ],
  });
  return {
    ...state,
    session: { uid: me },
    modal: { open: 'cardDetails', subject: 'c1' },
    comments: { cardId: 'c1', status: 'ready', error: null, byId: { m1: adaSays, m2: graceSays } },
  };
}

/** The one batch each comment write is: its change, and its activity entry. */
function commentCommits(respond?: () => unknown) {
  return commitsTo(respond);
}

describe('adding a comment', () => {
  it('shows it at once as the person’s own, and writes author, name and text with its entry', async () => {
    const writes = commentCommits();
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: '  Line one\nLine two  ' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([
        [matchers.call.fn(newId), 'm-new'],
        [matchers.call.fn(Date.now), NOW],
        writes.provider,
      ])
      .run();
    const added: Comment = {
      id: 'm-new',
      authorId: ada.uid,
      authorName: 'Ada Lovelace',
      text: 'Line one\nLine two',
      createdAt: NOW,
      updatedAt: NOW,
      importedAt: null,
    };
    // Ada watches c1 from now on, in the same batch.
    const changes = [
      { doc: 'comment', id: 'm-new', cardId: 'c1', before: null, after: added, watch: true },
    ];
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes,
        // Its activity entry goes in the same batch, with the edit for Revert.
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({
            authorId: ada.uid,
            kind: 'commentAdd',
            cardId: 'c1',
            // A word is kept on one line (the rules bound each word's pieces between line breaks).
            words: { commentId: 'm-new', comment: 'Line one Line two' },
            changes,
          }),
        },
      },
    ]);
    const after = storeState as RootState;
    expect(after.comments.byId['m-new']).toEqual(added);
    expect(after.history.past.map((step) => step.label)).toEqual(['comment on ‘Alpha one’']);
    expect(after.notices.items).toEqual([]);
  });

  it('is written under the name the person goes by on the board (the rules take no other)', async () => {
    const writes = commentCommits();
    const state = commentsScene();
    const members = state.board.board!.members.map((member) =>
      member.uid === ada.uid ? { ...member, name: 'Ada (Ops)' } : member,
    );
    const scene = {
      ...state,
      board: { ...state.board, board: { ...state.board.board!, members } },
    };
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: 'Hello' }),
    )
      .withReducer(rootReducer, scene)
      .provide([[matchers.call.fn(newId), 'm-new'], writes.provider])
      .run();
    expect(writes.changes()).toEqual([
      [expect.objectContaining({ after: expect.objectContaining({ authorName: 'Ada (Ops)' }) })],
    ]);
    expect((storeState as RootState).comments.byId['m-new']?.authorName).toBe('Ada (Ops)');
  });

  it('the commenter starts watching the card, in the same batch', async () => {
    const writes = commentCommits();
    const state = commentsScene({ me: grace.uid });
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: 'Hello' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(newId), 'm-new'], writes.provider])
      .run();
    expect(writes.changes()).toEqual([
      [expect.objectContaining({ doc: 'comment', id: 'm-new', watch: true })],
    ]);
    expect((storeState as RootState).board.cards.c1?.watcherIds).toEqual([
      ...state.board.cards.c1!.watcherIds,
      grace.uid,
    ]);
  });

  it('refused: the comment goes, the person is told, and the text is offered back', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: 'Keep me' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'm-new'],
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(editsService.commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), false],
      ])
      .run();
    const after = storeState as RootState;
    expect(after.comments).toEqual(state.comments);
    expect(after.board.cards).toEqual(state.board.cards);
    expect(after.history.past).toEqual([]);
    expect(after.notices.items).toEqual([
      expect.objectContaining({
        tone: 'error',
        text: expect.stringContaining('add the comment'),
        keptText: 'Keep me',
      }),
    ]);
  });

  it('refuses a blank or too long comment in words, keeping the text, and writes nothing', async () => {
    const long = 'x'.repeat(LIMITS.commentText + 1);
    for (const text of ['  \n ', long]) {
      const state = commentsScene();
      const { storeState } = await expectSaga(
        addCommentSaga,
        commentAddRequested({ cardId: 'c1', text }),
      )
        .withReducer(rootReducer, state)
        .provide([[matchers.call.fn(editsService.commitEdit), undefined]])
        .not.call.fn(editsService.commitEdit)
        .run();
      const after = storeState as RootState;
      expect(after.comments).toEqual(state.comments);
      expect(after.notices.items).toEqual([
        expect.objectContaining({
          tone: 'error',
          text:
            text === long
              ? expect.stringContaining('at most 5,000 characters')
              : 'A comment can’t be empty.',
          keptText: text,
        }),
      ]);
    }
  });

  it('a viewer cannot add one: nothing is written', async () => {
    const state = commentsScene({ me: grace.uid, graceRole: 'viewer' });
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: 'Hello' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(editsService.commitEdit), undefined]])
      .not.call.fn(editsService.commitEdit)
      .run();
    expect((storeState as RootState).comments).toEqual(state.comments);
    expect((storeState as RootState).notices.items).toEqual([
      expect.objectContaining({ keptText: 'Hello' }),
    ]);
  });
});

describe('editing a comment', () => {
  it('changes the text at once and writes only the text, with its entry', async () => {
    const writes = commentCommits();
    const { storeState } = await expectSaga(
      editCommentSaga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([writes.provider])
      .run();
    const changes = [
      {
        doc: 'comment',
        id: 'm1',
        cardId: 'c1',
        before: adaSays,
        after: { ...adaSays, text: 'Mine, better' },
      },
    ];
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes,
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({
            kind: 'commentEdit',
            cardId: 'c1',
            words: { commentId: 'm1', comment: 'Mine, better' },
            changes,
          }),
        },
      },
    ]);
    const after = storeState as RootState;
    expect(after.comments.byId.m1?.text).toBe('Mine, better');
    expect(after.history.past.map((step) => step.label)).toEqual(['comment edit on ‘Alpha one’']);
  });

  it('refused: the old text comes back, the person is told, and their edit is offered back', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      editCommentSaga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(editsService.commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    const after = storeState as RootState;
    expect(after.comments).toEqual(state.comments);
    expect(after.notices.items).toEqual([
      expect.objectContaining({ tone: 'error', keptText: 'Mine, better' }),
    ]);
  });

  it('nobody edits another person’s comment, not even the owner', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      editCommentSaga,
      commentEditRequested({ cardId: 'c1', commentId: 'm2', text: 'Hers, changed' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(editsService.commitEdit), undefined]])
      .not.call.fn(editsService.commitEdit)
      .run();
    expect((storeState as RootState).comments).toEqual(state.comments);
  });
});

describe('deleting a comment', () => {
  it('the owner deletes anyone’s: gone at once, and deleted with its entry', async () => {
    const writes = commentCommits();
    const { storeState } = await expectSaga(
      deleteCommentSaga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm2' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([writes.provider])
      .run();
    const changes = [{ doc: 'comment', id: 'm2', cardId: 'c1', before: graceSays, after: null }];
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes,
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({
            kind: 'commentDelete',
            authorId: ada.uid,
            words: { commentId: 'm2', comment: 'Hers' },
          }),
        },
      },
    ]);
    // A delete tells nobody.
    expect(writes.commits[0]?.activity).not.toHaveProperty('notifications');
    expect(Object.keys((storeState as RootState).comments.byId)).toEqual(['m1']);
    // Only Grace could write her comment again: no undo step for the owner.
    expect((storeState as RootState).history.past).toEqual([]);
  });

  it('refused: the comment comes back and the person is told', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      deleteCommentSaga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm1' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(editsService.commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    const after = storeState as RootState;
    expect(after.comments).toEqual(state.comments);
    expect(after.notices.items).toEqual([
      expect.objectContaining({
        tone: 'error',
        text: expect.stringContaining('delete the comment'),
      }),
    ]);
  });

  it('an editor cannot delete someone else’s', async () => {
    const state = commentsScene({ me: grace.uid });
    const { storeState } = await expectSaga(
      deleteCommentSaga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm1' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(editsService.commitEdit), undefined]])
      .not.call.fn(editsService.commitEdit)
      .run();
    expect((storeState as RootState).comments.byId).toEqual(state.comments.byId);
  });
});

describe('following the open card’s comments', () => {
  it('starts when its details open, hears new comments live, and stops when they close', async () => {
    const live = channel<object>();
    const close = jest.spyOn(live, 'close');
    const tracked = trackedReducer(boardScene().state);
    const test = expectSaga(watchCardComments)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([[matchers.call.fn(createCommentsChannel), live]])
      .call(createCommentsChannel, BOARD_ID, 'c1');
    const running = test.silentRun(50);
    await tick();
    test.dispatch(modalOpened('cardDetails', 'c1'));
    await tick();
    live.put({
      changes: [{ type: 'upsert', doc: graceSays, pending: false }],
      fromCache: false,
    });
    await tick();
    live.put({
      changes: [{ type: 'upsert', doc: adaSays, pending: false }],
      fromCache: false,
    });
    await tick();
    const open = tracked.now().comments;
    expect(open.cardId).toBe('c1');
    expect(open.status).toBe('ready');
    expect(Object.keys(open.byId).sort()).toEqual(['m1', 'm2']);
    test.dispatch(modalClosed());
    const { storeState } = await running;
    expect(close).toHaveBeenCalled();
    expect((storeState as RootState).comments).toEqual({
      cardId: null,
      status: 'idle',
      error: null,
      byId: {},
    });
  });
});
