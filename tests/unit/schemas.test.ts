// The documents' schemas (src/domain): what the services' converters make of stored data.
import { importedFromOf, parseBoard, checkLabels, summaryOf } from '../../src/domain/board';
import { checkCardDetails, parseCard } from '../../src/domain/card';
import { parseList } from '../../src/domain/list';
import { checkBoardRoom, parseUserRecord } from '../../src/domain/user';
import type { Problem } from '../../src/domain/problems';
import { describeProblem } from '../../src/messages/problems';

// The domain refuses with a code; the words are the ones people read (src/messages/problems.ts).
const words = (problem: Problem | null) => (problem ? describeProblem(problem) : null);

const stamp = (ms: number) => ({ toMillis: () => ms });

describe('reading stored documents', () => {
  it('a board keeps what is valid and falls back for the rest', () => {
    expect(
      parseBoard('b1', {
        ownerId: 'ada',
        title: 'Roadmap',
        color: 'chartreuse',
        labels: [{ id: 'l1', name: 'Bug', color: 'red' }, { id: 'l2', color: 'nope' }, 'junk'],
        cardCount: '3',
        deleting: 'yes',
        createdAt: stamp(5),
        updatedAt: null,
      }),
    ).toEqual({
      id: 'b1',
      ownerId: 'ada',
      // A board from before sharing: its owner is its one member.
      members: [{ uid: 'ada', role: 'owner', name: '', email: '' }],
      title: 'Roadmap',
      color: 'blue',
      labels: [{ id: 'l1', name: 'Bug', color: 'red' }],
      cardCount: 0,
      listCount: 0,
      deleting: false,
      importedFrom: null,
      createdAt: 5,
      updatedAt: null,
      watcherIds: [],
      mutedBy: [],
    });
  });

  it('a board’s importedFrom is kept when it is 1 to 200 characters of text, else null', () => {
    const from = (importedFrom: unknown) => parseBoard('b1', { ownerId: 'ada', importedFrom });
    expect(from('trello:5f1a2b3c4d5e6f7a8b9c0d1e').importedFrom).toBe(
      'trello:5f1a2b3c4d5e6f7a8b9c0d1e',
    );
    expect(from('x'.repeat(200)).importedFrom).toBe('x'.repeat(200));
    for (const bad of ['', 'x'.repeat(201), 7, null, undefined, ['trello:1']]) {
      expect(from(bad).importedFrom).toBeNull();
    }
    // The summary carries the owner: the dashboard's tile offers controls by role.
    expect(summaryOf(from('trello:abc'))).toEqual({
      id: 'b1',
      ownerId: 'ada',
      title: '',
      color: 'blue',
      deleting: false,
      importedFrom: 'trello:abc',
    });
    expect(importedFromOf('trello', 'abc')).toBe('trello:abc');
  });

  it('a card’s dueComplete is true only when stored as true (older cards have none)', () => {
    const card = (dueComplete: unknown) =>
      parseCard('c1', { listId: 'l1', rank: 'a0', due: '2024-03-03', dueComplete });
    expect(card(true)?.dueComplete).toBe(true);
    for (const other of [false, 'true', 1, undefined]) expect(card(other)?.dueComplete).toBe(false);
  });

  it('a board’s members: the owner first whatever the map says, then by name; junk skipped', () => {
    const board = parseBoard('b1', {
      ownerId: 'ada',
      members: {
        zed: { role: 'viewer', name: 'Zed', email: 'zed@example.com' },
        bob: { role: 'owner', name: 'Bob', email: 'bob@example.com' },
        ada: { role: 'editor', name: 'Ada', email: 'ada@example.com' },
        eve: { role: 'admin', name: 'Eve' },
        junk: 'x',
      },
    });
    expect(board.members).toEqual([
      { uid: 'ada', role: 'owner', name: 'Ada', email: 'ada@example.com' },
      { uid: 'bob', role: 'viewer', name: 'Bob', email: 'bob@example.com' },
      { uid: 'zed', role: 'viewer', name: 'Zed', email: 'zed@example.com' },
    ]);
  });

  it('a card, a list and a user record never carry a wrong type into the store', () => {
    expect(
      parseCard('c1', {
        listId: 'l1',
        rank: 'a0',
        title: 7,
        labelIds: ['a', 3],
        checklist: [{ id: 'i', done: 1 }],
      }),
    ).toEqual({
      id: 'c1',
      listId: 'l1',
      rank: 'a0',
      title: '',
      description: '',
      labelIds: ['a'],
      assigneeIds: [],
      due: null,
      dueComplete: false,
      checklist: [{ id: 'i', text: '', done: false }],
      archived: false,
      watcherIds: [],
    });
    expect(parseList('l1', { rank: 'a0' })).toEqual({
      id: 'l1',
      title: '',
      rank: 'a0',
      archived: false,
    });
    expect(parseUserRecord({ boards: ['b1', null], starred: 'b1' })).toEqual({
      boards: ['b1'],
      starred: [],
    });
  });
});

describe('documents the board cannot show', () => {
  it('a list or card whose rank the ordering library cannot read is refused, not half-read', () => {
    // generateKeyBetween throws on such a rank, which used to stop the whole board page.
    for (const rank of ['b0', 'a00', '', 7, undefined, 'a0 ', `A${'0'.repeat(26)}`]) {
      expect(parseList('l1', { title: 'To do', rank, archived: false })).toBeNull();
      expect(parseCard('c1', { listId: 'l1', title: 'Card', rank })).toBeNull();
    }
    expect(parseList('l1', null)).toBeNull();
  });

  it('a card in no list is refused', () => {
    expect(parseCard('c1', { listId: 7, rank: 'a0' })).toBeNull();
    expect(parseCard('c1', { rank: 'a0' })).toBeNull();
  });

  it('a stored due that is not a real day reads as no due date', () => {
    expect(parseCard('c1', { listId: 'l1', rank: 'a0', due: '2025-13-45' })?.due).toBeNull();
    expect(parseCard('c1', { listId: 'l1', rank: 'a0', due: '2024-02-29' })?.due).toBe(
      '2024-02-29',
    );
  });
});

describe('reading keyed checklists and labels, and the old arrays', () => {
  it('reads a checklist stored as a map by item id, in rank order', () => {
    const card = parseCard('c1', {
      listId: 'l1',
      rank: 'a0',
      checklist: {
        later: { text: 'Second', done: true, rank: 'a1' },
        first: { text: 'First', done: false, rank: 'a0' },
        junk: 'x',
      },
    });
    expect(card?.checklist).toEqual([
      { id: 'first', text: 'First', done: false, rank: 'a0' },
      { id: 'later', text: 'Second', done: true, rank: 'a1' },
    ]);
  });

  it('still reads a checklist stored as the old array, in its order and without ranks', () => {
    const card = parseCard('c1', {
      listId: 'l1',
      rank: 'a0',
      checklist: [
        { id: 'b', text: 'One', done: true },
        { id: 'a', text: 'Two', done: false },
      ],
    });
    expect(card?.checklist).toEqual([
      { id: 'b', text: 'One', done: true },
      { id: 'a', text: 'Two', done: false },
    ]);
  });

  it('reads board labels stored as a map by id, skipping a bad colour', () => {
    const board = parseBoard('b1', {
      labels: {
        red: { name: 'Urgent', color: 'red', rank: 'a1' },
        green: { name: '', color: 'green', rank: 'a0' },
        odd: { name: 'x', color: 'nope', rank: 'a2' },
      },
    });
    expect(board.labels).toEqual([
      { id: 'green', name: '', color: 'green', rank: 'a0' },
      { id: 'red', name: 'Urgent', color: 'red', rank: 'a1' },
    ]);
  });
});

describe('checks shared by the forms and the sagas', () => {
  it('labels: at most 20, names trimmed, a long name kept for the person', () => {
    const label = (name: string) => ({ id: name, name, color: 'red' as const });
    expect(checkLabels([label('  Bug  ')])).toEqual({
      ok: true,
      labels: [{ id: '  Bug  ', name: 'Bug', color: 'red' }],
    });
    expect(checkLabels(Array.from({ length: 21 }, (_, i) => label(`L${i}`)))).toMatchObject({
      ok: false,
    });
    expect(checkLabels([label('x'.repeat(41))])).toMatchObject({
      ok: false,
      keptText: 'x'.repeat(41),
    });
  });

  it('card details: a bad due day and a too-long checklist are refused in words', () => {
    expect(words(checkCardDetails({ due: '2026-13' }))).toBe('That due date isn’t a valid day.');
    const items = Array.from({ length: 101 }, (_, i) => ({ id: `${i}`, text: 'x', done: false }));
    expect(words(checkCardDetails({ checklist: items }))).toBe(
      'A checklist can have at most 100 items.',
    );
    expect(checkCardDetails({ due: '2026-12-01', description: 'ok' })).toBeNull();
  });

  it('boards per person: the 1,001st is refused', () => {
    expect(checkBoardRoom(999).ok).toBe(true);
    const full = checkBoardRoom(1000);
    expect(full).toEqual({ ok: false, problem: { code: 'boardsFull', max: 1000 } });
    expect(!full.ok && describeProblem(full.problem)).toBe(
      'You can have at most 1,000 boards. Delete one first.',
    );
  });
});
