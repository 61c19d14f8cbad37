// A card's colour cover (issue 31 §3): an edit of the card's `cover` through the pipeline, shown
// at once, named in the feed by its colour; a viewer's is refused and nothing is written.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import {
  cardCoverColorRequested,
  changeCoverColorSaga,
} from '../../../src/features/cards/coverColorSaga';
import * as editsService from '../../../src/services/edits';
import { boardScene } from '../boardFixtures';
import { ada } from '../fixtures';

let edits: unknown[][] = [];
beforeEach(() => {
  edits = [];
});
const noted = dynamic(({ args }: { args: unknown[] }) => {
  edits.push(args);
  return undefined;
});

const scene = (overrides: Parameters<typeof boardScene>[0] = {}): RootState =>
  rootReducer(boardScene(overrides).state, { type: '@@test/init' });

describe('a colour cover', () => {
  it('is an edit of the card: the colour on it at once, its step named by the colour', async () => {
    const result = await expectSaga(
      changeCoverColorSaga,
      cardCoverColorRequested({ cardId: 'c1', color: 'green' }),
    )
      .withReducer(rootReducer, scene())
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits[0]?.[1]).toEqual([
      { doc: 'card', id: 'c1', before: { cover: null }, after: { cover: { color: 'green' } } },
    ]);
    expect(edits[0]?.[2]).toEqual(
      expect.objectContaining({
        draft: expect.objectContaining({
          kind: 'cardCover',
          words: expect.objectContaining({ color: 'Green' }),
        }),
      }),
    );
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.cover).toEqual({ color: 'green' });
    expect(state.history.past.map((step) => step.kind)).toEqual(['cardCover']);
  });

  it('removes a cover with null, and writes nothing when the colour is already so', async () => {
    const base = scene();
    const withCover: RootState = {
      ...base,
      board: {
        ...base.board,
        cards: { ...base.board.cards, c1: { ...base.board.cards.c1!, cover: { color: 'red' } } },
      },
    };
    const same = await expectSaga(
      changeCoverColorSaga,
      cardCoverColorRequested({ cardId: 'c1', color: 'red' }),
    )
      .withReducer(rootReducer, withCover)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits).toEqual([]);
    expect((same.storeState as RootState).board.cards.c1?.cover).toEqual({ color: 'red' });

    const removed = await expectSaga(
      changeCoverColorSaga,
      cardCoverColorRequested({ cardId: 'c1', color: null }),
    )
      .withReducer(rootReducer, withCover)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits[0]?.[1]).toEqual([
      { doc: 'card', id: 'c1', before: { cover: { color: 'red' } }, after: { cover: null } },
    ]);
    expect((removed.storeState as RootState).board.cards.c1?.cover ?? null).toBeNull();
  });

  it('is refused to a viewer, writing nothing', async () => {
    const viewer = scene({
      ownerId: 'grace-uid',
      members: [{ uid: ada.uid, role: 'viewer', name: 'Ada', email: 'ada@example.com' }],
    });
    const result = await expectSaga(
      changeCoverColorSaga,
      cardCoverColorRequested({ cardId: 'c1', color: 'green' }),
    )
      .withReducer(rootReducer, viewer)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits).toEqual([]);
    expect((result.storeState as RootState).board.cards.c1?.cover).toBeUndefined();
  });
});
