// Edits to an open card's details: description (and its conflicts), labels, start and due date
// and its Done, checklist, archived, assignees. Checked here, then applied as edits (edits/applyEdit.ts),
// like the card sagas' (cardsSaga.ts, which starts these too).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import {
  checkCardDetails,
  storedChecklistItem,
  type Card,
  type CardDetailsPatch,
  type ChecklistEdit,
  type ChecklistItem,
} from '../../domain/card';
import { datesInOrder, dueInstant } from '../../domain/due';
import { isEmptyEdit, keyedEdit } from '../../domain/keyed';
import { LIMITS } from '../../domain/limits';
import type { Board } from '../../domain/types';
import { refused } from '../sync';
import { selectBoard, selectCanEditBoard, selectCard, descriptionConflictFound } from '../board';
import { cardUpdateRequested } from './cardRequests';
import { keyedChanges, applyEdit } from '../edits';
import type { EditKind, FieldChange } from '../edits';
import { changeCard } from './changeCard';
import { i18n } from '../../i18n';
import { describeProblem } from '../../messages/problems';

type FieldsPatch = Omit<CardDetailsPatch, 'checklist' | 'labelIds'>;

/** What an edit of the details does, for its message: the first field the patch sets decides. */
const whatEach: [keyof FieldsPatch, (patch: FieldsPatch) => MessageDescriptor][] = [
  ['archived', (patch) => (patch.archived ? msg`archive the card` : msg`restore the card`)],
  ['description', () => msg`save the description`],
  [
    'start',
    (patch) => (patch.due === undefined ? msg`change the start date` : msg`change the dates`),
  ],
  ['due', () => msg`change the due date`],
  ['dueTime', () => msg`change the due time`],
  [
    'dueComplete',
    (patch) => (patch.dueComplete ? msg`mark the due date done` : msg`mark the due date not done`),
  ],
];

/**
 * A due change carries its time (cleared with the day) and its instant, from the day and time in
 * this person's zone, so the server knows when the card falls due (docs/data-model.md).
 */
function withDueInstant(card: Card, patch: FieldsPatch): FieldsPatch {
  if (patch.due === undefined && patch.dueTime === undefined) return patch;
  const due = patch.due === undefined ? card.due : patch.due;
  const dueTime =
    due === null ? null : patch.dueTime === undefined ? (card.dueTime ?? null) : patch.dueTime;
  return { ...patch, due, dueTime, dueAt: due === null ? null : dueInstant(due, dueTime) };
}

const patchWhat = (patch: FieldsPatch) =>
  whatEach.find(([field]) => patch[field] !== undefined)?.[1](patch) ?? msg`update the card`;

/** Which undoable step an edit of the details is, by the same first field. */
const patchKind = (patch: FieldsPatch): EditKind => {
  if (patch.archived !== undefined) return patch.archived ? 'cardArchive' : 'cardRestore';
  if (patch.description !== undefined) return 'cardDescription';
  // Start and due moved together (a calendar bar) are one step; a start alone is its own.
  if (patch.start !== undefined) return patch.due === undefined ? 'cardStart' : 'cardDates';
  // A due date removed clears its Done too: one step, the date's.
  if (patch.due === undefined && patch.dueTime === undefined && patch.dueComplete !== undefined) {
    return patch.dueComplete ? 'cardDueDone' : 'cardDueUndone';
  }
  return 'cardDue';
};

export function* updateCardSaga(
  action: PayloadAction<{ cardId: string; patch: CardDetailsPatch; descriptionBase?: string }>,
) {
  const { cardId, patch, descriptionBase } = action.payload;
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!card) return;
  const problem = checkCardDetails(patch);
  if (problem) {
    yield put(refused(describeProblem(problem), patch.description));
    return;
  }
  const { description } = patch;
  if (
    description !== undefined &&
    descriptionBase !== undefined &&
    card.description !== descriptionBase &&
    card.description !== description
  ) {
    // Changed elsewhere while the editor was open: last writer wins, but not silently.
    yield put(descriptionConflictFound({ cardId, mine: description, theirs: card.description }));
    return;
  }
  const { checklist, labelIds, ...rest } = patch;
  const fields = withDueInstant(card, rest);
  const start = fields.start === undefined ? card.start : fields.start;
  if (!datesInOrder(start, fields.due === undefined ? card.due : fields.due)) {
    yield put(refused(describeProblem({ code: 'startAfterDue' })));
    return;
  }
  if (checklist) yield call(changeChecklist, card, checklist);
  if (labelIds) yield call(changeLabelIds, card, labelIds);
  if (Object.keys(fields).length > 0) {
    yield call(
      changeCard,
      cardId,
      fields,
      patchWhat(fields),
      patchKind(fields),
      fields.description,
    );
  }
}

/** Writes only the checklist items that changed, each its own field of the card. */
function* changeChecklist(card: Card, next: ChecklistItem[]) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const { edit, items } = keyedEdit(card.checklist, next, storedChecklistItem, ['text', 'done']);
  if (isEmptyEdit(edit)) return;
  const step = checklistStep(card, edit, items);
  yield call(applyEdit, {
    boardId: board.id,
    kind: step.kind,
    subject: card.title,
    changes: step.changes,
    what: msg`update the checklist`,
    words: step.item ? { item: step.item } : {},
  });
}

/**
 * The undoable step a checklist edit is: each item it adds, changes or removes, as stored
 * (an item added or removed whole, with its rank). Named after its first item: added, removed,
 * renamed, ticked or unticked, moved. (A checklist still in the old array form is written whole
 * once, ranks and all: that first edit is not undoable.)
 */
function checklistStep(card: Card, edit: ChecklistEdit, items: ChecklistItem[]) {
  // A checklist still in the old array form is written whole once, ranks and all.
  const changes: FieldChange[] = edit.whole
    ? [
        {
          doc: 'card',
          id: card.id,
          before: { checklist: card.checklist },
          after: { checklist: items },
        },
      ]
    : keyedChanges(card.id, 'checklist', card.checklist, edit);
  const first = changes[0] as FieldChange & { item?: string };
  const [added] = Object.values(edit.set);
  const [patched] = Object.values(edit.patch);
  let kind: EditKind = 'checklistMove';
  if (added) kind = 'checklistAdd';
  else if (edit.remove.length > 0) kind = 'checklistDelete';
  else if (patched?.text !== undefined) kind = 'checklistRename';
  else if (patched?.done !== undefined) kind = patched.done ? 'checklistTick' : 'checklistUntick';
  const item = added?.text ?? card.checklist.find((entry) => entry.id === first?.item)?.text ?? '';
  return { kind, item, changes };
}

/** Adds and removes label ids (arrayUnion / arrayRemove): another device's label stays. */
function* changeLabelIds(card: Card, next: string[]) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const add = next.filter((id) => !card.labelIds.includes(id));
  const remove = card.labelIds.filter((id) => !next.includes(id));
  if (add.length === 0 && remove.length === 0) return;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardLabels',
    subject: card.title,
    changes: [
      ...add.map((id) => idChange(card.id, 'labelIds', id, true)),
      ...remove.map((id) => idChange(card.id, 'labelIds', id, false)),
    ],
    what: msg`change the labels`,
  });
}

/** One id added to (or removed from) a card's labels or assignees, as a step's change. */
const idChange = (
  cardId: string,
  field: 'labelIds' | 'assigneeIds',
  item: string,
  added: boolean,
): FieldChange => ({ doc: 'cardIds', id: cardId, field, item, before: !added, after: added });

/**
 * Assigns or unassigns one member (arrayUnion / arrayRemove of one id), so another device's
 * change to the same card's assignees stays. Only current members can be assigned, and only
 * by someone who may edit the board (the rules check both too).
 */
export function* toggleAssigneeSaga(
  action: PayloadAction<{ cardId: string; uid: string; assigned: boolean }>,
) {
  const { cardId, uid, assigned } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(
      refused(
        i18n._(msg`Only the board’s owner and editors can change who a card is assigned to.`),
      ),
    );
    return;
  }
  if (card.assigneeIds.includes(uid) === assigned) return;
  if (assigned) {
    const { assigneesPerCard } = LIMITS;
    if (!board.members.some((member) => member.uid === uid)) {
      yield put(refused(i18n._(msg`Only members of this board can be assigned to its cards.`)));
      return;
    }
    if (card.assigneeIds.length >= LIMITS.assigneesPerCard) {
      yield put(refused(i18n._(msg`A card can have at most ${assigneesPerCard} people assigned.`)));
      return;
    }
  }
  yield call(applyEdit, {
    boardId: board.id,
    kind: assigned ? 'cardAssign' : 'cardUnassign',
    subject: card.title,
    changes: [idChange(cardId, 'assigneeIds', uid, assigned)],
    what: assigned ? msg`assign the card` : msg`unassign the card`,
  });
}

/** The person chose between their description and the one written elsewhere. */
export function* chooseDescriptionSaga(action: PayloadAction<{ cardId: string; text: string }>) {
  const { cardId, text } = action.payload;
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!card || card.description === text) return;
  // Written over what the card says now; if that changes yet again, the person is asked again.
  yield call(
    updateCardSaga,
    cardUpdateRequested({
      cardId,
      patch: { description: text },
      descriptionBase: card.description,
    }),
  );
}
