// A repeating card (issue 32 §3): set, changed and ended as a 'cardRepeat' edit of the card
// (the feed, undo), only on a card with a due date; the due (day, time and instant) goes with
// it, so a card set before due instants gets its dueAt, the server's index.
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { dueInstant } from '../../../src/domain/due';
import type { Card } from '../../../src/domain/types';
import { cardRepeatRequested } from '../../../src/features/cards';
import { changeRepeatSaga } from '../../../src/features/cards/repeatSaga';
import { boardScene, commitsTo } from '../boardFixtures';

/** The due as the edit writes it: a card from before instants gets the end of its day, here. */
const due = { due: '2026-03-10', dueTime: null, dueAt: dueInstant('2026-03-10', null) };

const scene = (c1: Partial<Card>): RootState => {
  const state = rootReducer(boardScene().state, { type: '@@test/init' });
  const cards = { ...state.board.cards, c1: { ...state.board.cards.c1!, ...c1 } };
  return { ...state, board: { ...state.board, cards } };
};

describe('making a card repeat', () => {
  it('is an edit of the card’s repeat, with its due day, named in the feed and undoable', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      changeRepeatSaga,
      cardRepeatRequested({ cardId: 'c1', repeat: 'weekdays' }),
    )
      .withReducer(rootReducer, scene({ due: '2026-03-10' }))
      .provide([provider])
      .run();
    expect(commits[0]?.changes).toEqual([
      {
        doc: 'card',
        id: 'c1',
        before: { repeat: null, ...due },
        after: { repeat: 'weekdays', ...due },
      },
    ]);
    expect(commits[0]?.activity?.draft).toEqual(
      expect.objectContaining({
        kind: 'cardRepeat',
        words: expect.objectContaining({ repeat: 'weekdays' }),
      }),
    );
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.repeat).toBe('weekdays');
    expect(state.history.past.map((step) => step.kind)).toEqual(['cardRepeat']);
  });

  it('ends a repeat with null, as an edit too', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      changeRepeatSaga,
      cardRepeatRequested({ cardId: 'c1', repeat: null }),
    )
      .withReducer(rootReducer, scene({ due: '2026-03-10', repeat: 'daily' }))
      .provide([provider])
      .run();
    expect(commits[0]?.changes[0]).toEqual(
      expect.objectContaining({ after: { repeat: null, ...due } }),
    );
    expect((result.storeState as RootState).board.cards.c1?.repeat).toBeNull();
  });

  it('refuses a repeat on a card without a due date, saying why, and writes nothing', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      changeRepeatSaga,
      cardRepeatRequested({ cardId: 'c1', repeat: 'daily' }),
    )
      .withReducer(rootReducer, scene({ due: null }))
      .provide([provider])
      .run();
    expect(commits).toEqual([]);
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.repeat).toBeUndefined();
    expect(state.notices.items.map((item) => item.text)).toEqual([
      'Give the card a due date before making it repeat.',
    ]);
  });
});
