// Trello's checklists: by pos, several on a card kept apart by heading items, those of missing
// cards skipped and counted, over 100 items capped and told.
import { LIMITS } from '../../../src/domain/limits';
import {
  checklistHeading,
  isChecklistHeading,
} from '../../../src/features/transfer/checklistHeading';
import { trelloCard, trelloChecklist, trelloList } from '../../fixtures/trelloBoard';
import { cardTitled, mapBoard } from './fixtures/plans';

const list = trelloList({ id: 'l' });
const card = (id: string, name = id) => trelloCard({ id, idList: 'l', name });

describe('Trello checklists', () => {
  it('keeps one default-named checklist as plain items, in pos order', () => {
    const { archive, counts } = mapBoard({
      lists: [list],
      cards: [card('c1')],
      checklists: [
        trelloChecklist({ id: 'k1', idCard: 'c1', name: 'Checklist' }, [
          { name: 'third', pos: 3.5 },
          { name: 'first', pos: 0.25, complete: true },
          { name: 'second (tied, first in file)', pos: 1 },
          { name: 'second (tied, second in file)', pos: 1 },
        ]),
      ],
    });
    expect(cardTitled(archive, 'c1').checklist).toEqual([
      { text: 'first', done: true },
      { text: 'second (tied, first in file)', done: false },
      { text: 'second (tied, second in file)', done: false },
      { text: 'third', done: false },
    ]);
    expect(counts.checklistItems).toBe(4);
  });

  it('keeps several checklists on a card apart, each after a heading item, by pos', () => {
    const { archive } = mapBoard({
      lists: [list],
      cards: [card('c1')],
      checklists: [
        trelloChecklist({ id: 'k2', idCard: 'c1', name: 'Launch', pos: 200 }, [
          { name: 'Announce', complete: true },
        ]),
        trelloChecklist({ id: 'k1', idCard: 'c1', name: 'Build', pos: 100 }, [
          { name: 'Code' },
          { name: 'Test', complete: true },
        ]),
        trelloChecklist({ id: 'k3', idCard: 'c1', name: '', pos: 300 }, []),
      ],
    });
    expect(cardTitled(archive, 'c1').checklist).toEqual([
      { text: '— Build —', done: false },
      { text: 'Code', done: false },
      { text: 'Test', done: true },
      { text: '— Launch —', done: false },
      { text: 'Announce', done: true },
      { text: '— Checklist —', done: false },
    ]);
    expect(isChecklistHeading('— Build —')).toBe(true);
    expect(isChecklistHeading('Build')).toBe(false);
  });

  it('keeps the name of a lone checklist that has one of its own', () => {
    const { archive } = mapBoard({
      lists: [list],
      cards: [card('c1')],
      checklists: [
        trelloChecklist({ id: 'k1', idCard: 'c1', name: 'Packing' }, [{ name: 'Tent' }]),
      ],
    });
    expect(cardTitled(archive, 'c1').checklist.map((item) => item.text)).toEqual([
      '— Packing —',
      'Tent',
    ]);
  });

  it('skips checklists of cards missing from the export, and counts them', () => {
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [card('c1'), trelloCard({ id: 'c2', name: 'c2', idList: 'gone' })],
      checklists: [
        trelloChecklist({ id: 'k1', idCard: 'c1' }, [{ name: 'kept' }]),
        trelloChecklist({ id: 'k2', idCard: 'nowhere' }, [{ name: 'lost' }]),
        trelloChecklist({ id: 'k3', idCard: 'c2' }, [{ name: 'lost too' }]),
      ],
    });
    expect(cardTitled(archive, 'c1').checklist).toEqual([{ text: 'kept', done: false }]);
    // A card whose list is missing is kept, with its checklist.
    expect(cardTitled(archive, 'c2').checklist).toEqual([{ text: 'lost too', done: false }]);
    expect(notices).toContain(
      '1 checklist belongs to cards that aren’t in the export; it was skipped.',
    );
  });

  it('keeps the first 100 items of a card, skips empty ones, shortens long ones: all told', () => {
    const items = Array.from({ length: 110 }, (_, index) => ({ name: `item ${index + 1}` }));
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [card('c1'), card('c2')],
      checklists: [
        trelloChecklist({ id: 'k1', idCard: 'c1' }, items),
        trelloChecklist({ id: 'k2', idCard: 'c2' }, [
          { name: '   ' },
          { name: 'z'.repeat(LIMITS.checklistItemText + 1) },
        ]),
      ],
    });
    const long = cardTitled(archive, 'c1').checklist;
    expect(long).toHaveLength(LIMITS.checklistItems);
    expect(long[99]?.text).toBe('item 100');
    expect(cardTitled(archive, 'c2').checklist).toEqual([
      { text: `${'z'.repeat(LIMITS.checklistItemText - 1)}…`, done: false },
    ]);
    expect(notices).toEqual(
      expect.arrayContaining([
        '1 card had more than 100 checklist items; the first 100 of each were kept and 10 items left out.',
        '1 empty checklist item was left out.',
        '1 checklist item had more than 500 characters; it was shortened.',
      ]),
    );
  });

  it('makes a heading of a long checklist name within an item’s limit', () => {
    expect(checklistHeading('n'.repeat(1_000))).toHaveLength(LIMITS.checklistItemText);
    expect(checklistHeading('  Two\n words ')).toBe('— Two words —');
  });
});
