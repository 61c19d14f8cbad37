// A board with every kind of content an export carries, as the services read it: labels named
// and unnamed (given out of rank order), an archived list with an open card, an archived card,
// due dates (one met), a checklist, comments (one imported, dated by its original date),
// assignees (one who has left the board), a deleted label still named by a card, and a list
// being deleted with its card.
import type { Comment } from '../../../src/domain/comment';
import type { BoardContents } from '../../../src/services/exports';
import { makeBoard, makeCard, makeList } from '../boardFixtures';
import { ada, grace } from '../fixtures';

export const EXPORTED_AT = Date.UTC(2024, 4, 2, 12, 0, 0);

const members = [
  { uid: ada.uid, role: 'owner' as const, name: 'Ada Lovelace', email: 'ada@example.com' },
  { uid: grace.uid, role: 'editor' as const, name: 'Grace Hopper', email: 'grace@example.com' },
  { uid: 'linus-uid', role: 'viewer' as const, name: '', email: 'linus@example.com' },
];

function comment(
  id: string,
  authorName: string,
  text: string,
  createdAt: number | null,
  importedAt: number | null = null,
): Comment {
  return { id, authorId: ada.uid, authorName, text, createdAt, updatedAt: createdAt, importedAt };
}

export function richBoard(): BoardContents {
  return {
    board: makeBoard({
      id: 'board-rich',
      title: 'Launch plan',
      color: 'purple',
      members,
      labels: [
        { id: 'l-urgent', name: 'Urgent', color: 'red', rank: 'a1' },
        { id: 'l-plain', name: '', color: 'green', rank: 'a0' },
        { id: 'l-later', name: 'Later', color: 'sky', rank: 'a2' },
      ],
    }),
    lists: [
      makeList('done', 'a2', { title: 'Done' }),
      makeList('old', 'a1', { title: 'Old ideas', archived: true }),
      makeList('todo', 'a0', { title: 'To do' }),
      makeList('going', 'a3', { title: 'Being deleted', deleting: true }),
    ],
    cards: [
      makeCard('c-archived', 'todo', 'a2', { title: 'Dropped', archived: true }),
      makeCard('c-brief', 'todo', 'a1', {
        title: 'Write brief',
        description: 'First line\nSecond line, with "quotes"',
        labelIds: ['l-urgent', 'l-gone', 'l-plain'],
        due: '2024-05-01',
        dueComplete: true,
        assigneeIds: ['left-uid', grace.uid, ada.uid],
        checklist: [
          { id: 'i3', text: 'Publish', done: false, rank: 'a2' },
          { id: 'i1', text: 'Outline', done: true, rank: 'a0' },
          { id: 'i2', text: 'Draft', done: true, rank: 'a1' },
        ],
      }),
      makeCard('c-first', 'todo', 'a0', { title: 'Kick-off' }),
      makeCard('c-open-in-old', 'old', 'a0', {
        title: 'Open card in an archived list',
        due: '2023-01-09',
      }),
      makeCard('c-shipped', 'done', 'a0', { title: 'Ship it', labelIds: ['l-later'] }),
      makeCard('c-going', 'going', 'a0', { title: 'Goes with its list' }),
      makeCard('c-orphan', 'no-such-list', 'a0', { title: 'In no list' }),
    ],
    commentsByCard: {
      'c-brief': [
        comment('m-new', 'Ada Lovelace', 'Looks good', Date.UTC(2024, 3, 2, 9, 30)),
        comment(
          'm-imported',
          'Grace Hopper',
          'Written in Trello',
          Date.UTC(2024, 4, 1, 8, 0),
          Date.UTC(2019, 0, 15, 10, 0),
        ),
        comment('m-pending', 'Ada Lovelace', 'Just now', null),
      ],
    },
    unreadable: 0,
  };
}
