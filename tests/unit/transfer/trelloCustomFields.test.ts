// Trello's custom fields (issue 32 §1): each of its five kinds comes in as ours, a list as a
// dropdown with its options' colours, shown on the front as Trello shows it; each card's values
// with it (a number from Trello's text, a date as its UTC day, a list item as its option).
import { trelloCard, trelloList } from '../../fixtures/trelloBoard';
import { allCards, mapBoard } from './fixtures/plans';

const list = trelloList({ id: 'l' });

describe('Trello custom fields', () => {
  it('come in with their values', () => {
    const { archive, notices } = mapBoard({
      customFields: [
        {
          id: 'f1',
          name: 'Priority',
          type: 'list',
          pos: 1,
          display: { cardFront: true },
          options: [
            { id: 'o2', value: { text: 'Low' }, color: 'green', pos: 2 },
            { id: 'o1', value: { text: 'High' }, color: 'red', pos: 1 },
          ],
        },
        { id: 'f2', name: 'Estimate', type: 'number', pos: 2 },
        { id: 'f3', name: 'Shipped', type: 'date', pos: 3 },
        { id: 'f4', name: 'Signed off', type: 'checkbox', pos: 4 },
        { id: 'f5', name: 'Notes', type: 'text', pos: 5 },
        { id: 'f6', name: 'Rating', type: 'stars', pos: 6 },
      ],
      lists: [list],
      cards: [
        trelloCard({
          id: 'c1',
          idList: 'l',
          customFieldItems: [
            { idCustomField: 'f1', idValue: 'o1' },
            { idCustomField: 'f2', value: { number: '3.5' } },
            { idCustomField: 'f3', value: { date: '2024-03-05T23:30:00.000Z' } },
            { idCustomField: 'f4', value: { checked: 'true' } },
            { idCustomField: 'f5', value: { text: 'Ask Ann' } },
            { idCustomField: 'f6', value: { number: '5' } },
          ],
        }),
      ],
    });
    expect(archive.board.customFields).toEqual([
      {
        id: 'f1',
        name: 'Priority',
        type: 'dropdown',
        showOnTile: true,
        options: [
          { id: 'o1', name: 'High', color: 'red' },
          { id: 'o2', name: 'Low', color: 'green' },
        ],
      },
      { id: 'f2', name: 'Estimate', type: 'number', showOnTile: false },
      { id: 'f3', name: 'Shipped', type: 'date', showOnTile: false },
      { id: 'f4', name: 'Signed off', type: 'checkbox', showOnTile: false },
      { id: 'f5', name: 'Notes', type: 'text', showOnTile: false },
    ]);
    expect(allCards(archive)[0]?.fieldValues).toEqual({
      f1: 'o1',
      f2: 3.5,
      f3: '2024-03-05',
      f4: true,
      f5: 'Ask Ann',
    });
    expect(notices).toContain('1 custom field of a kind the app doesn’t have was left out.');
  });
});
