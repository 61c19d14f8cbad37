// Who an edit notifies (src/features/notifications/recipients.ts): never the author, never
// someone outside the board or who muted it, each person once, at most 20.
import type { FieldChange } from '../../../src/domain/edit';
import type { Board, Card } from '../../../src/domain/types';
import {
  notificationRecipients,
  withNotifications,
  type EditForRecipients,
} from '../../../src/features/notifications/recipients';
import { makeBoard, makeCard } from '../boardFixtures';
import { ada, grace } from '../fixtures';

const member = (uid: string, name: string) => ({
  uid,
  role: 'editor' as const,
  name,
  email: `${uid}@example.com`,
});

/** The board with Grace and Bob as editors; watching as the watching feature stores it. */
function board(watching: { watcherIds?: string[]; mutedBy?: string[] } = {}): Board {
  const base = makeBoard();
  return Object.assign(base, {
    members: [...base.members, member(grace.uid, 'Grace'), member('bob', 'Bob')],
    watcherIds: watching.watcherIds ?? [],
    mutedBy: watching.mutedBy ?? [],
  });
}

const card = (watcherIds: string[] = []): Card =>
  Object.assign(makeCard('c1', 'l1', 'a0', { title: 'Alpha' }), { watcherIds });

function edit(overrides: Partial<EditForRecipients>): EditForRecipients {
  return {
    kind: 'cardRename',
    changes: [],
    actorId: ada.uid,
    board: board(),
    card: card(),
    ...overrides,
  };
}

const assign = (uid: string): FieldChange => ({
  doc: 'cardIds',
  id: 'c1',
  field: 'assigneeIds',
  item: uid,
  before: false,
  after: true,
});

const describe_ = (before: string, after: string): FieldChange => ({
  doc: 'card',
  id: 'c1',
  before: { description: before },
  after: { description: after },
});

/** A comment added by Ada (before: null), with `text`. */
const commented = (text: string): FieldChange[] => [
  {
    doc: 'comment',
    id: 'm1',
    cardId: 'c1',
    before: null,
    after: {
      id: 'm1',
      authorId: ada.uid,
      authorName: 'Ada',
      text,
      createdAt: 1,
      updatedAt: 1,
      importedAt: null,
    },
  },
];

describe('who an edit notifies', () => {
  it('tells the person assigned, not the one who assigned themselves', () => {
    expect(notificationRecipients(edit({ kind: 'cardAssign', changes: [assign('bob')] }))).toEqual([
      { uid: 'bob', reason: 'assigned' },
    ]);
    expect(
      notificationRecipients(edit({ kind: 'cardAssign', changes: [assign(ada.uid)] })),
    ).toEqual([]);
  });

  it('tells the people newly mentioned in a description, not those mentioned before', () => {
    const changes = [
      describe_('hi @[Grace](' + grace.uid + ')', `@[Grace](${grace.uid}) @[Bob](bob)`),
    ];
    expect(notificationRecipients(edit({ kind: 'cardDescription', changes }))).toEqual([
      { uid: 'bob', reason: 'mention' },
    ]);
  });

  it('tells the people mentioned in a comment, and the card’s watchers, each once', () => {
    const changes = commented(`@[Bob](bob) look`);
    const recipients = notificationRecipients(
      edit({ kind: 'commentAdd', changes, card: card(['bob', grace.uid, ada.uid]) }),
    );
    expect(recipients).toEqual([
      { uid: 'bob', reason: 'mention' },
      { uid: grace.uid, reason: 'watching' },
    ]);
  });

  it('tells watchers of a move to another list, not of a move within one', () => {
    const across: FieldChange = {
      doc: 'card',
      id: 'c1',
      before: { listId: 'l1', rank: 'a0' },
      after: { listId: 'l2', rank: 'a1' },
    };
    const within: FieldChange = {
      doc: 'card',
      id: 'c1',
      before: { rank: 'a0' },
      after: { rank: 'a2' },
    };
    const watched = card(['bob']);
    expect(
      notificationRecipients(edit({ kind: 'cardMove', changes: [across], card: watched })),
    ).toEqual([{ uid: 'bob', reason: 'watching' }]);
    expect(
      notificationRecipients(edit({ kind: 'cardMove', changes: [within], card: watched })),
    ).toEqual([]);
  });

  it('tells watchers of a rename, an archive and a due date, not of a label change', () => {
    const watched = card(['bob']);
    for (const kind of ['cardRename', 'cardDue'] as const) {
      expect(notificationRecipients(edit({ kind, card: watched }))).toHaveLength(1);
    }
    const archive: FieldChange = {
      doc: 'card',
      id: 'c1',
      before: { archived: false },
      after: { archived: true },
    };
    expect(
      notificationRecipients(edit({ kind: 'cardArchive', changes: [archive], card: watched })),
    ).toHaveLength(1);
    expect(notificationRecipients(edit({ kind: 'cardLabels', card: watched }))).toEqual([]);
  });

  it('tells the board’s watchers of a card added', () => {
    const added = edit({ kind: 'cardAdd', board: board({ watcherIds: ['bob', ada.uid] }) });
    expect(notificationRecipients(added)).toEqual([{ uid: 'bob', reason: 'boardWatching' }]);
  });

  it('tells nobody who muted the board, or who is not a member', () => {
    const muted = board({ watcherIds: ['bob'], mutedBy: ['bob'] });
    expect(notificationRecipients(edit({ kind: 'cardAdd', board: muted }))).toEqual([]);
    expect(
      notificationRecipients(edit({ kind: 'cardAssign', changes: [assign('stranger')] })),
    ).toEqual([]);
    const changes = commented('@[Eve](eve)');
    expect(notificationRecipients(edit({ kind: 'commentAdd', changes }))).toEqual([]);
  });

  it('tells at most 20 people', () => {
    const many = Array.from({ length: 25 }, (_, i) => `p${i}`);
    const big = Object.assign(board({ watcherIds: many }), {
      members: many.map((uid) => member(uid, uid)),
    });
    expect(notificationRecipients(edit({ kind: 'cardAdd', board: big }))).toHaveLength(20);
  });
});

describe('the entry with its notifications', () => {
  const entry = {
    id: 'entry-1',
    draft: {
      authorId: ada.uid,
      authorName: 'Ada Lovelace',
      kind: 'cardAssign' as const,
      cardId: 'c1',
      listId: 'l1',
      subject: 'Alpha',
      field: null,
      before: null,
      after: null,
      words: {},
      changes: null,
      revertOf: null,
    },
  };

  it('names each recipient on the entry and carries one notification each', () => {
    expect(
      withNotifications(edit({ kind: 'cardAssign', changes: [assign('bob')] }), entry),
    ).toEqual({
      ...entry,
      draft: { ...entry.draft, notified: ['bob'] },
      notifications: [
        {
          uid: 'bob',
          draft: {
            kind: 'assigned',
            what: 'cardAssign',
            actorId: ada.uid,
            actorName: 'Ada Lovelace',
            boardId: 'board-1',
            boardTitle: 'Roadmap',
            cardId: 'c1',
            cardTitle: 'Alpha',
            excerpt: '',
            entryId: 'entry-1',
          },
        },
      ],
    });
  });

  it('carries the card’s title as it is after the edit: a rename’s new one', () => {
    const rename: FieldChange = {
      doc: 'card',
      id: 'c1',
      before: { title: 'Alpha' },
      after: { title: 'Alpha, shipped' },
    };
    const written = withNotifications(
      edit({ kind: 'cardRename', changes: [rename], card: card(['bob']) }),
      {
        ...entry,
        draft: {
          ...entry.draft,
          kind: 'cardRename' as const,
          before: 'Alpha',
          after: 'Alpha, shipped',
        },
      },
    );
    expect(written.notifications?.map((n) => [n.uid, n.draft.cardTitle, n.draft.excerpt])).toEqual([
      ['bob', 'Alpha, shipped', 'Alpha, shipped'],
    ]);
  });

  it('leaves the entry as it was when nobody is told', () => {
    expect(withNotifications(edit({ kind: 'cardAssign', changes: [assign(ada.uid)] }), entry)).toBe(
      entry,
    );
  });
});
