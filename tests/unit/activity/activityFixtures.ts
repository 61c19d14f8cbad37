import type { ActivityEntry } from '../../../src/domain/activity';

/** An entry as parseActivityEntry gives it: Bob renamed nothing in particular, at `at`. */
export function makeEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 'e1',
    authorId: 'bob',
    authorName: 'Bob Editor',
    at: 1_700_000_000_000,
    kind: 'cardRename',
    cardId: 'c1',
    listId: 'l1',
    subject: 'alpha',
    field: 'title',
    before: 'alpha',
    after: 'alpha by bob',
    words: {},
    changes: null,
    revertOf: null,
    ...overrides,
  };
}
