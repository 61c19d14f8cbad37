import { makeStore } from '../../src/app/store';
import { localDay } from '../../src/domain/due';
import {
  cardFilterChanged,
  cardPatched,
  cardUpserted,
  listPatched,
} from '../../src/features/board/openBoardSlice';
import {
  makeSelectOpenListIds,
  makeSelectVisibleCardIds,
  selectOpenListIds,
  selectVisibleCardIds,
  selectVisibleCardIdsByList,
} from '../../src/features/board/openBoardSelectors';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from './boardFixtures';

/** Three lists with cards in each, in a store of their own (sagas off). */
function threeListsStore() {
  const lists = [makeList('l1', 'a0'), makeList('l2', 'a1'), makeList('l3', 'a2')];
  const cards = [
    makeCard('c1', 'l1', 'a0'),
    makeCard('c2', 'l1', 'a1'),
    makeCard('c3', 'l2', 'a0'),
    makeCard('c4', 'l3', 'a0'),
    makeCard('c5', 'l3', 'a1'),
  ];
  const state = withOpenBoard(dashboardState(), makeBoard(), lists, cards);
  return makeStore(state, { runSagas: false });
}

/** One selector per list, as each list's cards on the page have. */
function listViews() {
  return {
    l1: makeSelectVisibleCardIds(),
    l2: makeSelectVisibleCardIds(),
    l3: makeSelectVisibleCardIds(),
  };
}

describe('the open board’s selectors', () => {
  it('give an untouched list the very same array after a move between two other lists', () => {
    const store = threeListsStore();
    const views = listViews();
    const before = {
      l1: views.l1(store.getState(), 'l1'),
      l2: views.l2(store.getState(), 'l2'),
      l3: views.l3(store.getState(), 'l3'),
    };
    expect(before).toEqual({ l1: ['c1', 'c2'], l2: ['c3'], l3: ['c4', 'c5'] });

    store.dispatch(cardPatched({ id: 'c1', patch: { listId: 'l2', rank: 'a1' } }));

    const after = store.getState();
    expect(views.l1(after, 'l1')).toEqual(['c2']);
    expect(views.l2(after, 'l2')).toEqual(['c3', 'c1']);
    expect(views.l3(after, 'l3')).toBe(before.l3);
    // The board's own reads agree.
    expect(selectVisibleCardIds(after, 'l3')).toEqual(['c4', 'c5']);
  });

  it('keep a list’s array while its ids stay the same, even when one of its cards changes', () => {
    const store = threeListsStore();
    const views = listViews();
    const before = views.l3(store.getState(), 'l3');
    const card = store.getState().board.cards.c4!;

    store.dispatch(cardUpserted({ ...card, title: 'Renamed' }));

    expect(views.l3(store.getState(), 'l3')).toBe(before);
  });

  it('keep the lists’ order array until the order changes', () => {
    const store = threeListsStore();
    const selectListIds = makeSelectOpenListIds();
    const before = selectListIds(store.getState());
    expect(before).toEqual(['l1', 'l2', 'l3']);

    store.dispatch(listPatched({ id: 'l2', patch: { title: 'Renamed' } }));
    expect(selectListIds(store.getState())).toBe(before);

    store.dispatch(listPatched({ id: 'l1', patch: { rank: 'a3' } }));
    expect(selectListIds(store.getState())).toEqual(['l2', 'l3', 'l1']);
    expect(selectOpenListIds(store.getState())).toEqual(['l2', 'l3', 'l1']);
  });

  it('never hand one store’s arrays to another', () => {
    const first = threeListsStore();
    const second = threeListsStore();
    const firstViews = listViews();
    const secondViews = listViews();
    const firstL3 = firstViews.l3(first.getState(), 'l3');
    const firstByList = selectVisibleCardIdsByList(first.getState());

    const secondL3 = secondViews.l3(second.getState(), 'l3');
    const secondByList = selectVisibleCardIdsByList(second.getState());
    expect(secondL3).toEqual(firstL3);
    expect(secondL3).not.toBe(firstL3);
    expect(secondByList).toEqual(firstByList);
    expect(secondByList).not.toBe(firstByList);
    expect(secondByList.l1).not.toBe(firstByList.l1);

    // A move in the second store changes nothing the first store's views hand out.
    second.dispatch(cardPatched({ id: 'c1', patch: { listId: 'l2', rank: 'a1' } }));
    expect(secondViews.l1(second.getState(), 'l1')).toEqual(['c2']);
    expect(firstViews.l1(first.getState(), 'l1')).toEqual(['c1', 'c2']);
    expect(firstViews.l3(first.getState(), 'l3')).toBe(firstL3);
    expect(selectVisibleCardIdsByList(first.getState())).toBe(firstByList);
  });
});

describe('the due filter', () => {
  /** Cards due before today, today and never, done or not, under the filter `due`. */
  function shownUnder(due: 'overdue' | 'dueSoon' | 'complete' | 'none') {
    const today = localDay(new Date());
    const cards = [
      makeCard('late', 'l1', 'a0', { due: '2001-02-03' }),
      makeCard('lateDone', 'l1', 'a1', { due: '2001-02-03', dueComplete: true }),
      makeCard('today', 'l1', 'a2', { due: today }),
      makeCard('todayDone', 'l1', 'a3', { due: today, dueComplete: true }),
      makeCard('never', 'l1', 'a4'),
    ];
    const state = withOpenBoard(dashboardState(), makeBoard(), [makeList('l1', 'a0')], cards);
    const store = makeStore(state, { runSagas: false });
    store.dispatch(cardFilterChanged({ due }));
    return selectVisibleCardIds(store.getState(), 'l1');
  }

  it('never calls a card whose due date is done overdue or due soon', () => {
    expect(shownUnder('overdue')).toEqual(['late']);
    expect(shownUnder('dueSoon')).toEqual(['today']);
  });

  it('finds the done ones under “Done”, and only cards without a date under “No due date”', () => {
    expect(shownUnder('complete')).toEqual(['lateDone', 'todayDone']);
    expect(shownUnder('none')).toEqual(['never']);
  });
});
