// A card's start date (issue 33 §2): set as a 'cardStart' edit (the feed, undo), refused after
// the due, and moved with the due as one 'cardDates' edit (a calendar bar dragged), the due's
// time kept and its instant moved.
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { dueInstant } from '../../../src/domain/due';
import type { Card } from '../../../src/domain/types';
import { cardUpdateRequested } from '../../../src/features/cards';
import { updateCardSaga } from '../../../src/features/cards/cardDetailsSaga';
import { inverseChanges, planInverse } from '../../../src/features/edits/invertEdit';
import { boardScene, commitsTo } from '../boardFixtures';

const scene = (c1: Partial<Card>): RootState => {
  const state = rootReducer(boardScene().state, { type: '@@test/init' });
  const cards = { ...state.board.cards, c1: { ...state.board.cards.c1!, ...c1 } };
  return { ...state, board: { ...state.board, cards } };
};

describe('a card’s start date', () => {
  it('is set as its own edit, told in the feed and undoable', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { start: '2026-12-03' } }),
    )
      .withReducer(rootReducer, scene({ due: '2026-12-07' }))
      .provide([provider])
      .run();
    expect(commits[0]?.changes).toEqual([
      { doc: 'card', id: 'c1', before: { start: null }, after: { start: '2026-12-03' } },
    ]);
    expect(commits[0]?.activity?.draft).toEqual(
      expect.objectContaining({
        kind: 'cardStart',
        field: 'start',
        before: null,
        after: '2026-12-03',
      }),
    );
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.start).toBe('2026-12-03');
    expect(state.history.past.map((step) => step.kind)).toEqual(['cardStart']);
  });

  it('after the due is refused in words, and nothing is written', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { start: '2026-12-09' } }),
    )
      .withReducer(rootReducer, scene({ due: '2026-12-07' }))
      .provide([provider])
      .run();
    expect(commits).toEqual([]);
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.start).toBeUndefined();
    expect(state.notices.items.map((item) => item.text)).toEqual([
      'The start date can’t be after the due date.',
    ]);
  });

  it('moves with the due as one step, the due keeping its time', async () => {
    const { provider, commits } = commitsTo();
    const before = { start: '2026-12-03', due: '2026-12-07', dueTime: '14:30' };
    const result = await expectSaga(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { start: '2026-12-04', due: '2026-12-08' } }),
    )
      .withReducer(rootReducer, scene({ ...before, dueAt: dueInstant('2026-12-07', '14:30') }))
      .provide([provider])
      .run();
    expect(commits).toHaveLength(1);
    expect(commits[0]?.changes[0]).toEqual(
      expect.objectContaining({
        after: {
          start: '2026-12-04',
          due: '2026-12-08',
          dueTime: '14:30',
          dueAt: dueInstant('2026-12-08', '14:30'),
        },
      }),
    );
    expect(commits[0]?.activity?.draft).toEqual(
      expect.objectContaining({
        kind: 'cardDates',
        words: expect.objectContaining({ start: '2026-12-04' }),
      }),
    );
    const state = result.storeState as RootState;
    expect(state.board.cards.c1).toEqual(
      expect.objectContaining({ start: '2026-12-04', due: '2026-12-08', dueTime: '14:30' }),
    );
    const [step] = state.history.past;
    expect(step?.kind).toBe('cardDates');
    // Undone, both days go back together.
    const { writes } = planInverse(state, step!.changes, 'undo');
    expect(inverseChanges(writes)[0]?.after).toEqual(
      expect.objectContaining({ start: '2026-12-03', due: '2026-12-07', dueTime: '14:30' }),
    );
  });
});
