import { importNameOf } from '../../src/features/transfer/importName';
import { LIMITS } from '../../src/domain/limits';
import { summaryOf } from './boardFixtures';

const NOW = Date.UTC(2026, 10, 27, 12);
const boards = (...titles: string[]) =>
  Object.fromEntries(titles.map((title, i) => [`b${i}`, summaryOf(`b${i}`, title)]));

describe('the name an import proposes', () => {
  it('is the file’s own when no board on the dashboard has it', () => {
    expect(importNameOf('Launch plan', boards('Roadmap'), NOW, 'en-GB')).toBe('Launch plan');
  });

  it('adds the day, short and in the person’s locale, when one does (case and spaces aside)', () => {
    expect(importNameOf('Launch plan', boards(' launch PLAN'), NOW, 'en-GB')).toBe(
      'Launch plan (imported 27 Nov)',
    );
    expect(importNameOf('Launch plan', boards('Launch plan'), NOW, 'en-US')).toBe(
      'Launch plan (imported Nov 27)',
    );
  });

  it('ignores a board being deleted', () => {
    const gone = { b0: { ...summaryOf('b0', 'Launch plan'), deleting: true } };
    expect(importNameOf('Launch plan', gone, NOW, 'en-GB')).toBe('Launch plan');
  });

  it('stays within a board name’s limit: the file’s name gives way, the day stays', () => {
    const long = 'x'.repeat(LIMITS.boardTitle);
    const name = importNameOf(long, boards(long), NOW, 'en-GB');
    expect(name).toHaveLength(LIMITS.boardTitle);
    expect(name).toMatch(/x… \(imported 27 Nov\)$/);
  });
});
