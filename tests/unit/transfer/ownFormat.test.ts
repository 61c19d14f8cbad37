// Our own export read back: the same archive out as went in, damaged or newer files refused in
// words, the same limits as a Trello import.
import type { BoardArchive } from '../../../src/domain/boardArchive';
import { LIMITS } from '../../../src/domain/limits';
import { readBoardArchive } from '../../../src/features/transfer/ownFormat/readBoardArchive';
import { planImportFromText } from '../../../src/features/transfer/planImport';
import { archiveCard, fullArchive } from './fixtures/archive';
import { allCards, expectPlan, expectRefusal } from './fixtures/plans';

// A hand-edited file can hold anything anywhere: the edits below reach in untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = Record<string, any>;

/** A copy of the full archive changed by `edit`, as parsed JSON. */
function edited(edit: (file: Editable) => void): unknown {
  const file = JSON.parse(JSON.stringify(fullArchive()));
  edit(file);
  return file;
}

describe('reading our own export', () => {
  it('gives back the same archive it was exported from (round trip through text)', () => {
    const archive = fullArchive();
    const plan = expectPlan(planImportFromText(JSON.stringify(archive, null, 2)));
    expect(plan.archive).toEqual(archive);
    expect(plan.counts).toEqual({
      lists: 3,
      cards: 4,
      archivedCards: 3,
      labels: 3,
      checklistItems: 3,
      comments: 2,
    });
  });

  it('tells that only the importer becomes a member, and keeps members and assignees', () => {
    const plan = expectPlan(readBoardArchive(fullArchive()));
    expect(plan.archive.board.members).toHaveLength(2);
    expect(allCards(plan.archive)[0]?.assignees).toEqual([
      { name: 'Bob Roy', email: 'bob@example.com' },
    ]);
    expect(plan.notices).toEqual([
      'Only you become a member of the new board; the export’s members (Ann Lee and Bob Roy) are not added.',
      '1 card had assignees; a person who isn’t a member of the new board can’t stay assigned.',
    ]);
  });

  it('refuses a newer version in words, and a version it doesn’t know', () => {
    expect(expectRefusal(readBoardArchive(edited((file) => (file.version = 2))))).toBe(
      'This file was exported by a newer version of Boards (version 2); this one reads version 1.',
    );
    expect(expectRefusal(readBoardArchive(edited((file) => (file.version = '1'))))).toBe(
      'This Boards export has no version this one can read (it reads version 1).',
    );
  });

  it.each([
    [(file: Editable) => delete file.board, '“board” should be an object'],
    [
      (file: Editable) => (file.lists[0].cards[0].title = 7),
      'list 1, card 1: “title” should be text',
    ],
    [
      (file: Editable) => (file.lists[2].archived = 'yes'),
      'list 3: “archived” should be true or false',
    ],
    [
      (file: Editable) => (file.board.color = 'teal'),
      'board: “color” should be one of blue, sky, green, lime, orange, red, purple, pink, grey',
    ],
    [
      (file: Editable) => (file.lists[0].cards[0].checklist[1] = 'Outline'),
      'list 1, card 1, checklist item 2 should be an object',
    ],
    [
      (file: Editable) => (file.lists[0].cards[0].comments[0].createdAt = 'yesterday'),
      'list 1, card 1, comment 1: “createdAt” should be a date and time',
    ],
    [
      (file: Editable) => (file.lists[0].cards[0].labelIds = [1]),
      'list 1, card 1: “labelIds” should be a list of label ids',
    ],
    [
      (file: Editable) => (file.board.members[0].role = 'admin'),
      'board, member 1: “role” should be one of owner, editor, viewer',
    ],
    [
      (file: Editable) => (file.board.labels[1].id = 'l1'),
      'board, label 2: its id is another label’s too',
    ],
    [(file: Editable) => (file.lists = {}), '“lists” should be a list'],
  ])('refuses a damaged file, naming what is wrong (%#)', (edit, problem) => {
    expect(expectRefusal(readBoardArchive(edited(edit)))).toBe(
      `This Boards export is damaged (${problem}); nothing was imported.`,
    );
  });

  it('applies the same limits: cards and lists refused, long texts shortened, lost labels dropped', () => {
    const tooMany = edited((file) => {
      file.lists[0].cards = Array.from({ length: LIMITS.cardsPerBoard }, (_, index) =>
        archiveCard({ id: `n${index}` }),
      );
    });
    expect(expectRefusal(readBoardArchive(tooMany))).toBe(
      'This board has 5,002 cards (archived ones included); a board here can have at most 5,000.',
    );
    const lists = edited((file) => {
      file.lists = Array.from({ length: 101 }, (_, index) => ({
        id: `l${index}`,
        title: 'L',
        archived: false,
        cards: [],
      }));
    });
    expect(expectRefusal(readBoardArchive(lists))).toBe(
      'This board has 101 lists; a board here can have at most 100.',
    );

    const long = expectPlan(
      readBoardArchive(
        edited((file) => {
          file.board.members = [];
          file.lists[0].cards[0].assignees = [];
          file.lists[0].cards[0].title = 't'.repeat(LIMITS.cardTitle + 1);
          file.lists[0].cards[0].labelIds = ['l1', 'missing'];
          file.lists[0].cards[0].due = '2025-02-30';
        }),
      ),
    );
    const card = allCards(long.archive)[0];
    expect(card?.title).toHaveLength(LIMITS.cardTitle);
    expect(card?.labelIds).toEqual(['l1']);
    expect(card?.due).toBeNull();
    expect(long.notices).toEqual([
      '1 card named 1 label that the file doesn’t hold; those were left off.',
      '1 due date couldn’t be read; those cards have none.',
      '1 card title had more than 500 characters; it was shortened.',
    ]);
  });

  it('keeps a Trello source it was first imported from', () => {
    const file = edited((archive) => (archive.source = { system: 'trello', boardId: 'abc' }));
    expect((expectPlan(readBoardArchive(file)).archive as BoardArchive).source).toEqual({
      system: 'trello',
      boardId: 'abc',
    });
  });
});
