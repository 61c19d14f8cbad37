// Trello's labels: every one, used or not; its 30 colours and null to ours; past 20, told.
import { LIMITS } from '../../../src/domain/limits';
import { PALETTE } from '../../../src/domain/palette';
import {
  labelColor,
  nearestPaletteColor,
  parseHex,
} from '../../../src/features/transfer/trello/colors';
import { trelloCard, trelloLabel, trelloList } from '../../fixtures/trelloBoard';
import { allCards, mapBoard } from './fixtures/plans';

const BASES = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'black',
];
const list = trelloList({ id: 'list1' });

describe('Trello labels', () => {
  it('maps each of the 30 colours and null to a palette colour, variants like their base', () => {
    const expected: Record<string, string> = {
      green: 'green',
      yellow: 'orange',
      orange: 'orange',
      red: 'red',
      purple: 'purple',
      blue: 'blue',
      sky: 'sky',
      lime: 'lime',
      pink: 'pink',
      black: 'grey',
    };
    for (const base of BASES) {
      for (const variant of [base, `${base}_dark`, `${base}_light`]) {
        expect([variant, labelColor(variant)]).toEqual([variant, expected[base]]);
      }
    }
    expect(labelColor(null)).toBe('grey');
    expect(labelColor('turquoise')).toBeNull();
  });

  it('takes yellow as orange because orange is nearer than lime', () => {
    const black: [number, number, number] = [0, 0, 0];
    const distance = (hex: string, key: 'orange' | 'lime') => {
      const [a, b] = [parseHex(hex) ?? black, parseHex(PALETTE[key].fill) ?? black];
      return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    };
    // Trello's classic yellow, and the 2023 yellow_dark our palette's shades follow.
    for (const yellow of ['#F2D600', '#946F00']) {
      expect(distance(yellow, 'orange')).toBeLessThan(distance(yellow, 'lime'));
      expect(nearestPaletteColor(yellow)).toBe('orange');
    }
  });

  it('keeps every label in the file’s order: unused ones, empty names, no colour', () => {
    const { archive, counts, notices } = mapBoard({
      labels: [
        trelloLabel({ id: 'l1', name: 'Bug', color: 'red_dark' }),
        trelloLabel({ id: 'l2', name: '', color: 'sky_light' }),
        trelloLabel({ id: 'l3', name: '  Unused  ', color: null }),
        trelloLabel({ id: 'l4', name: 'Odd', color: 'turquoise' }),
      ],
      lists: [list],
      cards: [trelloCard({ id: 'c1', idList: 'list1', idLabels: ['l2', 'l1', 'l2'] })],
    });
    expect(archive.board.labels).toEqual([
      { id: 'l1', name: 'Bug', color: 'red' },
      { id: 'l2', name: '', color: 'sky' },
      { id: 'l3', name: 'Unused', color: 'grey' },
      { id: 'l4', name: 'Odd', color: 'grey' },
    ]);
    expect(allCards(archive)[0]?.labelIds).toEqual(['l2', 'l1']);
    expect(counts.labels).toBe(4);
    expect(notices).toContain('1 label had a colour we don’t know; it is grey.');
  });

  it('drops label ids naming no label, and says how many', () => {
    const { archive, notices } = mapBoard({
      labels: [trelloLabel({ id: 'l1' })],
      lists: [list],
      cards: [
        trelloCard({ id: 'c1', idList: 'list1', idLabels: ['l1', 'gone1', 'gone2'] }),
        trelloCard({ id: 'c2', idList: 'list1', idLabels: ['gone1'] }),
      ],
    });
    expect(allCards(archive).map((card) => card.labelIds)).toEqual([['l1'], []]);
    expect(notices).toContain(
      '2 cards named 3 labels that the file doesn’t hold; those were left off.',
    );
  });

  it('keeps the 20 labels on the most cards past the limit, and says what was lost', () => {
    const labels = Array.from({ length: 24 }, (_, index) =>
      trelloLabel({ id: `l${index + 1}`, name: `Label ${index + 1}` }),
    );
    // l24 is on two cards; l1 and l3..l23 on one each; l2 on none.
    const cards = [
      trelloCard({ id: 'c1', idList: 'list1', idLabels: ['l24', 'l3'] }),
      trelloCard({ id: 'c2', idList: 'list1', idLabels: ['l24'] }),
      ...Array.from({ length: 20 }, (_, index) =>
        trelloCard({ id: `d${index}`, idList: 'list1', idLabels: [`l${index + 4}`] }),
      ),
      trelloCard({ id: 'c3', idList: 'list1', idLabels: ['l1'] }),
    ];
    const { archive, notices } = mapBoard({ labels, lists: [list], cards });
    // Kept: l24, then the first 19 on one card in the file's order (l1, l3..l20); shown in
    // the file's order. Left out: l2 (on no card) and l21..l23 (on d17..d19).
    expect(archive.board.labels.map((label) => label.id)).toEqual([
      'l1',
      ...Array.from({ length: 18 }, (_, index) => `l${index + 3}`),
      'l24',
    ]);
    const lost = allCards(archive).filter((card) => ['d17', 'd18', 'd19'].includes(card.id));
    expect(lost.map((card) => card.labelIds)).toEqual([[], [], []]);
    expect(notices).toContain(
      'This board has 24 labels; a board here can have at most 20. The 20 on the most cards were kept and 4 labels left out. 3 cards lost a label because of it.',
    );
    expect(notices.join(' ')).not.toMatch(/the file doesn’t hold/);
  });

  it('shortens a label name over the limit and says so', () => {
    const { archive, notices } = mapBoard({
      labels: [trelloLabel({ id: 'l1', name: 'x'.repeat(LIMITS.labelName + 5) })],
    });
    expect(archive.board.labels[0]?.name).toBe(`${'x'.repeat(LIMITS.labelName - 1)}…`);
    expect(notices).toContain('1 label name had more than 40 characters; it was shortened.');
  });
});
