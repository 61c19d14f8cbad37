// Search while its dialog is open: each of the person's boards followed and indexed, each
// keystroke answered, and nothing ever shown of a board the person cannot open.
import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { SearchableBoard } from '../../../src/domain/search';
import { boardSummaryUpserted } from '../../../src/features/board/boardsSlice';
import { modalClosed, modalOpened } from '../../../src/features/modal';
import { SearchIndex } from '../../../src/features/search/searchEngine';
import { searchableBoardChannel, searchSaga } from '../../../src/features/search/searchSaga';
import { searchQueryChanged } from '../../../src/features/search/searchSlice';
import { readCachedComments } from '../../../src/services/search';
import {
  closeSearchIndex,
  indexBoard,
  keepOnlyBoards,
  searchCards,
} from '../../../src/services/searchIndex';
import {
  dashboardState,
  makeBoard,
  makeCard,
  makeList,
  permissionDenied,
  summaryOf,
} from '../boardFixtures';

type BoardEvent = SearchableBoard | { error: unknown };

/** The worker, in the test's thread: the same index it runs. */
function fakeWorker(index = new SearchIndex()): StaticProvider[] {
  return [
    [
      matchers.call.fn(indexBoard),
      dynamic(({ args: [boardId, docs] }) => index.replaceBoard(boardId, docs)),
    ],
    [matchers.call.fn(keepOnlyBoards), dynamic(({ args: [ids] }) => index.keepOnlyBoards(ids))],
    [matchers.call.fn(searchCards), dynamic(({ args: [query] }) => index.search(query))],
    [matchers.call.fn(closeSearchIndex), undefined],
  ];
}

function boardChannels(ids: string[]) {
  const channels = Object.fromEntries(ids.map((id) => [id, channel<BoardEvent>()]));
  const provider: StaticProvider = [
    matchers.call.fn(searchableBoardChannel),
    dynamic(({ args: [boardId] }) => channels[boardId as string]),
  ];
  return { channels: channels as Record<string, Channel<BoardEvent>>, provider };
}

const state = dashboardState({
  order: ['b1', 'b2'],
  summaries: [summaryOf('b1', 'Home'), summaryOf('b2', 'Work')],
});

const board = (id: string, title: string, cardTitles: Record<string, string>) => ({
  board: makeBoard({ id, title }),
  lists: [makeList('l1', 'a0', { title: 'To do' })],
  cards: Object.entries(cardTitles).map(([id, cardTitle], i) =>
    makeCard(id, 'l1', `a${i}`, { title: cardTitle }),
  ),
});

const hitsOf = (storeState: unknown) =>
  ((storeState as RootState).search?.hits ?? []).map(({ boardTitle, listTitle, title }) => ({
    boardTitle,
    listTitle,
    title,
  }));

const context: StaticProvider = [matchers.getContext('rootReducer'), rootReducer];
const noComments: StaticProvider = [matchers.call.fn(readCachedComments), []];

describe('Search', () => {
  it('also follows a board the list gains while Search is open (opened before the list loaded)', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    channels.b1!.put(board('b1', 'Home', { c1: 'Groceries' }));
    channels.b2!.put(board('b2', 'Work', { c1: 'Label the elderflower wine' }));
    const onlyHome = dashboardState({ order: ['b1'], summaries: [summaryOf('b1', 'Home')] });
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(rootReducer, onlyHome)
      .provide([...fakeWorker(), provider, noComments, context])
      .dispatch(modalOpened('search'))
      .delay(20)
      .dispatch(searchQueryChanged('elderflow'))
      .delay(20)
      .dispatch(boardSummaryUpserted(summaryOf('b2', 'Work')))
      .silentRun(200);
    expect(hitsOf(storeState)).toEqual([
      { boardTitle: 'Work', listTitle: 'To do', title: 'Label the elderflower wine' },
    ]);
    expect((storeState as RootState).search?.boardIds).toEqual(['b1', 'b2']);
  });

  it("finds cards of every board the person can open, naming each card's board and list", async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    channels.b1!.put(board('b1', 'Home', { c1: 'Quarterly report', c2: 'Groceries' }));
    channels.b2!.put(board('b2', 'Work', { c1: 'Report template' }));
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(rootReducer, state)
      .provide([...fakeWorker(), provider, noComments, context])
      .dispatch(modalOpened('search'))
      .delay(20)
      .dispatch(searchQueryChanged('repo'))
      .silentRun(200);
    expect(hitsOf(storeState)).toEqual(
      expect.arrayContaining([
        { boardTitle: 'Work', listTitle: 'To do', title: 'Report template' },
        { boardTitle: 'Home', listTitle: 'To do', title: 'Quarterly report' },
      ]),
    );
    expect(hitsOf(storeState)).toHaveLength(2);
    expect((storeState as RootState).search?.indexedBoardIds).toEqual(['b1', 'b2']);
  });

  it('never shows a card of a board the person cannot open, even one the index still held', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    channels.b1!.put(board('b1', 'Home', { c1: 'Walrus feeding' }));
    channels.b2!.put(board('b2', 'Work', {}));
    const index = new SearchIndex();
    const stale = (boardId: string) => ({
      id: `${boardId}/x`,
      boardId,
      cardId: 'x',
      title: 'Walrus secrets',
      description: '',
      comments: '',
      labels: '',
      assignees: '',
      boardTitle: 'Not mine',
      listTitle: 'Ideas',
    });
    index.replaceBoard('b9', [stale('b9')]);
    // A worker that would answer with another board's card all the same.
    const [indexing, keeping, , closing] = fakeWorker(index) as [
      StaticProvider,
      StaticProvider,
      StaticProvider,
      StaticProvider,
    ];
    // A worker that would answer with another board's card all the same.
    const careless: StaticProvider = [
      matchers.call.fn(searchCards),
      dynamic(({ args: [query] }) => [
        ...index.search(query as string),
        { ...stale('b8'), matchedIn: ['title'] },
      ]),
    ];
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(rootReducer, state)
      .provide([indexing, keeping, careless, closing, provider, noComments, context])
      .dispatch(modalOpened('search'))
      .delay(20)
      .dispatch(searchQueryChanged('walrus'))
      .silentRun(200);
    expect(hitsOf(storeState)).toEqual([
      { boardTitle: 'Home', listTitle: 'To do', title: 'Walrus feeding' },
    ]);
    expect(index.search('secrets')).toEqual([]); // b9 was forgotten when Search opened
  });

  it('drops a board the rules refuse (the person lost it): none of its cards stay findable', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    channels.b1!.put(board('b1', 'Home', { c1: 'Plan the garden' }));
    channels.b2!.put(board('b2', 'Work', { c1: 'Plan the launch' }));
    setTimeout(() => channels.b2!.put({ error: permissionDenied() }), 30);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(rootReducer, state)
      .provide([...fakeWorker(), provider, noComments, context])
      .dispatch(modalOpened('search'))
      .delay(80)
      .dispatch(searchQueryChanged('plan'))
      .silentRun(250);
    expect(hitsOf(storeState)).toEqual([
      { boardTitle: 'Home', listTitle: 'To do', title: 'Plan the garden' },
    ]);
    expect((storeState as RootState).search?.boardIds).toEqual(['b1']);
  });

  it('stops following the boards when Search closes', async () => {
    const { channels, provider } = boardChannels(['b1', 'b2']);
    setTimeout(() => channels.b1!.put(board('b1', 'Home', { c1: 'Late' })), 50);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(rootReducer, state)
      .provide([...fakeWorker(), provider, noComments, context])
      .dispatch(modalOpened('search'))
      .delay(20)
      .dispatch(modalClosed())
      .not.call.fn(indexBoard)
      .silentRun(150);
    expect((storeState as RootState).search?.indexedBoardIds).toEqual([]);
  });
});
