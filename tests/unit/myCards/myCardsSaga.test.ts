// My cards while its page is open: each of the person's boards followed for the cards assigned
// to them, the cache's answer shown as the server's is, a board lost dropped, nothing followed
// once the page closes.
import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { AssignedCard } from '../../../src/domain/myCards';
import { boardSummaryUpserted } from '../../../src/features/board/boardsSlice';
import { assignedCardsChannel, myCardsSaga } from '../../../src/features/myCards/myCardsSaga';
import { myCardsClosed, myCardsOpened } from '../../../src/features/myCards/myCardsSlice';
import { selectMyCardSections } from '../../../src/features/myCards/selectors';
import { userRecordChanged } from '../../../src/features/user/userSlice';
import type { AssignedCardsSnapshot } from '../../../src/services/types';
import { dashboardState, permissionDenied, summaryOf } from '../boardFixtures';

type Event = AssignedCardsSnapshot | { error: unknown };

function boardChannels(ids: string[]) {
  const channels = Object.fromEntries(ids.map((id) => [id, channel<Event>()]));
  const opened: string[] = [];
  const provider: StaticProvider = [
    matchers.call.fn(assignedCardsChannel),
    dynamic(({ args: [boardId, uid] }) => {
      opened.push(`${boardId as string} for ${uid as string}`);
      return channels[boardId as string];
    }),
  ];
  return { channels: channels as Record<string, Channel<Event>>, provider, opened };
}

const assigned = (boardId: string, cardId: string, title: string, due: string | null) => ({
  boardId,
  cardId,
  listId: 'l1',
  title,
  due,
  dueTime: null,
  dueAt: null,
  dueComplete: false,
  archived: false,
});

const snapshot = (cards: AssignedCard[], fromCache = false): AssignedCardsSnapshot => ({
  cards,
  listTitles: { l1: 'Doing' },
  fromCache,
});

const context: StaticProvider = [matchers.getContext('rootReducer'), rootReducer];
const state = dashboardState({
  order: ['b1', 'b2'],
  summaries: [summaryOf('b1', 'Home'), summaryOf('b2', 'Work')],
});
// Wednesday 10 June 2026, 10:00 local time.
const now = new Date(2026, 5, 10, 10, 0).getTime();

const shown = (storeState: unknown) =>
  selectMyCardSections(storeState as RootState, now)
    .filter((section) => section.cards.length > 0)
    .map(({ group, cards }) => ({
      group,
      cards: cards.map((card) => `${card.title} (${card.boardTitle} · ${card.listTitle})`),
    }));

describe('My cards', () => {
  it("shows the person's cards of every board in their groups, naming board and list, from the cache too", async () => {
    const { channels, provider, opened } = boardChannels(['b1', 'b2']);
    channels.b1!.put(snapshot([assigned('b1', 'c1', 'Water plants', '2026-06-10')], true));
    channels.b2!.put(
      snapshot([
        assigned('b2', 'c2', 'Send invoice', '2026-06-08'),
        assigned('b2', 'c3', 'Plan offsite', null),
        { ...assigned('b2', 'c4', 'Old thing', '2026-06-01'), archived: true },
      ]),
    );
    const { storeState } = await expectSaga(myCardsSaga)
      .withReducer(rootReducer, state)
      .provide([provider, context])
      .dispatch(myCardsOpened())
      .silentRun(100);
    expect(opened).toEqual(['b1 for ada-uid', 'b2 for ada-uid']);
    expect(shown(storeState)).toEqual([
      { group: 'overdue', cards: ['Send invoice (Work · Doing)'] },
      { group: 'today', cards: ['Water plants (Home · Doing)'] },
      { group: 'none', cards: ['Plan offsite (Work · Doing)'] },
    ]);
    expect((storeState as RootState).myCards?.boards.b1?.fromCache).toBe(true);
  });

  it('follows a board the person gains, and shows a change to a card live', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    const onlyHome = dashboardState({ order: ['b1'], summaries: [summaryOf('b1', 'Home')] });
    channels.b1!.put(snapshot([assigned('b1', 'c1', 'Water plants', null)]));
    channels.b2!.put(snapshot([assigned('b2', 'c2', 'Send invoice', null)]));
    // Later, someone gives the Home card a due day.
    setTimeout(
      () => channels.b1!.put(snapshot([assigned('b1', 'c1', 'Water plants', '2026-06-12')])),
      60,
    );
    const { storeState } = await expectSaga(myCardsSaga)
      .withReducer(rootReducer, onlyHome)
      .provide([provider, context])
      .dispatch(myCardsOpened())
      .delay(20)
      .dispatch(
        userRecordChanged({
          record: { boards: ['b1', 'b2'], starred: [] },
          pending: false,
          fromCache: false,
        }),
      )
      .dispatch(boardSummaryUpserted(summaryOf('b2', 'Work')))
      .silentRun(150);
    expect(shown(storeState)).toEqual([
      { group: 'week', cards: ['Water plants (Home · Doing)'] },
      { group: 'none', cards: ['Send invoice (Work · Doing)'] },
    ]);
  });

  it('drops the cards of a board the person can no longer read', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    channels.b1!.put(snapshot([assigned('b1', 'c1', 'Water plants', null)]));
    channels.b2!.put(snapshot([assigned('b2', 'c2', 'Send invoice', null)]));
    setTimeout(() => channels.b2!.put({ error: permissionDenied() }), 40);
    const { storeState } = await expectSaga(myCardsSaga)
      .withReducer(rootReducer, state)
      .provide([provider, context])
      .dispatch(myCardsOpened())
      .silentRun(100);
    expect(shown(storeState)).toEqual([{ group: 'none', cards: ['Water plants (Home · Doing)'] }]);
  });

  it('reads nothing more once the page closes, and nothing before it opens', async () => {
    const { channels, provider, opened } = boardChannels(['b1', 'b2']);
    channels.b1!.put(snapshot([assigned('b1', 'c1', 'Water plants', null)]));
    setTimeout(() => channels.b1!.put(snapshot([])), 60);
    const { storeState } = await expectSaga(myCardsSaga)
      .withReducer(rootReducer, state)
      .provide([provider, context])
      .delay(20)
      .dispatch(myCardsOpened())
      .delay(20)
      .dispatch(myCardsClosed())
      .silentRun(120);
    expect(opened).toEqual(['b1 for ada-uid', 'b2 for ada-uid']);
    // The last state seen stays on show for the next opening; the later change was not read.
    expect(shown(storeState)).toEqual([{ group: 'none', cards: ['Water plants (Home · Doing)'] }]);
    expect((storeState as RootState).myCards?.open).toBe(false);
  });
});
