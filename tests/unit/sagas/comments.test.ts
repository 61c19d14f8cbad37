// Comments on the open card: each change shows at once and is written; a refused write puts
// the screen back, says so, and offers the typed text back. The live follow starts with the
// card's details and stops when they close.
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
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
import * as commentsService from '../../../src/services/comments';
import { existsOnServer } from '../../../src/services/pendingWrites';
import { BOARD_ID, boardScene, permissionDenied, tick, trackedReducer } from '../boardFixtures';
import { ada, grace } from '../fixtures';

const NOW = 1_700_000_000_000;

/** The arguments each comment write was called with, by write. */
let calls: Record<string, unknown[] | undefined> = {};
beforeEach(() => {
  calls = {};
});
const captured = (name: string) =>
  dynamic(({ args }: { args: unknown[] }) => {
    calls[name] = args;
  });

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

describe('adding a comment', () => {
  it('shows it at once as the person’s own, and writes author, name and text', async () => {
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c1', text: '  Line one\nLine two  ' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([
        [matchers.call.fn(newId), 'm-new'],
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(commentsService.addComment), captured('add')],
      ])
      .run();
    expect(calls.add?.slice(0, 4)).toEqual([
      BOARD_ID,
      'c1',
      'm-new',
      { authorId: ada.uid, authorName: 'Ada Lovelace', text: 'Line one\nLine two' },
    ]);
    // Its activity entry goes in the same batch.
    expect(calls.add?.[4]).toEqual({
      id: expect.any(String),
      draft: expect.objectContaining({
        authorId: ada.uid,
        kind: 'commentAdd',
        cardId: 'c1',
        // A word is kept on one line (the rules bound each word's pieces between line breaks).
        words: { commentId: 'm-new', comment: 'Line one Line two' },
        changes: null,
      }),
    });
    expect((storeState as RootState).comments.byId['m-new']).toEqual({
      id: 'm-new',
      authorId: ada.uid,
      authorName: 'Ada Lovelace',
      text: 'Line one\nLine two',
      createdAt: NOW,
      updatedAt: NOW,
      importedAt: null,
    });
    expect((storeState as RootState).notices.items).toEqual([]);
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
        [matchers.call.fn(commentsService.addComment), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), false],
      ])
      .run();
    const after = storeState as RootState;
    expect(after.comments).toEqual(state.comments);
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
        .provide([[matchers.call.fn(commentsService.addComment), undefined]])
        .not.call.fn(commentsService.addComment)
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
      .provide([[matchers.call.fn(commentsService.addComment), undefined]])
      .not.call.fn(commentsService.addComment)
      .run();
    expect((storeState as RootState).comments).toEqual(state.comments);
    expect((storeState as RootState).notices.items).toEqual([
      expect.objectContaining({ keptText: 'Hello' }),
    ]);
  });
});

describe('editing a comment', () => {
  it('changes the text at once and writes only the text', async () => {
    const { storeState } = await expectSaga(
      editCommentSaga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([[matchers.call.fn(commentsService.editComment), captured('edit')]])
      .run();
    expect(calls.edit?.slice(0, 4)).toEqual([BOARD_ID, 'c1', 'm1', 'Mine, better']);
    expect(calls.edit?.[4]).toEqual({
      id: expect.any(String),
      draft: expect.objectContaining({ kind: 'commentEdit', cardId: 'c1' }),
    });
    expect((storeState as RootState).comments.byId.m1?.text).toBe('Mine, better');
  });

  it('refused: the old text comes back, the person is told, and their edit is offered back', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      editCommentSaga,
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Mine, better' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commentsService.editComment), throwError(permissionDenied())]])
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
      .provide([[matchers.call.fn(commentsService.editComment), undefined]])
      .not.call.fn(commentsService.editComment)
      .run();
    expect((storeState as RootState).comments).toEqual(state.comments);
  });
});

describe('deleting a comment', () => {
  it('the owner deletes anyone’s: gone at once, and deleted', async () => {
    const { storeState } = await expectSaga(
      deleteCommentSaga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm2' }),
    )
      .withReducer(rootReducer, commentsScene())
      .provide([[matchers.call.fn(commentsService.deleteComment), captured('delete')]])
      .run();
    expect(calls.delete?.slice(0, 3)).toEqual([BOARD_ID, 'c1', 'm2']);
    expect(calls.delete?.[3]).toEqual({
      id: expect.any(String),
      draft: expect.objectContaining({ kind: 'commentDelete', authorId: ada.uid }),
    });
    expect(Object.keys((storeState as RootState).comments.byId)).toEqual(['m1']);
  });

  it('refused: the comment comes back and the person is told', async () => {
    const state = commentsScene();
    const { storeState } = await expectSaga(
      deleteCommentSaga,
      commentDeleteRequested({ cardId: 'c1', commentId: 'm1' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commentsService.deleteComment), throwError(permissionDenied())],
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
      .provide([[matchers.call.fn(commentsService.deleteComment), undefined]])
      .not.call.fn(commentsService.deleteComment)
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
