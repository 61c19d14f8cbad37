import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { all, fork } from 'redux-saga/effects';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { paths } from '../../../src/config/routes';
import type { Invitation, Member } from '../../../src/domain/members';
import type { Board } from '../../../src/domain/types';
import { createBoardChannel, type BoardEvent } from '../../../src/features/board/openBoardChannel';
import { watchOpenBoard } from '../../../src/features/board/openBoardSaga';
import {
  ACCESS_LOST_MESSAGE,
  BOARD_DELETED_MESSAGE,
  boardAccessLostSaga,
  changeMemberRoleSaga,
  leaveBoardSaga,
  removeMemberSaga,
} from '../../../src/features/sharing/membershipSaga';
import { undoSaga } from '../../../src/features/edits/history/undoSaga';
import {
  acceptInvitationSaga,
  declineInvitationSaga,
  inviteSaga,
  sharingSaga,
  withdrawInvitationSaga,
} from '../../../src/features/sharing/sharingSaga';
import { boardAccessLost, initialBoardState } from '../../../src/features/board/openBoardSlice';
import {
  boardLeaveRequested,
  invitationAcceptRequested,
  invitationDeclineRequested,
  invitationWithdrawRequested,
  inviteRequested,
  memberRemoveRequested,
  memberRoleChangeRequested,
} from '../../../src/features/sharing/sharingSlice';
import { selectDashboardTiles } from '../../../src/features/board/boardsSelectors';
import { navigateTo } from '../../../src/services/navigation';
import * as moveTargetsService from '../../../src/services/moveTargets';
import * as purgeService from '../../../src/services/purge';
import * as usersService from '../../../src/services/users';
import { commitEdit, commitPersonalEdit } from '../../../src/services/edits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import {
  BOARD_ID,
  commitsTo,
  dashboardState,
  makeBoard,
  permissionDenied,
  refuse,
  summaryOf,
  tick,
  trackedReducer,
  whenCalled,
  withOpenBoard,
} from '../boardFixtures';
import { ada, grace, signedInState } from '../fixtures';

const adaMember: Member = {
  uid: ada.uid,
  role: 'owner',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};
const graceMember: Member = {
  uid: grace.uid,
  role: 'editor',
  name: 'Grace Hopper',
  email: 'grace@example.com',
};
const graceAsPerson = { uid: grace.uid, name: 'Grace Hopper', email: 'grace@example.com' };

/** Ada's board "Roadmap", open, shared with Grace as an editor. */
const sharedBoard = (overrides: Partial<Board> = {}) =>
  makeBoard({ members: [adaMember, graceMember], ...overrides });

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  boardId: BOARD_ID,
  email: 'grace@example.com',
  role: 'viewer',
  boardTitle: 'Roadmap',
  invitedBy: { uid: ada.uid, name: 'Ada Lovelace' },
  createdAt: 1,
  ...overrides,
});

/** Ada, owner, with her shared board open. */
const ownerState = (board = sharedBoard()) => withOpenBoard(dashboardState(), board);

/** Grace, signed in, with Ada's board open as `role`, listed on her dashboard. */
function memberState(role: 'editor' | 'viewer' = 'editor'): RootState {
  const base = signedInState(grace, ['mine', BOARD_ID]);
  const board = sharedBoard({ members: [adaMember, { ...graceMember, role }] });
  return withOpenBoard(
    {
      ...base,
      user: { ...base.user, record: { boards: ['mine', BOARD_ID], starred: [BOARD_ID] } },
      boards: {
        ...base.boards,
        status: 'ready',
        summaries: { mine: summaryOf('mine', 'Mine'), [BOARD_ID]: summaryOf(BOARD_ID, 'Roadmap') },
      },
    },
    board,
  );
}

const errorTexts = (state: RootState) => state.notices.items.map((notice) => notice.text);

describe('inviting someone to a board', () => {
  it('lists the invitation at once and writes it with the board’s name and the inviter', async () => {
    const tracked = trackedReducer(withOpenBoard(dashboardState(), makeBoard()));
    let atWrite: RootState | undefined;
    const { storeState } = await expectSaga(
      inviteSaga,
      inviteRequested({ email: '  Grace@Example.com ', role: 'editor' }),
    )
      .withReducer(tracked.reducer, tracked.initial)
      .provide([whenCalled(commitPersonalEdit, () => void (atWrite = tracked.now()))])
      .call(commitPersonalEdit, ada.uid, {
        doc: 'invitation',
        id: BOARD_ID,
        email: 'grace@example.com',
        mine: false,
        before: null,
        after: invitation({ role: 'editor', createdAt: null }),
      })
      .run();

    expect(atWrite?.sharing.boardInvitations.map((each) => each.email)).toEqual([
      'grace@example.com',
    ]);
    expect(storeState.sharing.boardInvitations).toEqual([
      invitation({ role: 'editor', createdAt: null }),
    ]);
    expect(storeState.notices.items).toEqual([]);
  });

  it.each([
    ['not an email', 'grace at example', 'doesn’t look like an email address'],
    ['an existing member', 'GRACE@example.com', 'Grace Hopper is already a member of this board.'],
    ['oneself', 'ada@example.com', 'You are already on this board'],
  ])('refuses %s with a message, keeps the text, and writes nothing', async (_, typed, text) => {
    const before = ownerState();
    const { storeState } = await expectSaga(
      inviteSaga,
      inviteRequested({ email: typed, role: 'viewer' }),
    )
      .withReducer(rootReducer, before)
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .not.call.fn(commitPersonalEdit)
      .run();

    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: expect.stringContaining(text),
        keptText: typed,
      },
    ]);
    expect({ ...storeState, notices: before.notices }).toEqual(before);
  });

  it('refuses an email already invited', async () => {
    const before = {
      ...ownerState(),
      sharing: { mine: [], boardInvitations: [invitation({ email: 'alan@example.com' })] },
    };
    const { storeState } = await expectSaga(
      inviteSaga,
      inviteRequested({ email: 'alan@example.com', role: 'viewer' }),
    )
      .withReducer(rootReducer, before)
      .not.call.fn(commitPersonalEdit)
      .run();
    expect(errorTexts(storeState)).toEqual([
      'alan@example.com is already invited. Withdraw that invitation to invite them again.',
    ]);
  });

  it('takes the invitation back and keeps the typed email when the server refuses it', async () => {
    const { storeState } = await expectSaga(
      inviteSaga,
      inviteRequested({ email: 'alan@example.com', role: 'viewer' }),
    )
      .withReducer(rootReducer, ownerState())
      .provide([[matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())]])
      .run();

    expect(storeState.sharing.boardInvitations).toEqual([]);
    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: expect.stringContaining('We couldn’t invite alan@example.com'),
        keptText: 'alan@example.com',
      },
    ]);
    expect(storeState.sync.inFlight).toBe(0);
  });

  it('is not offered to an editor: nothing is written', async () => {
    const { storeState } = await expectSaga(
      inviteSaga,
      inviteRequested({ email: 'alan@example.com', role: 'viewer' }),
    )
      .withReducer(rootReducer, memberState('editor'))
      .not.call.fn(commitPersonalEdit)
      .run();
    expect(storeState.sharing.boardInvitations).toEqual([]);
  });
});

describe('withdrawing an invitation', () => {
  const withInvitation = () => ({
    ...ownerState(),
    sharing: { mine: [], boardInvitations: [invitation({ email: 'alan@example.com' })] },
  });

  it('removes it at once and deletes it', async () => {
    const { storeState } = await expectSaga(
      withdrawInvitationSaga,
      invitationWithdrawRequested({ email: 'alan@example.com' }),
    )
      .withReducer(rootReducer, withInvitation())
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, ada.uid, {
        doc: 'invitation',
        id: BOARD_ID,
        email: 'alan@example.com',
        mine: false,
        before: invitation({ email: 'alan@example.com' }),
        after: null,
      })
      .run();
    expect(storeState.sharing.boardInvitations).toEqual([]);
    expect(storeState.notices.items).toEqual([]);
  });

  it('puts it back when the server refuses', async () => {
    const { storeState } = await expectSaga(
      withdrawInvitationSaga,
      invitationWithdrawRequested({ email: 'alan@example.com' }),
    )
      .withReducer(rootReducer, withInvitation())
      .provide([
        [matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())],
        // Still there: the delete was refused, not a replay of one that landed.
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    expect(storeState.sharing.boardInvitations).toEqual([
      invitation({ email: 'alan@example.com' }),
    ]);
    expect(errorTexts(storeState)).toEqual([
      expect.stringContaining('We couldn’t withdraw the invitation to alan@example.com'),
    ]);
  });
});

describe('answering an invitation', () => {
  /** Grace on her dashboard with one board of her own and Ada's invitation. */
  const invited = (): RootState => {
    const base = signedInState(grace, ['mine']);
    return {
      ...base,
      boards: { ...base.boards, status: 'ready', summaries: { mine: summaryOf('mine', 'Mine') } },
      sharing: { mine: [invitation()], boardInvitations: [] },
    };
  };

  it('accepting joins the board with the invitation’s role and lists it on the dashboard', async () => {
    const { storeState } = await expectSaga(
      acceptInvitationSaga,
      invitationAcceptRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, invited())
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, grace.uid, {
        doc: 'join',
        id: BOARD_ID,
        before: invitation(),
        after: { ...graceAsPerson, role: 'viewer' },
      })
      .run();

    expect(storeState.sharing.mine).toEqual([]);
    expect(storeState.user.record?.boards).toEqual(['mine', BOARD_ID]);
    expect(storeState.notices.items).toEqual([]);
  });

  it('a refused accept brings the invitation back and the board off the dashboard', async () => {
    const { storeState } = await expectSaga(
      acceptInvitationSaga,
      invitationAcceptRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, invited())
      .provide([
        [matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())],
        // Still there: the delete was refused, not a replay of one that landed.
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();

    expect(storeState.sharing.mine).toEqual([invitation()]);
    expect(storeState.user.record?.boards).toEqual(['mine']);
    expect(errorTexts(storeState)).toEqual([expect.stringContaining('We couldn’t join “Roadmap”')]);
  });

  it('declining deletes the invitation', async () => {
    const { storeState } = await expectSaga(
      declineInvitationSaga,
      invitationDeclineRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, invited())
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, grace.uid, {
        doc: 'invitation',
        id: BOARD_ID,
        email: 'grace@example.com',
        mine: true,
        before: invitation(),
        after: null,
      })
      .run();

    expect(storeState.sharing.mine).toEqual([]);
    expect(storeState.user.record?.boards).toEqual(['mine']);
  });

  it('a refused decline keeps the invitation, with a message', async () => {
    const { storeState } = await expectSaga(
      declineInvitationSaga,
      invitationDeclineRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, invited())
      .provide([
        [matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())],
        // Still there: the delete was refused, not a replay of one that landed.
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    expect(storeState.sharing.mine).toEqual([invitation()]);
    expect(errorTexts(storeState)).toHaveLength(1);
  });
});

describe('changing members (the owner)', () => {
  it('makes an editor a viewer at once and writes the role with its line in the feed', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      changeMemberRoleSaga,
      memberRoleChangeRequested({ uid: grace.uid, role: 'viewer' }),
    )
      .withReducer(rootReducer, ownerState())
      .provide([writes.provider])
      .run();
    expect(storeState.board.board?.members).toEqual([
      adaMember,
      { ...graceMember, role: 'viewer' },
    ]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'member',
          id: BOARD_ID,
          item: grace.uid,
          before: graceMember,
          after: { ...graceMember, role: 'viewer' },
        },
      ],
    ]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      authorId: ada.uid,
      kind: 'memberRole',
      subject: 'Grace Hopper',
      cardId: null,
      listId: null,
      field: 'role',
      before: 'editor',
      after: 'viewer',
      words: { memberId: grace.uid, person: 'Grace Hopper' },
    });
    // The owner can take it back like any step of hers.
    expect(storeState.history.past.map((step: { label: string }) => step.label)).toEqual([
      'role change of ‘Grace Hopper’',
    ]);
  });

  it('undoes a role change: the role written back, while it is still as the step left it', async () => {
    const changed = await expectSaga(
      changeMemberRoleSaga,
      memberRoleChangeRequested({ uid: grace.uid, role: 'viewer' }),
    )
      .withReducer(rootReducer, ownerState())
      .provide([commitsTo().provider])
      .run();
    const writes = commitsTo();
    const { storeState } = await expectSaga(undoSaga)
      .withReducer(rootReducer, changed.storeState as RootState)
      .provide([writes.provider])
      .run();
    expect(storeState.board.board?.members).toEqual([adaMember, graceMember]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'member',
          id: BOARD_ID,
          item: grace.uid,
          before: { ...graceMember, role: 'viewer' },
          after: graceMember,
        },
      ],
    ]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      kind: 'memberRole',
      before: 'viewer',
      after: 'editor',
    });

    // Made an editor again elsewhere meanwhile: nothing is written, and the owner is told.
    const elsewhere = withOpenBoard(changed.storeState as RootState, sharedBoard());
    const untouched = commitsTo();
    const notUndone = await expectSaga(undoSaga)
      .withReducer(rootReducer, {
        ...elsewhere,
        history: (changed.storeState as RootState).history,
      })
      .provide([untouched.provider])
      .run();
    expect(untouched.commits).toEqual([]);
    expect(notUndone.storeState.notices.items.map((n: { text: string }) => n.text)).toEqual([
      'Not undone: ‘Grace Hopper’ was changed elsewhere',
    ]);
  });

  it('puts the role back when the server refuses', async () => {
    const { storeState } = await expectSaga(
      changeMemberRoleSaga,
      memberRoleChangeRequested({ uid: grace.uid, role: 'viewer' }),
    )
      .withReducer(rootReducer, ownerState())
      .provide([commitsTo(refuse).provider])
      .run();
    expect(storeState.board.board?.members).toEqual([adaMember, graceMember]);
    expect(storeState.history.past).toEqual([]);
    expect(errorTexts(storeState)).toEqual([
      expect.stringContaining('We couldn’t make Grace Hopper a viewer'),
    ]);
  });

  it('never changes the owner’s own role', async () => {
    const before = ownerState();
    const { storeState } = await expectSaga(
      changeMemberRoleSaga,
      memberRoleChangeRequested({ uid: ada.uid, role: 'viewer' }),
    )
      .withReducer(rootReducer, before)
      .not.call.fn(commitEdit)
      .run();
    expect(storeState).toEqual(before);
  });

  it('removes a member at once, and puts them back when refused', async () => {
    const writes = commitsTo();
    const removed = await expectSaga(removeMemberSaga, memberRemoveRequested({ uid: grace.uid }))
      .withReducer(rootReducer, ownerState())
      .provide([writes.provider, [matchers.call.fn(purgeService.cleanUpMembership), undefined]])
      // Then the server takes the board off Grace's own record.
      .call(purgeService.cleanUpMembership, BOARD_ID, grace.uid)
      .run();
    expect(removed.storeState.board.board?.members).toEqual([adaMember]);
    expect(writes.changes()).toEqual([
      [{ doc: 'member', id: BOARD_ID, item: grace.uid, before: graceMember, after: null }],
    ]);
    // In the feed, in words; not a step to undo, nor to revert (only an invitation brings
    // someone back).
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      kind: 'memberRemove',
      subject: 'Grace Hopper',
      before: 'editor',
      after: null,
      words: { memberId: grace.uid },
      changes: null,
    });
    expect(removed.storeState.history.past).toEqual([]);

    const refused = await expectSaga(removeMemberSaga, memberRemoveRequested({ uid: grace.uid }))
      .withReducer(rootReducer, ownerState())
      .provide([commitsTo(refuse).provider])
      .not.call.fn(purgeService.cleanUpMembership)
      .run();
    expect(refused.storeState.board.board?.members).toEqual([adaMember, graceMember]);
    expect(errorTexts(refused.storeState)).toEqual([
      expect.stringContaining('We couldn’t remove Grace Hopper from the board'),
    ]);
  });

  it('a clean-up that fails (offline, no functions) changes nothing on screen and says nothing', async () => {
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    const { storeState } = await expectSaga(
      removeMemberSaga,
      memberRemoveRequested({ uid: grace.uid }),
    )
      .withReducer(rootReducer, ownerState())
      .provide([
        commitsTo().provider,
        [matchers.call.fn(purgeService.cleanUpMembership), throwError(unavailable)],
      ])
      .run();
    expect(storeState.board.board?.members).toEqual([adaMember]);
    expect(storeState.notices.items).toEqual([]);
  });
});

describe('leaving a board', () => {
  it('closes it, goes to the dashboard, and drops it from the person’s boards and stars', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      leaveBoardSaga,
      boardLeaveRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, memberState('viewer'))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        writes.provider,
        [matchers.call.fn(purgeService.cleanUpMembership), undefined],
      ])
      .call(navigateTo, paths.dashboard)
      .call(purgeService.cleanUpMembership, BOARD_ID, grace.uid)
      .run();

    expect(storeState.board.boardId).toBeNull();
    expect(storeState.user.record).toEqual({ boards: ['mine'], starred: [] });
    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual(['mine']);
    expect(storeState.notices.items).toEqual([]);
    // One batch: her entry gone, with "Grace Hopper left the board" in the feed.
    const graceViewer = { ...graceMember, role: 'viewer' };
    expect(writes.changes()).toEqual([
      [{ doc: 'member', id: BOARD_ID, item: grace.uid, before: graceViewer, after: null }],
    ]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      authorId: grace.uid,
      kind: 'memberLeave',
      subject: 'Grace Hopper',
      before: 'viewer',
      after: null,
      changes: null,
    });
    expect(storeState.history.past).toEqual([]);
  });

  it('brings the board back to the dashboard when the server refuses', async () => {
    const { storeState } = await expectSaga(
      leaveBoardSaga,
      boardLeaveRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, memberState('editor'))
      .provide([[matchers.call.fn(navigateTo), undefined], commitsTo(refuse).provider])
      .not.call.fn(purgeService.cleanUpMembership)
      .run();

    expect(storeState.user.record).toEqual({ boards: ['mine', BOARD_ID], starred: [BOARD_ID] });
    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual([BOARD_ID, 'mine']);
    expect(errorTexts(storeState)).toEqual([
      expect.stringContaining('We couldn’t leave “Roadmap”'),
    ]);
  });

  it('leaves a board from the dashboard without opening it: its members read once, the edit written there', async () => {
    const state = memberState('editor');
    const writes = commitsTo();
    const target = { board: sharedBoard(), lists: [] };
    const { storeState } = await expectSaga(
      leaveBoardSaga,
      boardLeaveRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, { ...state, board: initialBoardState })
      .provide([
        [matchers.call.fn(moveTargetsService.readMoveTarget), target],
        writes.provider,
        [matchers.call.fn(purgeService.cleanUpMembership), undefined],
      ])
      .not.call.fn(navigateTo)
      .call(purgeService.cleanUpMembership, BOARD_ID, grace.uid)
      .run();

    expect(writes.changes()).toEqual([
      [{ doc: 'member', id: BOARD_ID, item: grace.uid, before: graceMember, after: null }],
    ]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      kind: 'memberLeave',
      subject: 'Grace Hopper',
    });
    expect(storeState.user.record).toEqual({ boards: ['mine'], starred: [] });
    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual(['mine']);
  });

  it('leaves nothing when the board can’t be read from the dashboard, and says so', async () => {
    const state = memberState('editor');
    const { storeState } = await expectSaga(
      leaveBoardSaga,
      boardLeaveRequested({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, { ...state, board: initialBoardState })
      .provide([
        [matchers.call.fn(moveTargetsService.readMoveTarget), throwError(new Error('offline'))],
      ])
      .not.call.fn(commitEdit)
      .run();

    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual([BOARD_ID, 'mine']);
    expect(errorTexts(storeState)).toEqual([
      expect.stringContaining('We couldn’t leave the board'),
    ]);
  });

  it('leaves no board of one’s own from the dashboard', async () => {
    const state = memberState('editor');
    await expectSaga(leaveBoardSaga, boardLeaveRequested({ boardId: 'mine' }))
      .withReducer(rootReducer, {
        ...state,
        board: initialBoardState,
        boards: {
          ...state.boards,
          summaries: { mine: summaryOf('mine', 'Mine', 'blue', grace.uid) },
        },
      })
      .provide([
        [
          matchers.call.fn(moveTargetsService.readMoveTarget),
          {
            board: makeBoard({ id: 'mine', members: [{ ...graceMember, role: 'owner' }] }),
            lists: [],
          },
        ],
      ])
      .not.call.fn(commitEdit)
      .run();
  });

  it('is not for the owner, who deletes the board instead', async () => {
    await expectSaga(leaveBoardSaga, boardLeaveRequested({ boardId: BOARD_ID }))
      .withReducer(rootReducer, ownerState())
      .not.call.fn(commitEdit)
      .not.call.fn(navigateTo)
      .run();
  });
});

describe('removed while the board is open', () => {
  /** Grace's board page (just opened: loading) following the board through a test channel. */
  function follow(initial: RootState) {
    const events = channel<BoardEvent>();
    const tracked = trackedReducer({ ...initial, board: { ...initial.board, status: 'loading' } });
    const saga = expectSaga(function* boardPageWithSharing() {
      yield all([fork(watchOpenBoard), fork(sharingSaga)]);
    })
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        [matchers.call.fn(createBoardChannel), events],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(usersService.forgetBoard), undefined],
      ]);
    return { events, saga, now: tracked.now };
  }

  const boardEvent = (board: Board, pending = false): BoardEvent => ({
    source: 'board',
    snapshot: { board, pending, fromCache: false },
  });

  async function expectAccessLost(run: Promise<{ storeState: RootState }>) {
    const { storeState } = await run;
    expect(storeState.board.board).toBeNull();
    expect(errorTexts(storeState)).toEqual([ACCESS_LOST_MESSAGE]);
    expect(storeState.user.record).toEqual({ boards: ['mine'], starred: [] });
    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual(['mine']);
  }

  it('closes the board with a message when its snapshot no longer lists them', async () => {
    const { events, saga } = follow(memberState('editor'));
    const running = saga
      .call(navigateTo, paths.dashboard)
      .call(usersService.forgetBoard, grace.uid, BOARD_ID)
      .silentRun(50);
    await tick();
    events.put(boardEvent(sharedBoard()));
    events.put({ source: 'lists', snapshot: { changes: [], fromCache: false } });
    events.put({ source: 'cards', snapshot: { changes: [], fromCache: false } });
    await tick();
    events.put(boardEvent(sharedBoard({ members: [adaMember] })));
    await expectAccessLost(running);
  });

  it('closes the board with a message when the rules refuse to read it any more', async () => {
    const { events, saga } = follow(memberState('viewer'));
    const running = saga
      .call(navigateTo, paths.dashboard)
      .call(usersService.forgetBoard, grace.uid, BOARD_ID)
      .silentRun(50);
    await tick();
    events.put(
      boardEvent(sharedBoard({ members: [adaMember, { ...graceMember, role: 'viewer' }] })),
    );
    events.put({ source: 'lists', snapshot: { changes: [], fromCache: false } });
    events.put({ source: 'cards', snapshot: { changes: [], fromCache: false } });
    await tick();
    events.put({
      source: 'error',
      error: { code: 'permission-denied', message: 'Missing permissions.' },
    });
    await expectAccessLost(running);
  });

  it('tells an editor the board was deleted when its owner deletes it, and goes back', async () => {
    const { events, saga } = follow(memberState('editor'));
    const running = saga
      .call(navigateTo, paths.dashboard)
      .not.call.fn(usersService.forgetBoard) // the server's purge cleans every member's record
      .silentRun(50);
    await tick();
    events.put(boardEvent(sharedBoard()));
    events.put({ source: 'lists', snapshot: { changes: [], fromCache: false } });
    events.put({ source: 'cards', snapshot: { changes: [], fromCache: false } });
    await tick();
    events.put(boardEvent(sharedBoard({ deleting: true })));
    // The purge then refuses the listener: no second, wrong message.
    events.put({
      source: 'error',
      error: { code: 'permission-denied', message: 'Missing permissions.' },
    });
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ boardId: BOARD_ID, status: 'deleted', board: null });
    expect(errorTexts(storeState)).toEqual([BOARD_DELETED_MESSAGE]);
    expect(selectDashboardTiles(storeState).map((tile) => tile.id)).toEqual(['mine']);
  });

  it('is not fooled by this tab’s own pending change', async () => {
    const { events, saga, now } = follow(memberState('editor'));
    const running = saga.not.put.actionType(boardAccessLost.type).silentRun(50);
    await tick();
    events.put(boardEvent(sharedBoard()));
    events.put({ source: 'lists', snapshot: { changes: [], fromCache: false } });
    events.put({ source: 'cards', snapshot: { changes: [], fromCache: false } });
    await tick();
    events.put(boardEvent(sharedBoard({ members: [adaMember] }), true));
    await running;
    expect(now().notices.items).toEqual([]);
  });

  it('still says so, and goes to the dashboard, when the record cannot be changed', async () => {
    const { storeState } = await expectSaga(
      boardAccessLostSaga,
      boardAccessLost({ boardId: BOARD_ID }),
    )
      .withReducer(rootReducer, memberState('editor'))
      .provide([
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(usersService.forgetBoard), throwError(permissionDenied())],
      ])
      .call(navigateTo, paths.dashboard)
      .run();
    expect(errorTexts(storeState)).toEqual([ACCESS_LOST_MESSAGE]);
  });
});
