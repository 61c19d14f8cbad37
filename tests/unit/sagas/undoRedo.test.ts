// Undo and redo of the open board's edits: each kind's recorded step and the edit its undo
// and redo write (through the edit pipeline: one commitEdit batch with its activity entry, then
// whatever follows it), the conflict path (a change heard from elsewhere in between), the redo
// branch a new edit drops, refused writes, and what clears the history.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { FieldChange } from '../../../src/domain/edit';
import type { Card } from '../../../src/domain/types';
import {
  boardColorChangeRequested,
  boardRenameRequested,
} from '../../../src/features/board/boardsSlice';
import { recolorBoardSaga, renameBoardSaga } from '../../../src/features/dashboard/boardsSaga';
import {
  addCardSaga,
  deleteCardSaga,
  moveCardSaga,
  renameCardSaga,
  toggleAssigneeSaga,
  updateCardSaga,
} from '../../../src/features/cards/cardsSaga';
import { changeLabelsSaga } from '../../../src/features/cards/labelsSaga';
import { DEFAULT_LABELS } from '../../../src/domain/labels';
import {
  addListSaga,
  archiveListSaga,
  deleteListSaga,
  moveListSaga,
  renameListSaga,
} from '../../../src/features/lists/listsSaga';
import { redoSaga, undoSaga } from '../../../src/features/edits/history/undoSaga';
import {
  boardClosed,
  boardSnapshotReceived,
  cardsSnapshotReceived,
  listsSnapshotReceived,
} from '../../../src/features/board/openBoardSlice';
import {
  boardLabelsChangeRequested,
  cardAddRequested,
  cardAssigneeToggled,
  cardDeleteRequested,
  cardMoveRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import {
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listRenameRequested,
} from '../../../src/features/lists/listRequests';
import {
  selectCardsOfList,
  selectVisibleCardIds,
} from '../../../src/features/board/openBoardSelectors';
import * as editsService from '../../../src/services/edits';
import * as listsService from '../../../src/services/lists';
import * as purgeService from '../../../src/services/purge';
import { BOARD_ID, boardScene, makeCard, permissionDenied, whenCalled } from '../boardFixtures';

type Saga = (action: never) => Generator;
/** Every write an edit, its undo or its redo can make; each noted as [name, ...arguments]. */
const SERVICES = {
  commitEdit: editsService.commitEdit,
  restoreCards: editsService.restoreCards,
  restoreAssignees: editsService.restoreAssignees,
  markListDeleting: listsService.markListDeleting,
};

/** Runs one saga over `state` with the write services answering; returns the state and writes. */
async function run(saga: Saga, action: Action | undefined, state: RootState, fails = false) {
  const writes: unknown[][] = [];
  const { storeState } = await expectSaga(saga as never, action as never)
    .withReducer(rootReducer, state)
    .provide([
      // The server deletes the cards this tab has for a list (all loaded), and the list.
      whenCalled(purgeService.purgeList, (boardId, listId) => {
        writes.push(['purgeList', boardId, listId]);
        if (fails) throw permissionDenied();
        return Object.values(state.board.cards).filter((each) => each.listId === listId).length;
      }),
      ...Object.entries(SERVICES).map(([name, service]) =>
        whenCalled(service, (...args) => {
          writes.push([name, ...args]);
          if (fails) throw permissionDenied();
        }),
      ),
    ])
    .run({ silenceTimeout: true });
  return { state: storeState as RootState, writes };
}

const notices = (state: RootState) => state.notices.items.map((notice) => notice.text);

/**
 * One edit written as one batch (each change written by its `after` side), with an activity
 * entry (the entry's words are describeEdit's, tested on their own).
 */
const commit = (...changes: FieldChange[]) => [
  'commitEdit',
  BOARD_ID,
  changes,
  { id: expect.any(String), draft: expect.objectContaining({ changes }) },
];
const card = (state: RootState, id: string) => state.board.cards[id]!;

/** A change to a card heard from another person or tab (confirmed by the server). */
const heardFromElsewhere = (state: RootState, id: string, patch: Partial<Card>) =>
  rootReducer(
    state,
    cardsSnapshotReceived({
      changes: [{ type: 'upsert', doc: { ...card(state, id), ...patch }, pending: false }],
      fromCache: false,
    }),
  );

// Each kind: the edit, the step it records, and the write its undo makes (redo writes `after`).
const KINDS: {
  name: string;
  saga: Saga;
  action: Action;
  label: string;
  doc: 'card' | 'list' | 'board';
  id: string;
  before: Record<string, unknown>;
  after?: Record<string, unknown>;
}[] = [
  {
    name: 'card rename',
    saga: renameCardSaga,
    action: cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
    label: 'rename of ‘Alpha one’',
    doc: 'card',
    id: 'c1',
    before: { title: 'Alpha one' },
    after: { title: 'Write brief' },
  },
  {
    name: 'card move to another list',
    saga: moveCardSaga,
    action: cardMoveRequested({ cardId: 'c2', toListId: 'l2', toIndex: 0 }),
    label: 'move of ‘Beta two’',
    doc: 'card',
    id: 'c2',
    before: { listId: 'l1', rank: 'a1' },
  },
  {
    name: 'card move within its list',
    saga: moveCardSaga,
    action: cardMoveRequested({ cardId: 'c1', toListId: 'l1', toIndex: 2 }),
    label: 'move of ‘Alpha one’',
    doc: 'card',
    id: 'c1',
    before: { listId: 'l1', rank: 'a0' },
  },
  {
    name: 'card archive',
    saga: updateCardSaga,
    action: cardUpdateRequested({ cardId: 'c3', patch: { archived: true } }),
    label: 'archive of ‘Alpha three’',
    doc: 'card',
    id: 'c3',
    before: { archived: false },
    after: { archived: true },
  },
  {
    name: 'card restore',
    saga: updateCardSaga,
    action: cardUpdateRequested({ cardId: 'cA', patch: { archived: false } }),
    label: 'restore of ‘Archived’',
    doc: 'card',
    id: 'cA',
    before: { archived: true },
    after: { archived: false },
  },
  {
    name: 'card description',
    saga: updateCardSaga,
    action: cardUpdateRequested({ cardId: 'c1', patch: { description: 'Two pages' } }),
    label: 'description change of ‘Alpha one’',
    doc: 'card',
    id: 'c1',
    before: { description: '' },
    after: { description: 'Two pages' },
  },
  {
    name: 'card due date',
    saga: updateCardSaga,
    action: cardUpdateRequested({ cardId: 'c1', patch: { due: '2026-12-01' } }),
    label: 'due date change of ‘Alpha one’',
    doc: 'card',
    id: 'c1',
    // The day carries its time and instant (the day's end here), which undo takes back too
    // (a card without them: none, written as null).
    before: { due: null, dueTime: undefined, dueAt: undefined },
    after: { due: '2026-12-01', dueTime: null, dueAt: new Date(2026, 11, 2).getTime() - 1 },
  },
  {
    name: 'card due date marked done',
    saga: updateCardSaga,
    action: cardUpdateRequested({ cardId: 'c1', patch: { dueComplete: true } }),
    label: 'marking done of ‘Alpha one’',
    doc: 'card',
    id: 'c1',
    before: { dueComplete: false },
    after: { dueComplete: true },
  },
  {
    name: 'list rename',
    saga: renameListSaga,
    action: listRenameRequested({ listId: 'l1', title: 'Backlog' }),
    label: 'rename of list ‘To do’',
    doc: 'list',
    id: 'l1',
    before: { title: 'To do' },
    after: { title: 'Backlog' },
  },
  {
    name: 'list move',
    saga: moveListSaga,
    action: listMoveRequested({ listId: 'l1', toIndex: 2 }),
    label: 'move of list ‘To do’',
    doc: 'list',
    id: 'l1',
    before: { rank: 'a0' },
  },
  {
    name: 'list archive',
    saga: archiveListSaga,
    action: listArchiveRequested({ listId: 'l2', archived: true }),
    label: 'archive of list ‘Doing’',
    doc: 'list',
    id: 'l2',
    before: { archived: false },
    after: { archived: true },
  },
  {
    name: 'board rename',
    saga: renameBoardSaga,
    action: boardRenameRequested({ boardId: BOARD_ID, title: 'Plans' }),
    label: 'rename of board ‘Roadmap’',
    doc: 'board',
    id: BOARD_ID,
    before: { title: 'Roadmap' },
    after: { title: 'Plans' },
  },
  {
    name: 'board recolour',
    saga: recolorBoardSaga,
    action: boardColorChangeRequested({ boardId: BOARD_ID, color: 'green' }),
    label: 'recolour of board ‘Roadmap’',
    doc: 'board',
    id: BOARD_ID,
    before: { color: 'blue' },
    after: { color: 'green' },
  },
];

/** The document's fields named in `fields`, as the store holds them. */
function fieldsOf(state: RootState, doc: string, id: string, fields: Record<string, unknown>) {
  const source =
    doc === 'card'
      ? state.board.cards[id]
      : doc === 'list'
        ? state.board.lists[id]
        : state.board.board;
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, (source as unknown as Record<string, unknown>)[key]]),
  );
}

describe.each(KINDS)(
  'undo and redo of a $name',
  ({ saga, action, label, doc, id, before, after }) => {
    it('records one step with the fields before and after, undoes it, and redoes it exactly', async () => {
      const start = boardScene().state;
      const edited = await run(saga, action, start);
      const applied = fieldsOf(edited.state, doc, id, before);
      if (after) expect(applied).toEqual(after);
      const change = { doc, id, before, after: applied } as FieldChange;
      expect(edited.writes).toEqual([commit(change)]);
      expect(edited.state.history.past).toEqual([
        {
          id: expect.any(String),
          kind: expect.any(String),
          label,
          subject: expect.any(String),
          changes: [{ doc, id, before, after: applied }],
        },
      ]);

      const undone = await run(undoSaga, undefined, edited.state);
      const undo = { doc, id, before: applied, after: before } as FieldChange;
      expect(undone.writes).toEqual([commit(undo)]);
      // The activity entry tells of the undo as the kind of edit it is.
      const [, , , activity] = undone.writes[0] as [string, string, unknown, { draft: object }];
      expect(activity.draft).toMatchObject({
        kind: edited.state.history.past[0]!.kind,
        revertOf: null,
      });
      expect(fieldsOf(undone.state, doc, id, before)).toEqual(before);
      expect(undone.state.history.past).toEqual([]);
      expect(undone.state.history.future).toHaveLength(1);
      expect(notices(undone.state)).toContain(`Undone: ${label}`);

      const redone = await run(redoSaga, undefined, undone.state);
      expect(redone.writes).toEqual([commit(change)]);
      expect(fieldsOf(redone.state, doc, id, before)).toEqual(applied);
      expect(redone.state.history.future).toEqual([]);
      expect(redone.state.history.past).toEqual(edited.state.history.past);
      expect(notices(redone.state)).toContain(`Redone: ${label}`);
    });
  },
);

describe('undo and redo', () => {
  it('puts a moved card back in its place among the others, and redo moves it again', async () => {
    const edited = await run(
      moveCardSaga,
      cardMoveRequested({ cardId: 'c1', toListId: 'l2', toIndex: 1 }),
      boardScene().state,
    );
    expect(selectVisibleCardIds(edited.state, 'l2')).toEqual(['c4', 'c1']);
    const undone = await run(undoSaga, undefined, edited.state);
    expect(selectVisibleCardIds(undone.state, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(selectVisibleCardIds(undone.state, 'l2')).toEqual(['c4']);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(selectVisibleCardIds(redone.state, 'l2')).toEqual(['c4', 'c1']);
  });

  it('brings a removed due date back with its Done, as one step, and redo removes both', async () => {
    const start = boardScene().state;
    const done = rootReducer(
      start,
      cardsSnapshotReceived({
        changes: [
          {
            type: 'upsert',
            doc: { ...card(start, 'c1'), due: '2026-12-01', dueComplete: true },
            pending: false,
          },
        ],
        fromCache: false,
      }),
    );
    const removed = { due: null, dueComplete: false };
    const edited = await run(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: removed }),
      done,
    );
    // A card from before due times: it had no time or instant, and gets none back.
    const due = { due: '2026-12-01', dueComplete: true };
    const cleared = { ...removed, dueTime: null, dueAt: null };
    expect(edited.writes).toEqual([commit({ doc: 'card', id: 'c1', before: due, after: cleared })]);
    expect(edited.state.history.past.map((step) => step.label)).toEqual([
      'due date change of ‘Alpha one’',
    ]);

    const undone = await run(undoSaga, undefined, edited.state);
    expect(undone.writes).toEqual([commit({ doc: 'card', id: 'c1', before: cleared, after: due })]);
    expect(card(undone.state, 'c1')).toMatchObject(due);

    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit({ doc: 'card', id: 'c1', before: due, after: cleared })]);
    expect(card(redone.state, 'c1')).toMatchObject(cleared);
  });

  it('leaves a field changed elsewhere since, and says so', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const theirs = heardFromElsewhere(edited.state, 'c1', { title: 'Their title' });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([]);
    expect(card(undone.state, 'c1').title).toBe('Their title');
    expect(notices(undone.state)).toEqual(['Not undone: ‘Alpha one’ was changed elsewhere']);
    // Nothing was put back, so there is nothing to redo; the step is off the stack.
    expect(undone.state.history).toMatchObject({ past: [], future: [] });
  });

  it('leaves a card deleted elsewhere since, and says so', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const gone = rootReducer(
      edited.state,
      cardsSnapshotReceived({ changes: [{ type: 'remove', id: 'c1' }], fromCache: false }),
    );
    const undone = await run(undoSaga, undefined, gone);
    expect(undone.writes).toEqual([]);
    expect(undone.state.board.cards['c1']).toBeUndefined();
    expect(notices(undone.state)).toEqual(['Not undone: ‘Alpha one’ was changed elsewhere']);
  });

  it('keeps what others changed in other fields: the rename goes, their description stays', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const theirs = heardFromElsewhere(edited.state, 'c1', { description: 'Theirs' });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([
      commit({
        doc: 'card',
        id: 'c1',
        before: { title: 'Write brief' },
        after: { title: 'Alpha one' },
      }),
    ]);
    expect(card(undone.state, 'c1')).toMatchObject({ title: 'Alpha one', description: 'Theirs' });
  });

  it('treats a card’s list and rank as one place: moved elsewhere since, it stays there', async () => {
    const edited = await run(
      moveCardSaga,
      cardMoveRequested({ cardId: 'c2', toListId: 'l2', toIndex: 0 }),
      boardScene().state,
    );
    // Someone reordered it within l2: the list is still ours, the rank is theirs.
    const theirs = heardFromElsewhere(edited.state, 'c2', { rank: 'z9' });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([]);
    expect(card(undone.state, 'c2')).toMatchObject({ listId: 'l2', rank: 'z9' });
    expect(notices(undone.state)).toEqual(['Not undone: ‘Beta two’ was changed elsewhere']);
  });

  it('does not redo over a change made elsewhere after the undo', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const undone = await run(undoSaga, undefined, edited.state);
    const theirs = heardFromElsewhere(undone.state, 'c1', { title: 'Their title' });
    const redone = await run(redoSaga, undefined, theirs);
    expect(redone.writes).toEqual([]);
    expect(card(redone.state, 'c1').title).toBe('Their title');
    expect(notices(redone.state)).toContain('Not redone: ‘Alpha one’ was changed elsewhere');
  });

  it('undoes steps newest first, and redoes them back to exactly where it was', async () => {
    let state = boardScene().state;
    state = (await run(renameCardSaga, cardRenameRequested({ cardId: 'c1', title: 'One' }), state))
      .state;
    state = (await run(renameCardSaga, cardRenameRequested({ cardId: 'c1', title: 'Two' }), state))
      .state;
    state = (
      await run(
        moveCardSaga,
        cardMoveRequested({ cardId: 'c1', toListId: 'l3', toIndex: 0 }),
        state,
      )
    ).state;
    const edited = state;
    for (let i = 0; i < 3; i += 1) state = (await run(undoSaga, undefined, state)).state;
    expect(card(state, 'c1')).toMatchObject({ title: 'Alpha one', listId: 'l1', rank: 'a0' });
    expect((await run(undoSaga, undefined, state)).writes).toEqual([]); // nothing left
    for (let i = 0; i < 3; i += 1) state = (await run(redoSaga, undefined, state)).state;
    expect(state.board.cards).toEqual(edited.board.cards);
    expect(state.history.past).toEqual(edited.history.past);
  });

  it('drops the redo branch when a new edit follows an undo', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const undone = await run(undoSaga, undefined, edited.state);
    expect(undone.state.history.future).toHaveLength(1);
    const next = await run(
      renameListSaga,
      listRenameRequested({ listId: 'l2', title: 'Now' }),
      undone.state,
    );
    expect(next.state.history.future).toEqual([]);
    expect(next.state.history.past.map((entry) => entry.kind)).toEqual(['listRename']);
    expect((await run(redoSaga, undefined, next.state)).writes).toEqual([]);
  });

  it('records nothing for an edit the server refused (its change was put back)', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
      true,
    );
    expect(card(edited.state, 'c1').title).toBe('Alpha one');
    expect(edited.state.history.past).toEqual([]);
  });

  it('rolls back a refused undo and forgets its redo', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const undone = await run(undoSaga, undefined, edited.state, true);
    expect(card(undone.state, 'c1').title).toBe('Write brief');
    expect(undone.state.history).toMatchObject({ past: [], future: [] });
    expect(notices(undone.state)).toContain(
      'We couldn’t undo the rename of ‘Alpha one’ (the server refused it). The change was undone.',
    );
  });

  it('never records changes heard from elsewhere, and forgets the steps when the board closes', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const theirs = heardFromElsewhere(edited.state, 'c2', { title: 'Theirs' });
    expect(theirs.history).toEqual(edited.state.history);
    expect(rootReducer(theirs, boardClosed()).history).toEqual({
      boardId: null,
      past: [],
      future: [],
    });
  });

  it('lets a viewer undo nothing', async () => {
    const edited = await run(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c1', title: 'Write brief' }),
      boardScene().state,
    );
    const asViewer: RootState = {
      ...edited.state,
      board: {
        ...edited.state.board,
        board: {
          ...edited.state.board.board!,
          ownerId: 'grace-uid',
          members: [{ uid: 'ada-uid', role: 'viewer', name: '', email: '' }],
        },
      },
    };
    expect((await run(undoSaga, undefined, asViewer)).writes).toEqual([]);
  });

  it('brings a deleted card back whole, in its place, and redo deletes it again', async () => {
    const start = boardScene().state;
    const c2 = card(start, 'c2');
    const deleted = await run(deleteCardSaga, cardDeleteRequested({ cardId: 'c2' }), start);
    expect(deleted.state.history.past[0]!.label).toBe('deletion of ‘Beta two’');
    expect(deleted.writes).toEqual([
      commit({ doc: 'cardPresence', id: 'c2', before: c2, after: null }),
    ]);
    const undone = await run(undoSaga, undefined, deleted.state);
    expect(undone.writes).toEqual([
      commit({ doc: 'cardPresence', id: 'c2', before: null, after: c2 }),
    ]);
    expect(card(undone.state, 'c2')).toEqual(c2);
    expect(selectVisibleCardIds(undone.state, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(undone.state.board.board!.cardCount).toBe(start.board.board!.cardCount);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([
      commit({ doc: 'cardPresence', id: 'c2', before: c2, after: null }),
    ]);
    expect(redone.state.board.cards['c2']).toBeUndefined();
    expect(redone.state.history.past).toEqual(deleted.state.history.past);
  });

  it('brings a deleted card back with its assignees who are still members, one write each', async () => {
    const scene = boardScene().state;
    const me = scene.board.board!.ownerId;
    const start = heardFromElsewhere(scene, 'c2', { assigneeIds: [me, 'left-the-board'] });
    const c2 = card(start, 'c2');
    const deleted = await run(deleteCardSaga, cardDeleteRequested({ cardId: 'c2' }), start);
    const undone = await run(undoSaga, undefined, deleted.state);
    // The card is created with none (the rules check one added assignee per write), then the
    // members among them are assigned again; one who left the board is not.
    const back = { ...c2, assigneeIds: [me] };
    expect(undone.writes).toEqual([
      commit({ doc: 'cardPresence', id: 'c2', before: null, after: back }),
      ['restoreAssignees', BOARD_ID, 'c2', [me]],
    ]);
    expect(card(undone.state, 'c2').assigneeIds).toEqual([me]);
    // Redo finds the card as the undo left it, and deletes it again.
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([
      commit({ doc: 'cardPresence', id: 'c2', before: back, after: null }),
    ]);
  });

  it('brings a deleted card back watched only by the person bringing it back', async () => {
    const other = 'grace-uid';
    const owner = boardScene().board.members;
    const grace = { uid: other, role: 'editor' as const, name: 'Grace', email: 'g@example.com' };
    const scene = boardScene({ members: [...owner, grace] }).state;
    const me = scene.session.uid!;
    const cases: [string[], string[]][] = [
      [[other], []],
      [[me], [me]],
    ];
    for (const [watcherIds, kept] of cases) {
      const start = heardFromElsewhere(scene, 'c2', { watcherIds });
      const c2 = card(start, 'c2');
      const deleted = await run(deleteCardSaga, cardDeleteRequested({ cardId: 'c2' }), start);
      const undone = await run(undoSaga, undefined, deleted.state);
      // A create may list only its writer as watching (the rules): nobody else is subscribed.
      expect(undone.writes).toEqual([
        commit({ doc: 'cardPresence', id: 'c2', before: null, after: { ...c2, watcherIds: kept } }),
      ]);
      expect(card(undone.state, 'c2').watcherIds).toEqual(kept);
    }
  });

  it('takes back an added card, unless it was changed elsewhere since', async () => {
    const added = await run(
      addCardSaga,
      cardAddRequested({ listId: 'l3', title: 'Write brief' }),
      boardScene().state,
    );
    const [id] = selectVisibleCardIds(added.state, 'l3');
    expect(added.state.history.past[0]!.label).toBe('adding of ‘Write brief’');
    const undone = await run(undoSaga, undefined, added.state);
    expect(undone.writes).toEqual([
      commit({ doc: 'cardPresence', id: id!, before: card(added.state, id!), after: null }),
    ]);
    expect(selectVisibleCardIds(undone.state, 'l3')).toEqual([]);

    const theirs = heardFromElsewhere(added.state, id!, { description: 'Theirs' });
    const kept = await run(undoSaga, undefined, theirs);
    expect(kept.writes).toEqual([]);
    expect(card(kept.state, id!).description).toBe('Theirs');
    expect(notices(kept.state)).toEqual(['Not undone: ‘Write brief’ was changed elsewhere']);
  });
});

describe('undo and redo of a card’s labels and assignees', () => {
  const addLabel = (state: RootState, labelIds: string[]) =>
    run(updateCardSaga, cardUpdateRequested({ cardId: 'c1', patch: { labelIds } }), state);
  const ids = (
    field: 'labelIds' | 'assigneeIds',
    item: string,
    before: boolean,
    after: boolean,
  ): FieldChange => ({ doc: 'cardIds', id: 'c1', field, item, before, after });

  it('records each label added or removed, and undo takes back only those ids', async () => {
    const start = heardFromElsewhere(boardScene().state, 'c1', { labelIds: ['red'] });
    const edited = await addLabel(start, ['green']);
    expect(edited.writes).toEqual([
      commit(ids('labelIds', 'green', false, true), ids('labelIds', 'red', true, false)),
    ]);
    expect(edited.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'cardLabels',
        label: 'label change of ‘Alpha one’',
        changes: [
          {
            doc: 'cardIds',
            id: 'c1',
            field: 'labelIds',
            item: 'green',
            before: false,
            after: true,
          },
          { doc: 'cardIds', id: 'c1', field: 'labelIds', item: 'red', before: true, after: false },
        ],
      }),
    ]);

    const undone = await run(undoSaga, undefined, edited.state);
    // One batch: green removed and red added back (an arrayRemove and an arrayUnion).
    expect(undone.writes).toEqual([
      commit(ids('labelIds', 'green', true, false), ids('labelIds', 'red', false, true)),
    ]);
    expect(card(undone.state, 'c1').labelIds).toEqual(['red']);
    expect(notices(undone.state)).toContain('Undone: label change of ‘Alpha one’');

    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([
      commit(ids('labelIds', 'green', false, true), ids('labelIds', 'red', true, false)),
    ]);
    expect(card(redone.state, 'c1').labelIds).toEqual(['green']);
    expect(redone.state.history.past).toEqual(edited.state.history.past);
  });

  it('keeps a label added elsewhere when undoing an added label', async () => {
    const edited = await addLabel(boardScene().state, ['green']);
    const theirs = heardFromElsewhere(edited.state, 'c1', { labelIds: ['green', 'sky'] });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([commit(ids('labelIds', 'green', true, false))]);
    expect(card(undone.state, 'c1').labelIds).toEqual(['sky']);
  });

  it('leaves a label removed elsewhere since, and says so', async () => {
    const edited = await addLabel(boardScene().state, ['green']);
    const theirs = heardFromElsewhere(edited.state, 'c1', { labelIds: [] });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([]);
    expect(notices(undone.state)).toEqual(['Not undone: ‘Alpha one’ was changed elsewhere']);
  });

  it('unassigns an assignee on undo, assigns again on redo, and leaves one unassigned elsewhere', async () => {
    const edited = await run(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c1', uid: 'ada-uid', assigned: true }),
      boardScene().state,
    );
    expect(edited.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'cardAssign',
        label: 'assigning of ‘Alpha one’',
        changes: [
          {
            doc: 'cardIds',
            id: 'c1',
            field: 'assigneeIds',
            item: 'ada-uid',
            before: false,
            after: true,
          },
        ],
      }),
    ]);
    const theirs = heardFromElsewhere(edited.state, 'c1', {
      assigneeIds: ['ada-uid', 'grace-uid'],
    });
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([commit(ids('assigneeIds', 'ada-uid', true, false))]);
    expect(card(undone.state, 'c1').assigneeIds).toEqual(['grace-uid']);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(ids('assigneeIds', 'ada-uid', false, true))]);
    expect(card(redone.state, 'c1').assigneeIds).toEqual(['grace-uid', 'ada-uid']);

    const gone = heardFromElsewhere(edited.state, 'c1', { assigneeIds: [] });
    const kept = await run(undoSaga, undefined, gone);
    expect(kept.writes).toEqual([]);
    expect(notices(kept.state)).toEqual(['Not undone: ‘Alpha one’ was changed elsewhere']);
  });

  it('records nothing for a refused assignment', async () => {
    const edited = await run(
      toggleAssigneeSaga,
      cardAssigneeToggled({ cardId: 'c1', uid: 'ada-uid', assigned: true }),
      boardScene().state,
      true,
    );
    expect(edited.state.history.past).toEqual([]);
  });
});

describe('undo and redo of checklist items', () => {
  const milk = { id: 'i1', text: 'Buy milk', done: false, rank: 'a0' };
  const call = { id: 'i2', text: 'Call Grace', done: false, rank: 'a1' };
  const start = () => heardFromElsewhere(boardScene().state, 'c1', { checklist: [milk, call] });
  const edit = (state: RootState, checklist: Card['checklist']) =>
    run(updateCardSaga, cardUpdateRequested({ cardId: 'c1', patch: { checklist } }), state);
  const item = (id: string, before: object | null, after: object | null): FieldChange =>
    ({ doc: 'item', id: 'c1', field: 'checklist', item: id, before, after }) as FieldChange;
  const withChecklist = (state: RootState, checklist: Card['checklist']) =>
    heardFromElsewhere(state, 'c1', { checklist });

  it('takes back an added item unless it was changed since, and redo adds it again', async () => {
    const added = await edit(start(), [milk, call, { id: 'i3', text: 'Book room', done: false }]);
    const [[, , [written]]] = added.writes as [
      [string, string, [{ after: Omit<typeof milk, 'id'> }]],
    ];
    const i3 = written.after;
    expect(i3).toEqual({ text: 'Book room', done: false, rank: expect.any(String) });
    expect(added.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'checklistAdd',
        label: 'adding of checklist item ‘Book room’',
        changes: [
          { doc: 'item', id: 'c1', field: 'checklist', item: 'i3', before: null, after: i3 },
        ],
      }),
    ]);
    const undone = await run(undoSaga, undefined, added.state);
    expect(undone.writes).toEqual([commit(item('i3', i3, null))]);
    expect(card(undone.state, 'c1').checklist).toEqual([milk, call]);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('i3', null, i3))]);
    expect(card(redone.state, 'c1').checklist).toEqual(card(added.state, 'c1').checklist);

    const ticked = withChecklist(added.state, [milk, call, { id: 'i3', ...i3, done: true }]);
    const kept = await run(undoSaga, undefined, ticked);
    expect(kept.writes).toEqual([]);
    expect(card(kept.state, 'c1').checklist).toHaveLength(3);
    expect(notices(kept.state)).toEqual(['Not undone: ‘Book room’ was changed elsewhere']);
  });

  it('puts a deleted item back with its text, tick and place, and redo deletes it again', async () => {
    const ticked = { ...milk, done: true };
    const deleted = await edit(withChecklist(start(), [ticked, call]), [call]);
    expect(deleted.state.history.past[0]!.label).toBe('deletion of checklist item ‘Buy milk’');
    // Another item added elsewhere meanwhile stays.
    const other = { id: 'i9', text: 'Theirs', done: false, rank: 'a5' };
    const undone = await run(undoSaga, undefined, withChecklist(deleted.state, [call, other]));
    const whole = { text: 'Buy milk', done: true, rank: 'a0' };
    expect(undone.writes).toEqual([commit(item('i1', null, whole))]);
    expect(card(undone.state, 'c1').checklist).toEqual([ticked, call, other]);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('i1', whole, null))]);
    expect(card(redone.state, 'c1').checklist).toEqual([call, other]);
  });

  it('unticks a ticked item on undo, even if renamed elsewhere since, and ticks it on redo', async () => {
    const ticked = await edit(start(), [{ ...milk, done: true }, call]);
    expect(ticked.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'checklistTick',
        label: 'ticking of checklist item ‘Buy milk’',
        changes: [
          {
            doc: 'item',
            id: 'c1',
            field: 'checklist',
            item: 'i1',
            before: { done: false },
            after: { done: true },
          },
        ],
      }),
    ]);
    const renamed = withChecklist(ticked.state, [{ ...milk, done: true, text: 'Oat milk' }, call]);
    const undone = await run(undoSaga, undefined, renamed);
    expect(undone.writes).toEqual([commit(item('i1', { done: true }, { done: false }))]);
    expect(card(undone.state, 'c1').checklist[0]).toEqual({ ...milk, text: 'Oat milk' });
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('i1', { done: false }, { done: true }))]);
    expect(card(redone.state, 'c1').checklist[0]!.done).toBe(true);

    const unticked = withChecklist(ticked.state, [milk, call]);
    const kept = await run(undoSaga, undefined, unticked);
    expect(kept.writes).toEqual([]);
    expect(notices(kept.state)).toEqual(['Not undone: ‘Buy milk’ was changed elsewhere']);
  });

  it('renames an item back on undo, and again on redo', async () => {
    const renamed = await edit(start(), [{ ...milk, text: 'Oat milk' }, call]);
    expect(renamed.state.history.past[0]!.label).toBe('rename of checklist item ‘Buy milk’');
    const undone = await run(undoSaga, undefined, renamed.state);
    expect(undone.writes).toEqual([commit(item('i1', { text: 'Oat milk' }, { text: 'Buy milk' }))]);
    expect(card(undone.state, 'c1').checklist).toEqual([milk, call]);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('i1', { text: 'Buy milk' }, { text: 'Oat milk' }))]);
  });

  it('records nothing for a refused checklist edit', async () => {
    const refused = await run(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c1', patch: { checklist: [call] } }),
      start(),
      true,
    );
    expect(refused.state.history.past).toEqual([]);
  });
});

describe('undo and redo of adding a list', () => {
  const addList = async () => {
    const added = await run(addListSaga, listAddRequested({ title: 'Later' }), boardScene().state);
    const list = Object.values(added.state.board.lists).find((each) => each.title === 'Later')!;
    return { added, list };
  };

  it('deletes an added list that is still empty and unchanged, and redo adds it again', async () => {
    const { added, list } = await addList();
    expect(added.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'listAdd',
        label: 'adding of list ‘Later’',
        changes: [{ doc: 'listPresence', id: list.id, before: null, after: list }],
      }),
    ]);
    expect(added.writes).toEqual([
      commit({ doc: 'listPresence', id: list.id, before: null, after: list }),
    ]);
    const undone = await run(undoSaga, undefined, added.state);
    expect(undone.writes).toEqual([
      commit({ doc: 'listPresence', id: list.id, before: list, after: null }),
    ]);
    expect(undone.state.board.lists[list.id]).toBeUndefined();
    expect(notices(undone.state)).toContain('Undone: adding of list ‘Later’');
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([
      commit({ doc: 'listPresence', id: list.id, before: null, after: list }),
    ]);
    expect(redone.state.board.lists[list.id]).toEqual(list);
    expect(redone.state.history.past).toEqual(added.state.history.past);
  });

  it('keeps an added list that has cards now, and says it can’t be taken back', async () => {
    const { added, list } = await addList();
    const withCard = rootReducer(
      added.state,
      cardsSnapshotReceived({
        changes: [{ type: 'upsert', doc: makeCard('cX', list.id, 'a0'), pending: false }],
        fromCache: false,
      }),
    );
    const undone = await run(undoSaga, undefined, withCard);
    expect(undone.writes).toEqual([]);
    expect(undone.state.board.lists[list.id]).toEqual(list);
    expect(notices(undone.state)).toEqual([
      'Not undone: list ‘Later’ has cards now, so it can’t be taken back',
    ]);
  });

  it('keeps an added list renamed elsewhere since, and says so', async () => {
    const { added, list } = await addList();
    const renamed = rootReducer(
      added.state,
      listsSnapshotReceived({
        changes: [{ type: 'upsert', doc: { ...list, title: 'Theirs' }, pending: false }],
        fromCache: false,
      }),
    );
    const undone = await run(undoSaga, undefined, renamed);
    expect(undone.writes).toEqual([]);
    expect(undone.state.board.lists[list.id]!.title).toBe('Theirs');
    expect(notices(undone.state)).toEqual(['Not undone: ‘Later’ was changed elsewhere']);
  });
});

describe('undo and redo of the board’s labels', () => {
  const ranked = DEFAULT_LABELS.map((label, i) => ({ ...label, rank: `a${i}` }));
  const start = () => boardScene({ labels: ranked }).state;
  const edit = (state: RootState, labels: typeof ranked) =>
    run(changeLabelsSaga, boardLabelsChangeRequested({ labels }), state);
  const item = (id: string, before: object | null, after: object | null): FieldChange =>
    ({ doc: 'item', id: BOARD_ID, field: 'labels', item: id, before, after }) as FieldChange;
  const withLabels = (state: RootState, labels: typeof ranked) =>
    rootReducer(
      state,
      boardSnapshotReceived({
        board: { ...state.board.board!, labels },
        pending: false,
        fromCache: false,
      }),
    );

  it('takes back an added label, and redo adds it again', async () => {
    const urgent = { id: 'lx', name: 'Urgent', color: 'red' as const };
    const added = await edit(start(), [...ranked, urgent as (typeof ranked)[number]]);
    const [[, , [written]]] = added.writes as [[string, string, [{ after: object }]]];
    const stored = written.after;
    expect(stored).toEqual({ name: 'Urgent', color: 'red', rank: expect.any(String) });
    expect(added.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'labelAdd',
        label: 'adding of label ‘Urgent’',
        changes: [
          { doc: 'item', id: BOARD_ID, field: 'labels', item: 'lx', before: null, after: stored },
        ],
      }),
    ]);
    const undone = await run(undoSaga, undefined, added.state);
    expect(undone.writes).toEqual([commit(item('lx', stored, null))]);
    expect(undone.state.board.board!.labels).toEqual(ranked);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('lx', null, stored))]);
    expect(redone.state.board.board!.labels).toEqual(added.state.board.board!.labels);
  });

  it('renames a label back, leaving another label changed elsewhere, and redo renames it again', async () => {
    const named = ranked.map((label) =>
      label.id === 'green' ? { ...label, name: 'Done' } : label,
    );
    const renamed = await edit(start(), named);
    expect(renamed.state.history.past[0]).toMatchObject({
      kind: 'labelChange',
      label: 'change of label ‘Green’',
      changes: [{ item: 'green', before: { name: '' }, after: { name: 'Done' } }],
    });
    const theirs = named.map((label) => (label.id === 'red' ? { ...label, name: 'Late' } : label));
    const undone = await run(undoSaga, undefined, withLabels(renamed.state, theirs));
    expect(undone.writes).toEqual([commit(item('green', { name: 'Done' }, { name: '' }))]);
    const names = (state: RootState) => state.board.board!.labels.map((label) => label.name);
    expect(names(undone.state)).toEqual(['', '', 'Late', '', '', '']);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('green', { name: '' }, { name: 'Done' }))]);
    expect(names(redone.state)).toEqual(['Done', '', 'Late', '', '', '']);
  });

  it('leaves a label changed elsewhere since, and says so', async () => {
    const named = ranked.map((label) =>
      label.id === 'green' ? { ...label, name: 'Done' } : label,
    );
    const renamed = await edit(start(), named);
    const theirs = named.map((label) =>
      label.id === 'green' ? { ...label, name: 'Shipped' } : label,
    );
    const undone = await run(undoSaga, undefined, withLabels(renamed.state, theirs));
    expect(undone.writes).toEqual([]);
    expect(notices(undone.state)).toEqual(['Not undone: ‘Green’ was changed elsewhere']);
  });

  it('puts a deleted label back in its place, and redo deletes it again', async () => {
    const deleted = await edit(
      start(),
      ranked.filter((label) => label.id !== 'orange'),
    );
    expect(deleted.state.history.past[0]!.label).toBe('deletion of label ‘Orange’');
    const undone = await run(undoSaga, undefined, deleted.state);
    const orange = { name: '', color: 'orange', rank: 'a1' };
    expect(undone.writes).toEqual([commit(item('orange', null, orange))]);
    expect(undone.state.board.board!.labels).toEqual(ranked);
    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([commit(item('orange', orange, null))]);
  });
});

describe('undo and redo of deleting a list with its cards', () => {
  const cardsOfL1 = (state: RootState) =>
    Object.values(state.board.cards).filter((each) => each.listId === 'l1');

  it('brings the list back with every card as it was, and redo deletes them all again', async () => {
    const start = boardScene().state;
    const cards = selectCardsOfList(start, 'l1');
    const deleted = await run(deleteListSaga, listDeleteRequested({ listId: 'l1' }), start);
    expect(deleted.state.board.lists['l1']).toBeUndefined();
    expect(deleted.state.history.past).toEqual([
      expect.objectContaining({
        kind: 'listDelete',
        label: 'deletion of list ‘To do’',
        changes: [
          {
            doc: 'listWithCards',
            id: 'l1',
            before: { list: start.board.lists['l1'], cards },
            after: null,
          },
        ],
      }),
    ]);

    const whole = { list: start.board.lists['l1']!, cards };
    // Hidden (marked deleting) with the entry; its cards and then itself deleted after.
    expect(deleted.writes).toEqual([
      commit({ doc: 'listWithCards', id: 'l1', before: whole, after: null }),
      ['purgeList', BOARD_ID, 'l1'],
    ]);

    // The list is created with the entry, then each card as a counted create of its own.
    const undone = await run(undoSaga, undefined, deleted.state);
    expect(undone.writes).toEqual([
      commit({ doc: 'listWithCards', id: 'l1', before: null, after: whole }),
      ['restoreCards', BOARD_ID, cards],
    ]);
    expect(undone.state.board.lists['l1']).toEqual(start.board.lists['l1']);
    expect(cardsOfL1(undone.state)).toEqual(cardsOfL1(start));
    expect(selectVisibleCardIds(undone.state, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(undone.state.board.board!.cardCount).toBe(start.board.board!.cardCount);
    expect(notices(undone.state)).toContain('Undone: deletion of list ‘To do’');

    const redone = await run(redoSaga, undefined, undone.state);
    expect(redone.writes).toEqual([
      commit({ doc: 'listWithCards', id: 'l1', before: whole, after: null }),
      ['purgeList', BOARD_ID, 'l1'],
    ]);
    expect(redone.state.board.lists['l1']).toBeUndefined();
    expect(cardsOfL1(redone.state)).toEqual([]);
    expect(redone.state.board.board!.cardCount).toBe(deleted.state.board.board!.cardCount);
    expect(redone.state.history.past).toEqual(deleted.state.history.past);
  });

  it('does not bring the list back over a card of it restored elsewhere, and says so', async () => {
    const deleted = await run(
      deleteListSaga,
      listDeleteRequested({ listId: 'l1' }),
      boardScene().state,
    );
    const theirs = rootReducer(
      deleted.state,
      cardsSnapshotReceived({
        changes: [{ type: 'upsert', doc: makeCard('c1', 'l2', 'b0'), pending: false }],
        fromCache: false,
      }),
    );
    const undone = await run(undoSaga, undefined, theirs);
    expect(undone.writes).toEqual([]);
    expect(undone.state.board.lists['l1']).toBeUndefined();
    expect(notices(undone.state)).toEqual(['Not undone: ‘To do’ was changed elsewhere']);
  });

  it('records nothing when the delete is refused, or when not every card of the list is here', async () => {
    const refusedDelete = await run(
      deleteListSaga,
      listDeleteRequested({ listId: 'l1' }),
      boardScene().state,
      true,
    );
    expect(refusedDelete.state.board.lists['l1']).toBeDefined();
    expect(refusedDelete.state.history.past).toEqual([]);
    const start = boardScene().state;
    const loading: RootState = {
      ...start,
      board: { ...start.board, loaded: { ...start.board.loaded, cards: false } },
    };
    const partial = await run(deleteListSaga, listDeleteRequested({ listId: 'l1' }), loading);
    expect(partial.state.board.lists['l1']).toBeUndefined();
    expect(partial.state.history.past).toEqual([]);
  });

  it('does not delete again a list whose cards changed after the undo', async () => {
    const deleted = await run(
      deleteListSaga,
      listDeleteRequested({ listId: 'l1' }),
      boardScene().state,
    );
    const undone = await run(undoSaga, undefined, deleted.state);
    const theirs = heardFromElsewhere(undone.state, 'c2', { title: 'Theirs' });
    const redone = await run(redoSaga, undefined, theirs);
    expect(redone.writes).toEqual([]);
    expect(card(redone.state, 'c2').title).toBe('Theirs');
    expect(notices(redone.state)).toContain('Not redone: ‘To do’ was changed elsewhere');
  });
});
