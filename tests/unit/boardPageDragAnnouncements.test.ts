import {
  dropped,
  movedOver,
  pickedUp,
  type DragSource,
} from '../../src/features/boardPage/dragAnnouncements';
import { withPreview } from '../../src/features/cards/dragPreview';
import { boardScene } from './boardFixtures';

// l1 "To do": c1, c2, c3 (and an archived card)   l2 "Doing": c4   l3 "Done": empty
const { state } = boardScene();
const card: DragSource = { type: 'card', id: 'c2', listId: 'l1', index: 1 };
const list: DragSource = { type: 'list', id: 'l1', listId: 'l1', index: 0 };

describe('what a screen reader hears while a card or list moves on the board', () => {
  it('names the card, its list and its place among the cards shown when it is picked up', () => {
    expect(pickedUp(state, card)).toBe(
      'Picked up card “Beta two”. It is in list “To do”, position 2 of 3.',
    );
    expect(pickedUp(state, list)).toBe('Picked up list “To do”. It is in position 1 of 3.');
  });

  it('counts the card in once it joins another list, an empty one too', () => {
    expect(movedOver(state, card, { listId: 'l1', index: 2 })).toBe(
      'Card “Beta two” moved to list “To do”, position 3 of 3.',
    );
    expect(movedOver(state, card, { listId: 'l3', index: 0 })).toBe(
      'Card “Beta two” moved to list “Done”, position 1 of 1.',
    );
    expect(movedOver(state, card, null)).toBe(
      'Card “Beta two” is not over a list. Dropping it now leaves it where it was.',
    );
    expect(movedOver(state, list, { listId: 'l3', index: 2 })).toBe(
      'List “To do” moved to position 3 of 3.',
    );
  });

  it('says where it was dropped, or that it went back on Escape or outside any list', () => {
    expect(dropped(state, card, { listId: 'l2', index: 1 })).toBe(
      'Card “Beta two” dropped in list “Doing”, position 2 of 2.',
    );
    expect(dropped(state, card, null)).toBe(
      'Card “Beta two” dropped outside any list. It is back in list “To do”, position 2.',
    );
    expect(dropped(state, card, { listId: 'l2', index: 0 }, true)).toBe(
      'Moving card “Beta two” cancelled. It is back in list “To do”, position 2.',
    );
  });
});

describe('where a carried card shows while it crosses lists', () => {
  const crossing = { cardId: 'c2', fromListId: 'l1', toListId: 'l3', toIndex: 0 };

  it('leaves its own list and joins the one it is over, at its place there', () => {
    expect(withPreview(['c1', 'c2', 'c3'], 'l1', crossing)).toEqual(['c1', 'c3']);
    expect(withPreview([], 'l3', crossing)).toEqual(['c2']);
    expect(withPreview(['c4'], 'l2', { ...crossing, toListId: 'l2', toIndex: 1 })).toEqual([
      'c4',
      'c2',
    ]);
  });

  it('changes nothing while it is over its own list, nor for lists it does not touch', () => {
    const ids = ['c1', 'c2', 'c3'];
    expect(withPreview(ids, 'l1', { ...crossing, toListId: 'l1' })).toBe(ids);
    expect(withPreview(ids, 'l1', null)).toBe(ids);
  });
});
