// Template cards (issue 32 §2): marking one is a 'cardTemplate' edit through the pipeline (on
// screen at once, an undoable step, a viewer's refused), and "From template" adds an ordinary
// card with the template's content, nobody assigned, the checklist unticked, the due day moved.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { newId } from '../../../src/domain/ids';
import type { Card } from '../../../src/domain/types';
import { shiftedDue } from '../../../src/features/cards/templateCard';
import {
  addCardFromTemplateSaga,
  cardFromTemplateRequested,
  cardTemplateToggled,
  toggleCardTemplateSaga,
} from '../../../src/features/cards/templateCardSaga';
import * as cardsService from '../../../src/services/cards';
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

/** The scene with c2 a template: labelled, described, a ticked item, due, assigned. */
function withTemplate(): RootState {
  const base = scene();
  const template: Card = {
    ...base.board.cards.c2!,
    title: 'Bug report',
    template: true,
    description: 'Steps to reproduce',
    labelIds: ['red'],
    assigneeIds: [ada.uid],
    due: '2026-03-04',
    checklist: [{ id: 'i1', text: 'Reproduce', done: true, rank: 'a0' }],
  };
  return { ...base, board: { ...base.board, cards: { ...base.board.cards, c2: template } } };
}

describe('marking a card a template', () => {
  it('is a cardTemplate edit: on the card at once, an undoable step', async () => {
    const result = await expectSaga(
      toggleCardTemplateSaga,
      cardTemplateToggled({ cardId: 'c1', template: true }),
    )
      .withReducer(rootReducer, scene())
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits[0]?.[1]).toEqual([
      { doc: 'card', id: 'c1', before: { template: false }, after: { template: true } },
    ]);
    const state = result.storeState as RootState;
    expect(state.board.cards.c1?.template).toBe(true);
    expect(state.history.past.map((step) => step.kind)).toEqual(['cardTemplate']);
  });

  it('writes nothing when already so, and is refused to a viewer', async () => {
    await expectSaga(toggleCardTemplateSaga, cardTemplateToggled({ cardId: 'c1', template: false }))
      .withReducer(rootReducer, scene())
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    const viewer = scene({
      ownerId: 'grace-uid',
      members: [{ uid: ada.uid, role: 'viewer', name: 'Ada', email: 'ada@example.com' }],
    });
    const result = await expectSaga(
      toggleCardTemplateSaga,
      cardTemplateToggled({ cardId: 'c1', template: true }),
    )
      .withReducer(rootReducer, viewer)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits).toEqual([]);
    expect((result.storeState as RootState).board.cards.c1?.template).toBeUndefined();
  });
});

describe('a card from a template', () => {
  it('copies the content as an ordinary card at the list’s end, its due day moved', async () => {
    // The template was made on 1 March and is due on the 4th: a copy is due 3 days on.
    const made = new Date(2026, 2, 1, 12).getTime();
    const result = await expectSaga(
      addCardFromTemplateSaga,
      cardFromTemplateRequested({ listId: 'l2', templateId: 'c2', title: 'Login fails' }),
    )
      .withReducer(rootReducer, withTemplate())
      .provide([
        [matchers.call.fn(cardsService.cardCreatedAt), made],
        [matchers.call.fn(newId), 'copy'],
        [matchers.call.fn(editsService.commitEdit), noted],
      ])
      .run();
    const copy = (result.storeState as RootState).board.cards.copy;
    expect(copy).toEqual(
      expect.objectContaining({
        listId: 'l2',
        title: 'Login fails',
        description: 'Steps to reproduce',
        labelIds: ['red'],
        assigneeIds: [],
        due: shiftedDue('2026-03-04', made, new Date()),
        checklist: [{ id: 'i1', text: 'Reproduce', done: false, rank: 'a0' }],
        archived: false,
      }),
    );
    expect(copy?.template).toBeUndefined();
    expect(copy!.rank > 'a0').toBe(true);
    expect((result.storeState as RootState).history.past.map((step) => step.kind)).toEqual([
      'cardAdd',
    ]);
    // The template itself is as it was.
    expect((result.storeState as RootState).board.cards.c2?.template).toBe(true);
  });
});

describe('shiftedDue', () => {
  it('keeps the template’s offset from its making day, counted from today', () => {
    const made = new Date(2026, 2, 1, 9).getTime();
    expect(shiftedDue('2026-03-04', made, new Date(2026, 10, 27, 18))).toBe('2026-11-30');
    expect(shiftedDue('2026-03-01', made, new Date(2026, 11, 31, 8))).toBe('2026-12-31');
    expect(shiftedDue('2026-03-04', null, new Date(2026, 10, 27))).toBe('2026-03-04');
    expect(shiftedDue(null, made, new Date())).toBeNull();
  });
});
