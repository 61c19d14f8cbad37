// A comment as stored, as checked, and its time as people read it.
import {
  checkCommentText,
  compareNewestFirst,
  parseComment,
  type Comment,
} from '../../src/domain/comment';
import { formatCommentTime, formatImportedTime } from '../../src/messages/times';
import { worded } from '../../src/messages/problems';

describe('a comment', () => {
  it('is read only with an author and a text, whatever else is stored', () => {
    const at = { toMillis: () => 5 };
    expect(parseComment('m1', { authorId: 'u', text: 'Hi', createdAt: at, authorName: 3 })).toEqual(
      {
        id: 'm1',
        authorId: 'u',
        authorName: '',
        text: 'Hi',
        createdAt: 5,
        updatedAt: null,
        importedAt: null,
      },
    );
    expect(parseComment('m2', { text: 'No author' })).toBeNull();
    expect(parseComment('m3', { authorId: 'u', text: 7 })).toBeNull();
  });

  it('an imported one keeps when its original was written; others have no importedAt', () => {
    const stored = {
      authorId: 'u',
      authorName: 'Ann Smith',
      text: 'Hi',
      createdAt: { toMillis: () => 9 },
    };
    expect(parseComment('m1', { ...stored, importedAt: { toMillis: () => 4 } })?.importedAt).toBe(
      4,
    );
    expect(parseComment('m2', stored)?.importedAt).toBeNull();
    expect(parseComment('m3', { ...stored, importedAt: '2024-03-03' })?.importedAt).toBeNull();
  });

  it('sorts newest first by when it was written: an imported one by its original time', () => {
    const at = (
      id: string,
      createdAt: number | null,
      importedAt: number | null = null,
    ): Comment => ({
      id,
      authorId: 'u',
      authorName: '',
      text: id,
      createdAt,
      updatedAt: createdAt,
      importedAt,
    });
    // Imported today (createdAt 100), written long before the one from yesterday (createdAt 50).
    const comments = [
      at('old-import', 100, 10),
      at('yesterday', 50),
      at('pending', null),
      at('import', 100, 60),
    ];
    expect(comments.sort(compareNewestFirst).map((comment) => comment.id)).toEqual([
      'pending',
      'import',
      'yesterday',
      'old-import',
    ]);
  });

  it('keeps its own line breaks and refuses blank or over 5,000 characters', () => {
    expect(checkCommentText('\n a\nb \n')).toEqual({ ok: true, value: 'a\nb' });
    expect(worded(checkCommentText(' \n '))).toEqual({
      ok: false,
      message: 'A comment can’t be empty.',
    });
    expect(checkCommentText('x'.repeat(5_000)).ok).toBe(true);
    expect(checkCommentText('x'.repeat(5_001)).ok).toBe(false);
  });

  it('says when it was written in words, then as a date', () => {
    const now = new Date(2025, 5, 15, 12, 0).getTime();
    expect(formatCommentTime(now - 10_000, now)).toBe('just now');
    expect(formatCommentTime(now + 5_000, now)).toBe('just now');
    expect(formatCommentTime(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatCommentTime(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatCommentTime(now - 86_400_000, now)).toBe('yesterday');
    expect(formatCommentTime(new Date(2025, 0, 2, 9, 30).getTime(), now)).toMatch(/^Jan 2/);
    expect(formatCommentTime(new Date(2023, 0, 2).getTime(), now)).toBe('Jan 2, 2023');
  });

  it('says when an imported one was first written as a plain date', () => {
    expect(formatImportedTime(new Date(2024, 2, 3, 12, 0).getTime())).toBe('3 March 2024');
  });
});
