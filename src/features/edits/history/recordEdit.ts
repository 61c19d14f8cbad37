// How the edit sagas note a step they have just applied on screen: one small call each.
import { nanoid } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { selectOpenBoardId } from '../../board';
import { editRecorded, stepDropped, type EditKind, type FieldChange } from './historySlice';

/** Read after "Undo" / "Redo" / "Undone:": "move of ‘Write brief’". */
const NOUNS: Record<EditKind, string> = {
  cardAdd: 'adding of',
  cardDelete: 'deletion of',
  cardRename: 'rename of',
  cardMove: 'move of',
  cardArchive: 'archive of',
  cardRestore: 'restore of',
  cardDescription: 'description change of',
  cardDue: 'due date change of',
  cardStart: 'start date change of',
  cardDates: 'date change of',
  cardDueDone: 'marking done of',
  cardDueUndone: 'marking not done of',
  cardLabels: 'label change of',
  cardCover: 'cover change of',
  cardRepeat: 'repeat change of',
  cardTemplate: 'template change of',
  cardAssign: 'assigning of',
  cardUnassign: 'unassigning of',
  checklistAdd: 'adding of checklist item',
  checklistRename: 'rename of checklist item',
  checklistTick: 'ticking of checklist item',
  checklistUntick: 'unticking of checklist item',
  checklistMove: 'move of checklist item',
  checklistDelete: 'deletion of checklist item',
  listAdd: 'adding of list',
  listDelete: 'deletion of list',
  listRename: 'rename of list',
  listMove: 'move of list',
  listArchive: 'archive of list',
  listRestore: 'restore of list',
  listWipLimit: 'limit change of list',
  listCopy: 'copy of list',
  listMoveHere: 'move of list',
  listMoveAway: 'move of list',
  boardRename: 'rename of board',
  boardRecolor: 'recolour of board',
  boardTemplate: 'template change of board',
  boardLink: 'read-only link of board',
  labelAdd: 'adding of label',
  labelChange: 'change of label',
  labelDelete: 'deletion of label',
  commentAdd: 'comment on',
  customFieldAdd: 'adding of custom field',
  customFieldChange: 'change of custom field',
  customFieldDelete: 'deletion of custom field',
  cardFieldValue: 'custom field change of',
  commentEdit: 'comment edit on',
  commentDelete: 'comment deletion on',
  memberRole: 'role change of',
};

export const stepLabel = (kind: EditKind, subject: string) => `${NOUNS[kind]} ‘${subject}’`;

/**
 * Notes a step just applied to the open board `boardId`; returns its id, so a write the
 * server refuses can take it back out (forgetEdit). A board that is not the open one (a rename
 * from the dashboard) has no history here.
 */
export function* recordEdit(
  boardId: string,
  kind: EditKind,
  subject: string,
  changes: FieldChange[],
) {
  const openId: string | null = yield select(selectOpenBoardId);
  if (openId !== boardId) return null;
  // Not a document id (domain/ids): a step lives in this tab only.
  const id = nanoid();
  yield put(
    editRecorded({
      boardId,
      entry: { id, kind, label: stepLabel(kind, subject), subject, changes },
    }),
  );
  return id;
}

/** The step's write was refused and its change put back: there is nothing left to undo. */
export function* forgetEdit(entryId: string | null) {
  if (entryId) yield put(stepDropped(entryId));
}
