// What an activity entry of each kind may change (src/domain/editScope.ts): the edits the app
// writes pass; forged ones (another document, another card, a field the kind doesn't change,
// an unknown kind) don't.
import type { ActivityKind } from '../../../src/domain/activity';
import type { FieldChange } from '../../../src/domain/edit';
import { changesWithinScope, targetOfChanges } from '../../../src/domain/editScope';
import { BOARD_ID, makeBoard, makeCard, makeList } from '../boardFixtures';

const entry = (kind: string, cardId: string | null = 'c1', listId: string | null = 'l1') => ({
  kind: kind as ActivityKind,
  cardId,
  listId,
});
const within = (kind: string, changes: unknown[], cardId?: string | null, listId?: string | null) =>
  changesWithinScope(entry(kind, cardId, listId), BOARD_ID, changes as FieldChange[]);

const rename = { doc: 'card', id: 'c1', before: { title: 'alpha' }, after: { title: 'beta' } };
const boardTitle = {
  doc: 'board',
  id: BOARD_ID,
  before: { title: 'Hacked' },
  after: { title: 'Roadmap' },
};
const c1 = makeCard('c1', 'l1', 'a0', { title: 'alpha' });

describe('the edits the app writes', () => {
  it.each([
    ['cardRename', [rename]],
    [
      'cardMove',
      [
        {
          doc: 'card',
          id: 'c1',
          before: { listId: 'l1', rank: 'a0' },
          after: { listId: 'l2', rank: 'a1' },
        },
      ],
    ],
    [
      'cardArchive',
      [{ doc: 'card', id: 'c1', before: { archived: false }, after: { archived: true } }],
    ],
    [
      'cardDescription',
      [{ doc: 'card', id: 'c1', before: { description: '' }, after: { description: 'x' } }],
    ],
    [
      'cardDue',
      [
        {
          doc: 'card',
          id: 'c1',
          before: { due: '2026-01-01', dueComplete: true },
          after: { due: null, dueComplete: false },
        },
      ],
    ],
    [
      'cardDueDone',
      [{ doc: 'card', id: 'c1', before: { dueComplete: false }, after: { dueComplete: true } }],
    ],
    [
      'cardCover',
      [
        {
          doc: 'card',
          id: 'c1',
          before: { cover: null },
          after: { cover: { attachmentId: 'a', thumbnail: 'x' } },
        },
      ],
    ],
    [
      'cardRepeat',
      [
        {
          doc: 'card',
          id: 'c1',
          before: { repeat: null, due: '2026-01-01' },
          after: { repeat: 'daily', due: '2026-01-01' },
        },
      ],
    ],
    [
      'cardTemplate',
      [{ doc: 'card', id: 'c1', before: { template: false }, after: { template: true } }],
    ],
    [
      'cardLabels',
      [{ doc: 'cardIds', id: 'c1', field: 'labelIds', item: 'green', before: false, after: true }],
    ],
    [
      'cardAssign',
      [{ doc: 'cardIds', id: 'c1', field: 'assigneeIds', item: 'bob', before: false, after: true }],
    ],
    ['cardAdd', [{ doc: 'cardPresence', id: 'c1', before: null, after: c1 }]],
    ['cardDelete', [{ doc: 'cardPresence', id: 'c1', before: c1, after: null }]],
    [
      'checklistTick',
      [
        {
          doc: 'item',
          id: 'c1',
          field: 'checklist',
          item: 'i1',
          before: { done: false },
          after: { done: true },
        },
      ],
    ],
    [
      'checklistAdd',
      [
        {
          doc: 'item',
          id: 'c1',
          field: 'checklist',
          item: 'i1',
          before: null,
          after: { text: 'Milk', done: false, rank: 'a0' },
        },
      ],
    ],
    [
      'checklistMove',
      [{ doc: 'card', id: 'c1', before: { checklist: [] }, after: { checklist: [] } }],
    ],
  ])('a card’s %s', (kind, changes) => {
    expect(within(kind, changes)).toBe(true);
  });

  it.each([
    [
      'listRename',
      [{ doc: 'list', id: 'l1', before: { title: 'To do' }, after: { title: 'Backlog' } }],
    ],
    ['listMove', [{ doc: 'list', id: 'l1', before: { rank: 'a0' }, after: { rank: 'a5' } }]],
    [
      'listWipLimit',
      [
        {
          doc: 'list',
          id: 'l1',
          before: { wipLimit: null, wipStrict: false },
          after: { wipLimit: 3, wipStrict: true },
        },
      ],
    ],
    [
      'listArchive',
      [{ doc: 'list', id: 'l1', before: { archived: false }, after: { archived: true } }],
    ],
    ['listAdd', [{ doc: 'listPresence', id: 'l1', before: null, after: makeList('l1', 'a0') }]],
    [
      'listDelete',
      [
        {
          doc: 'listWithCards',
          id: 'l1',
          before: { list: makeList('l1', 'a0'), cards: [c1] },
          after: null,
        },
      ],
    ],
  ])('a list’s %s', (kind, changes) => {
    expect(within(kind, changes, null, 'l1')).toBe(true);
  });

  it.each([
    [
      'boardRename',
      [{ doc: 'board', id: BOARD_ID, before: { title: 'Roadmap' }, after: { title: 'Plans' } }],
    ],
    [
      'boardRecolor',
      [{ doc: 'board', id: BOARD_ID, before: { color: 'blue' }, after: { color: 'green' } }],
    ],
    [
      'boardTemplate',
      [{ doc: 'board', id: BOARD_ID, before: { template: false }, after: { template: true } }],
    ],
    [
      'boardLink',
      [
        {
          doc: 'board',
          id: BOARD_ID,
          before: { publicLinkId: null },
          after: { publicLinkId: 'x'.repeat(21) },
        },
      ],
    ],
    [
      'labelChange',
      [
        {
          doc: 'item',
          id: BOARD_ID,
          field: 'labels',
          item: 'green',
          before: { name: '' },
          after: { name: 'Done' },
        },
      ],
    ],
    [
      'labelAdd',
      [
        {
          doc: 'item',
          id: BOARD_ID,
          field: 'labels',
          item: 'lx',
          before: null,
          after: { name: 'Urgent', color: 'red', rank: 'a9' },
        },
      ],
    ],
    [
      'labelDelete',
      [
        {
          doc: 'board',
          id: BOARD_ID,
          before: { labels: makeBoard().labels },
          after: { labels: [] },
        },
      ],
    ],
  ])('the board’s %s', (kind, changes) => {
    expect(within(kind, changes, null, null)).toBe(true);
  });

  it('a revert (or undo) of an added card: the same kind, the other way round', () => {
    expect(within('cardAdd', [{ doc: 'cardPresence', id: 'c1', before: c1, after: null }])).toBe(
      true,
    );
  });
});

describe('forged entries', () => {
  it.each([
    ['the board’s title', boardTitle],
    [
      'the board’s deleting',
      { doc: 'board', id: BOARD_ID, before: { deleting: true }, after: { deleting: false } },
    ],
    [
      'the board’s owner',
      { doc: 'board', id: BOARD_ID, before: { ownerId: 'bob' }, after: { ownerId: 'ada-uid' } },
    ],
    [
      'the board’s members',
      { doc: 'board', id: BOARD_ID, before: { members: [] }, after: { members: [] } },
    ],
    [
      'the board’s counts',
      { doc: 'board', id: BOARD_ID, before: { cardCount: 0 }, after: { cardCount: 5 } },
    ],
    ['a second card', { doc: 'card', id: 'c2', before: { title: 'x' }, after: { title: 'y' } }],
    ['another list', { doc: 'list', id: 'l1', before: { title: 'x' }, after: { title: 'y' } }],
    ['a card deleted', { doc: 'cardPresence', id: 'c1', before: null, after: c1 }],
    [
      'the board’s labels',
      {
        doc: 'item',
        id: BOARD_ID,
        field: 'labels',
        item: 'g',
        before: { name: 'a' },
        after: { name: 'b' },
      },
    ],
  ])('a card rename that also holds %s is refused', (_, extra) => {
    expect(within('cardRename', [rename, extra])).toBe(false);
    expect(within('cardRename', [extra, rename])).toBe(false);
  });

  it('a rename of another card than the entry’s is refused', () => {
    expect(within('cardRename', [{ ...rename, id: 'c2' }])).toBe(false);
    expect(within('cardRename', [rename], null)).toBe(false);
  });

  it('a field the kind doesn’t change is refused, even on its own card', () => {
    const withList = {
      ...rename,
      before: { title: 'alpha', listId: 'l9' },
      after: { title: 'beta', listId: 'l1' },
    };
    expect(within('cardRename', [withList])).toBe(false);
    expect(within('cardRename', [{ ...rename, before: { title: 'a', ownerId: 'bob' } }])).toBe(
      false,
    );
    expect(
      within('cardDueDone', [
        { doc: 'card', id: 'c1', before: { due: null }, after: { due: '2026-01-01' } },
      ]),
    ).toBe(false);
    expect(
      within('cardLabels', [
        { doc: 'cardIds', id: 'c1', field: 'assigneeIds', item: 'eve', before: false, after: true },
      ]),
    ).toBe(false);
    expect(
      within(
        'listWipLimit',
        [{ doc: 'list', id: 'l1', before: { title: 'A' }, after: { title: 'B' } }],
        null,
        'l1',
      ),
    ).toBe(false);
    expect(
      within(
        'listRename',
        [{ doc: 'list', id: 'l1', before: { deleting: true }, after: { deleting: false } }],
        null,
        'l1',
      ),
    ).toBe(false);
    expect(
      within(
        'boardRename',
        [
          {
            doc: 'board',
            id: BOARD_ID,
            before: { title: 'a', deleting: true },
            after: { title: 'b', deleting: false },
          },
        ],
        null,
        null,
      ),
    ).toBe(false);
    expect(
      within(
        'labelChange',
        [
          {
            doc: 'item',
            id: BOARD_ID,
            field: 'labels',
            item: 'g',
            before: { name: 'a', ownerId: 'x' },
            after: { name: 'b' },
          },
        ],
        null,
        null,
      ),
    ).toBe(false);
  });

  it('a board kind on another board’s id, or a list kind on another list, is refused', () => {
    expect(within('boardRename', [{ ...boardTitle, id: 'board-2' }], null, null)).toBe(false);
    expect(
      within(
        'listRename',
        [{ doc: 'list', id: 'l2', before: { title: 'x' }, after: { title: 'y' } }],
        null,
        'l1',
      ),
    ).toBe(false);
    expect(
      within(
        'listRename',
        [{ doc: 'list', id: 'l1', before: { title: 'x' }, after: { title: 'y' } }],
        null,
        null,
      ),
    ).toBe(false);
  });

  it('unknown kinds, a comment kind holding a card change, members and empty edits are refused', () => {
    for (const kind of ['boardDelete', 'memberRole', 'commentAdd', 'constructor', 'toString', '']) {
      expect(within(kind, [rename])).toBe(false);
    }
    expect(within('cardRename', [])).toBe(false);
    expect(within('cardRename', [null])).toBe(false);
    expect(within('cardRename', [{ doc: 'card', id: 'c1', before: {}, after: {} }])).toBe(false);
  });

  it('a comment is the entry’s card’s, and an edit of it changes its text only', () => {
    const said = {
      id: 'm1',
      authorId: 'ada',
      authorName: 'Ada',
      text: 'Hello',
      createdAt: 1,
      updatedAt: 1,
      importedAt: null,
    };
    const edit = { doc: 'comment', id: 'm1', cardId: 'c1', before: said };
    expect(within('commentEdit', [{ ...edit, after: { ...said, text: 'Hi', updatedAt: 2 } }])).toBe(
      true,
    );
    expect(within('commentAdd', [{ ...edit, before: null, after: said, watch: true }])).toBe(true);
    expect(within('commentDelete', [{ ...edit, after: null }])).toBe(true);
    // Forged: another card's comment, a new author, a stray field, a board change beside it.
    expect(within('commentEdit', [{ ...edit, cardId: 'c2', after: said }])).toBe(false);
    expect(within('commentEdit', [{ ...edit, after: { ...said, authorId: 'bob' } }])).toBe(false);
    expect(
      within('commentAdd', [{ ...edit, before: null, after: { ...said, ownerId: 'x' } }]),
    ).toBe(false);
    expect(within('commentEdit', [{ ...edit, after: said }, boardTitle])).toBe(false);
    expect(within('commentDelete', [{ ...edit, after: null, watch: true }])).toBe(false);
  });

  it('a member’s role change is that person’s role only, never making an owner', () => {
    const grace = { uid: 'grace', role: 'editor', name: 'Grace', email: 'g@x.org' };
    const role = { doc: 'member', id: BOARD_ID, item: 'grace', before: grace };
    expect(within('memberRole', [{ ...role, after: { ...grace, role: 'viewer' } }])).toBe(true);
    // Forged: made owner, either way round; another person; renamed; removed; another board.
    expect(within('memberRole', [{ ...role, after: { ...grace, role: 'owner' } }])).toBe(false);
    expect(
      within('memberRole', [
        { ...role, before: { ...grace, role: 'owner' }, after: { ...grace, role: 'viewer' } },
      ]),
    ).toBe(false);
    expect(within('memberRole', [{ ...role, item: 'bob', after: grace }])).toBe(false);
    expect(within('memberRole', [{ ...role, after: { ...grace, name: 'Boss' } }])).toBe(false);
    expect(within('memberRole', [{ ...role, after: null }])).toBe(false);
    expect(within('memberRole', [{ ...role, id: 'other', after: grace }])).toBe(false);
    expect(within('memberRemove', [{ ...role, after: null }])).toBe(false);
  });

  it('a file’s add or delete is never inverted', () => {
    const file = { doc: 'attachment', id: 'f1', cardId: 'c1', before: null, after: { id: 'f1' } };
    expect(within('attachmentAdd', [file])).toBe(false);
    expect(within('cardCover', [file])).toBe(false);
  });

  it('a card brought back must be the entry’s card, with a card’s fields only', () => {
    const back = (card: unknown, id = 'c1') => [
      { doc: 'cardPresence', id, before: card, after: null },
    ];
    expect(within('cardDelete', back({ ...c1, id: 'c2' }))).toBe(false);
    expect(within('cardDelete', back(makeCard('c2', 'l1', 'a0'), 'c2'))).toBe(false);
    expect(within('cardDelete', back({ ...c1, ownerId: 'bob' }))).toBe(false);
    expect(within('cardDelete', back(null))).toBe(false);
    expect(within('cardDelete', [{ doc: 'cardPresence', id: 'c1', before: c1, after: c1 }])).toBe(
      false,
    );
  });

  it('a list brought back holds that list and its own cards only', () => {
    const list = makeList('l1', 'a0');
    const back = (value: unknown) => [
      { doc: 'listWithCards', id: 'l1', before: value, after: null },
    ];
    const other = makeCard('c9', 'l2', 'a0');
    expect(within('listDelete', back({ list, cards: [other] }), null, 'l1')).toBe(false);
    expect(within('listDelete', back({ list: { ...list, id: 'l2' }, cards: [] }), null, 'l1')).toBe(
      false,
    );
    expect(
      within('listDelete', back({ list: { ...list, deleting: true }, cards: [] }), null, 'l1'),
    ).toBe(false);
    expect(within('listDelete', back({ list, cards: [], board: {} }), null, 'l1')).toBe(false);
    expect(
      within(
        'listAdd',
        [{ doc: 'listPresence', id: 'l1', before: null, after: { ...list, id: 'l2' } }],
        null,
        'l1',
      ),
    ).toBe(false);
  });
});

describe('a step of this tab’s history', () => {
  it('is about its first change’s card or list, and holds every change to it', () => {
    const target = targetOfChanges('cardRename', [rename as FieldChange]);
    expect(target).toEqual({ kind: 'cardRename', cardId: 'c1', listId: null });
    expect(changesWithinScope(target, BOARD_ID, [rename, boardTitle] as FieldChange[])).toBe(false);
    const list = targetOfChanges('listRename', [{ doc: 'list', id: 'l1', before: {}, after: {} }]);
    expect(list).toEqual({ kind: 'listRename', cardId: null, listId: 'l1' });
  });
});
