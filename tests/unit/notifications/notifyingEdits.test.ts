// The edit pipeline (comments included) writes each recipient's notification in the batch of
// the edit (docs/notifications.md): the entry names them, the commit carries them.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { FieldChange } from '../../../src/domain/edit';
import { newId } from '../../../src/domain/ids';
import { addCommentSaga } from '../../../src/features/comments/commentsSaga';
import { commentAddRequested } from '../../../src/features/comments/commentsSlice';
import { applyEdit } from '../../../src/features/edits/applyEdit';
import type { Edit } from '../../../src/features/edits/edit';
import { BOARD_ID, boardScene, commitsTo } from '../boardFixtures';
import { ada, grace } from '../fixtures';

const graceMember = { uid: grace.uid, role: 'editor' as const, name: 'Grace', email: 'g@x.org' };

/** The scene with Grace an editor, and card c2 watched by `watchers`. */
function scene(watchers: string[] = []): RootState {
  const { board, state } = boardScene({ members: [...boardScene().board.members, graceMember] });
  const cards = { ...state.board.cards };
  cards.c2 = Object.assign({ ...cards.c2! }, { watcherIds: watchers });
  return { ...state, board: { ...state.board, board, cards } };
}

const assignGrace: FieldChange[] = [
  { doc: 'cardIds', id: 'c2', field: 'assigneeIds', item: grace.uid, before: false, after: true },
];
const assign: Edit = {
  boardId: BOARD_ID,
  kind: 'cardAssign',
  subject: 'Beta two',
  changes: assignGrace,
  what: 'assign the card',
};

const graceNotified = (kind: string, what: string, entryId: string, excerpt = '') => ({
  uid: grace.uid,
  draft: {
    kind,
    what,
    actorId: ada.uid,
    actorName: 'Ada Lovelace',
    boardId: BOARD_ID,
    boardTitle: 'Roadmap',
    cardId: 'c2',
    cardTitle: 'Beta two',
    excerpt,
    entryId,
  },
});

describe('an edit that concerns someone else', () => {
  it('writes their notification in the commit of the edit, named by its entry', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(applyEdit, assign)
      .withReducer(rootReducer, scene())
      .provide([[matchers.call.fn(newId), 'entry-1'], writes.provider])
      .run();
    expect(writes.commits).toHaveLength(1);
    const [commit] = writes.commits as unknown as [
      { activity: { id: string; draft: Record<string, unknown>; notifications: unknown } },
    ];
    expect(commit.activity.id).toBe('entry-1');
    expect(commit.activity.draft).toMatchObject({ kind: 'cardAssign', notified: [grace.uid] });
    expect(commit.activity.notifications).toEqual([
      graceNotified('assigned', 'cardAssign', 'entry-1'),
    ]);
    expect((storeState as RootState).board.cards.c2!.assigneeIds).toEqual([grace.uid]);
  });

  it('writes no notification for what concerns only its author', async () => {
    const writes = commitsTo();
    const self: Edit = {
      ...assign,
      changes: [{ ...assignGrace[0]!, item: ada.uid } as FieldChange],
    };
    await expectSaga(applyEdit, self)
      .withReducer(rootReducer, scene([ada.uid]))
      .provide([[matchers.call.fn(newId), 'entry-2'], writes.provider])
      .run();
    const [commit] = writes.commits;
    expect(commit!.activity).toEqual({
      id: 'entry-2',
      draft: expect.not.objectContaining({ notified: expect.anything() }),
    });
  });
});

describe('a comment', () => {
  it('carries the notifications of the person mentioned and the card’s watchers', async () => {
    const text = `Look @[Grace](${grace.uid})`;
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      addCommentSaga,
      commentAddRequested({ cardId: 'c2', text }),
    )
      .withReducer(rootReducer, scene([grace.uid]))
      .provide([
        [matchers.call.fn(newId), 'id-1'],
        [matchers.call.fn(Date.now), 1000],
        writes.provider,
      ])
      .run();
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: [
          {
            doc: 'comment',
            id: 'id-1',
            cardId: 'c2',
            before: null,
            after: expect.objectContaining({ authorId: ada.uid, authorName: 'Ada Lovelace', text }),
            // The commenter watches the card from now on, in the same write.
            watch: true,
          },
        ],
        activity: {
          id: 'id-1',
          draft: expect.objectContaining({ kind: 'commentAdd', notified: [grace.uid] }),
          notifications: [graceNotified('mention', 'commentAdd', 'id-1', 'Look @Grace')],
        },
      },
    ]);
    expect((storeState as RootState).notices.items).toEqual([]);
  });
});
