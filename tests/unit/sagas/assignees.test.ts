// Assigning a card: one person at a time (arrayUnion / arrayRemove), shown at once, put back
// if the server refuses; only members can be assigned, and only by those who may edit.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import { cardAssigneeToggled } from '../../../src/features/cards/cardRequests';
import { toggleAssigneeSaga } from '../../../src/features/cards/cardsSaga';
import { commitEdit } from '../../../src/services/edits';
import { BOARD_ID, boardScene, commitsTo, permissionDenied, withOpenBoard } from '../boardFixtures';
import { ada, grace } from '../fixtures';

function assigneesScene({ me = ada.uid, graceRole = 'editor' as 'editor' | 'viewer' } = {}) {
  const { state, board, lists, cards } = boardScene({
    members: [
      { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' },
      { uid: grace.uid, role: graceRole, name: 'Grace Hopper', email: 'grace@example.com' },
    ],
  });
  const withAda = cards.map((card) =>
    card.id === 'c2' ? { ...card, assigneeIds: [ada.uid] } : card,
  );
  const open = withOpenBoard(state, board, lists, withAda);
  return { ...open, session: { uid: me } } as RootState;
}

const assigneesOf = (state: RootState, cardId: string) => state.board.cards[cardId]?.assigneeIds;

describe('assigning a card', () => {
  it('assigns one member at once and writes only that id', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c2', uid: grace.uid, assigned: true }),
    )
      .withReducer(rootReducer, assigneesScene())
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'cardIds',
          id: 'c2',
          field: 'assigneeIds',
          item: grace.uid,
          before: false,
          after: true,
        },
      ],
    ]);
    expect(assigneesOf(storeState as RootState, 'c2')).toEqual([ada.uid, grace.uid]);
    expect((storeState as RootState).notices.items).toEqual([]);
  });

  it('unassigns one member at once', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c2', uid: ada.uid, assigned: false }),
    )
      .withReducer(rootReducer, assigneesScene())
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'cardIds',
          id: 'c2',
          field: 'assigneeIds',
          item: ada.uid,
          before: true,
          after: false,
        },
      ],
    ]);
    expect(assigneesOf(storeState as RootState, 'c2')).toEqual([]);
  });

  it.each([
    ['assign', grace.uid, true],
    ['unassign', ada.uid, false],
  ])('a refused %s rolls back and says so', async (verb, uid, assigned) => {
    const state = assigneesScene();
    const { storeState } = await expectSaga(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c2', uid, assigned }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    const after = storeState as RootState;
    expect(assigneesOf(after, 'c2')).toEqual([ada.uid]);
    expect(after.notices.items).toEqual([
      expect.objectContaining({ tone: 'error', text: expect.stringContaining(`${verb} the card`) }),
    ]);
  });

  it('refuses someone who is not a member, and writes nothing', async () => {
    const state = assigneesScene();
    const { storeState } = await expectSaga(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c2', uid: 'stranger', assigned: true }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect((storeState as RootState).board).toEqual(state.board);
    expect((storeState as RootState).notices.items).toHaveLength(1);
  });

  it('a viewer cannot change assignees', async () => {
    const state = assigneesScene({ me: grace.uid, graceRole: 'viewer' });
    const { storeState } = await expectSaga(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c2', uid: grace.uid, assigned: true }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect((storeState as RootState).board).toEqual(state.board);
  });
});
