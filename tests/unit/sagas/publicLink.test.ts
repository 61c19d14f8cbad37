// The read-only link (issue 33 §4): the owner turns it on and off as an edit of the board (a
// new link each time, a line in the feed, undoable); the link's page follows the board until
// the link is refused, and then shows nothing of it.
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { Member } from '../../../src/domain/members';
import type { PublicBoard } from '../../../src/domain/publicBoard';
import { undoSaga } from '../../../src/features/edits/history/undoSaga';
import { publicViewOpened } from '../../../src/features/publicView/events';
import {
  createPublicViewChannel,
  followPublicView,
} from '../../../src/features/publicView/publicViewSaga';
import {
  publicViewSlice,
  selectPublicView,
} from '../../../src/features/publicView/publicViewSlice';
import { togglePublicLinkSaga } from '../../../src/features/sharing/publicLinkSaga';
import { publicLinkToggled } from '../../../src/features/sharing/sharingSlice';
import { BOARD_ID, commitsTo, dashboardState, makeBoard, withOpenBoard } from '../boardFixtures';
import { ada, grace } from '../fixtures';

const adaMember: Member = { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'a@x.io' };
const graceMember: Member = { uid: grace.uid, role: 'editor', name: 'Grace', email: 'g@x.io' };

const ownerState = (publicLinkId?: string | null) =>
  withOpenBoard(
    dashboardState(),
    makeBoard({ members: [adaMember], ...(publicLinkId === undefined ? {} : { publicLinkId }) }),
  );

describe('turning the read-only link on and off (the owner)', () => {
  it('turns it on with a new unguessable id, writes it with its line in the feed, and undoes', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(togglePublicLinkSaga, publicLinkToggled({ on: true }))
      .withReducer(rootReducer, ownerState())
      .provide([writes.provider])
      .run();
    const linkId = (storeState as RootState).board.board?.publicLinkId;
    expect(linkId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'board',
          id: BOARD_ID,
          before: { publicLinkId: null },
          after: { publicLinkId: linkId },
        },
      ],
    ]);
    expect(writes.commits[0]?.activity?.draft).toMatchObject({
      kind: 'boardLink',
      field: 'publicLinkId',
      before: null,
      after: linkId,
    });

    const undone = commitsTo();
    const afterUndo = await expectSaga(undoSaga)
      .withReducer(rootReducer, storeState as RootState)
      .provide([undone.provider])
      .run();
    expect((afterUndo.storeState as RootState).board.board?.publicLinkId).toBeNull();
  });

  it('turns it off, and never turns on a link that is already on', async () => {
    const writes = commitsTo();
    const { storeState } = await expectSaga(togglePublicLinkSaga, publicLinkToggled({ on: false }))
      .withReducer(rootReducer, ownerState('x'.repeat(21)))
      .provide([writes.provider])
      .run();
    expect((storeState as RootState).board.board?.publicLinkId).toBeNull();
    const none = commitsTo();
    await expectSaga(togglePublicLinkSaga, publicLinkToggled({ on: true }))
      .withReducer(rootReducer, ownerState('x'.repeat(21)))
      .provide([none.provider])
      .run();
    expect(none.commits).toEqual([]);
  });

  it('does nothing for an editor', async () => {
    const writes = commitsTo();
    const state = withOpenBoard(
      dashboardState(),
      makeBoard({
        ownerId: grace.uid,
        members: [
          { ...graceMember, role: 'owner' },
          { ...adaMember, role: 'editor' },
        ],
      }),
    );
    const { storeState } = await expectSaga(togglePublicLinkSaga, publicLinkToggled({ on: true }))
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits).toEqual([]);
    expect((storeState as RootState).board.board?.publicLinkId).toBeUndefined();
  });
});

describe('the read-only link’s page', () => {
  const board: PublicBoard = {
    linkId: 'link',
    boardId: BOARD_ID,
    title: 'Roadmap',
    color: 'green',
    labels: [],
    memberNames: { [ada.uid]: 'Ada' },
  };
  const list = { id: 'l1', title: 'To do', rank: 'a0', archived: false };

  it('shows the board while live, and nothing of it once the link is refused', async () => {
    const events = channel<object>();
    rootReducer.inject(publicViewSlice);
    const run = expectSaga(followPublicView, 'link')
      .withReducer(rootReducer, rootReducer(undefined, publicViewOpened({ linkId: 'link' })))
      .provide([[matchers.call.fn(createPublicViewChannel), events]]);
    const done = run.run();
    events.put({ view: { board, lists: [list], cards: [] } });
    events.put({ refused: true });
    const { storeState } = await done;
    expect(selectPublicView(storeState as RootState)).toEqual({
      linkId: 'link',
      status: 'gone',
      wasLive: true,
      board: null,
      lists: [],
      cards: [],
    });
  });
});
