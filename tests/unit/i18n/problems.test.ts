// The domain's problems (src/domain/problems.ts) in the reader's language: the same code and
// values make English, German and Arabic sentences, numbers written as each language writes them;
// and a due day on a tile through Intl in the app's language.
import { checkTitle } from '../../../src/domain/validation';
import { formatDay, formatDue } from '../../../src/domain/due';
import { activateLocale } from '../../../src/i18n';
import { describeProblem } from '../../../src/messages/problems';

afterEach(async () => {
  await activateLocale('en', true);
});

const tooLong = () => {
  const checked = checkTitle('card', 'c'.repeat(1_234));
  if (checked.ok) throw new Error('a 1,234-character title is refused');
  return checked.problem;
};

describe('a problem worded where it is shown', () => {
  it('is the code with its values, and the English sentence people have always read', () => {
    expect(tooLong()).toEqual({ code: 'titleTooLong', kind: 'card', max: 500, length: 1234 });
    expect(describeProblem(tooLong())).toBe(
      'A card title can be at most 500 characters (this one has 1,234).',
    );
  });

  it('says it in German, with German numbers', async () => {
    await activateLocale('de', true);
    expect(describeProblem(tooLong())).toBe(
      'Ein Kartentitel darf höchstens 500 Zeichen lang sein (dieser hat 1.234).',
    );
    expect(describeProblem({ code: 'cardsFull', max: 5_000 })).toMatch(
      /^Ein Board kann höchstens 5\.000 Karten/,
    );
  });

  it('says it in Arabic, in the language switched to after it was found', async () => {
    const problem = tooLong();
    await activateLocale('ar', true);
    const arabic = new Intl.NumberFormat('ar');
    expect(describeProblem(problem)).toBe(
      `يمكن أن يتكون عنوان البطاقة من ${arabic.format(500)} حرف على الأكثر (في هذا العنوان ${arabic.format(1234)}).`,
    );
    expect(describeProblem({ code: 'inviteeIsMember', name: 'Grace' })).toBe(
      'Grace عضو في هذه اللوحة بالفعل.',
    );
  });

  it('counts a file’s bytes with the language’s plural', async () => {
    const full = { code: 'boardFilesFull', name: 'a.txt', maxBytes: 200 * 1024 * 1024 } as const;
    expect(describeProblem({ ...full, usedBytes: 1 })).toBe(
      '“a.txt” doesn’t fit: this board’s files may take 200 MB together, and 1 byte are used.',
    );
    await activateLocale('de', true);
    expect(describeProblem({ ...full, usedBytes: 512 })).toBe(
      '„a.txt“ passt nicht mehr: Die Dateien dieses Boards dürfen zusammen 200 MB belegen, 512 Bytes sind schon belegt.',
    );
  });
});

describe('a due day in the app’s language', () => {
  const now = new Date(2026, 10, 24);

  it('says the day and month in German, with the year when it is not this one', () => {
    expect(formatDay('2026-03-05', now, 'de')).toBe('5. März');
    expect(formatDay('2027-03-05', now, 'de')).toBe('5. März 2027');
  });

  it('says the month in Arabic', () => {
    expect(formatDay('2026-03-05', now, 'ar')).toContain('مارس');
    expect(formatDay('2027-03-05', now, 'ar')).toContain(
      new Intl.NumberFormat('ar', { useGrouping: false }).format(2027),
    );
  });

  it('says a timed due with its time in German and Arabic', () => {
    const dueAt = new Date(2026, 10, 27, 14, 30).getTime();
    const card = { due: '2026-11-27', dueComplete: false, dueTime: '14:30', dueAt };
    expect(formatDue(card, now, 'de')).toBe('27. Nov., 14:30');
    expect(formatDue(card, now, 'ar')).toContain('نوفمبر');
    expect(formatDue({ ...card, dueTime: null }, now, 'de')).toBe('27. Nov.');
  });
});
