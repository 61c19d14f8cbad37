// How the edit sagas note a step they have just applied on screen: one small call each.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { nanoid } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { i18n } from '../../../i18n';
import { selectOpenBoardId } from '../../board';
import { editRecorded, stepDropped, type EditKind, type FieldChange } from './historySlice';

/** Read after "Undo" / "Redo" / "Undone:": "move of ‘Write brief’". One message a kind, with
 * its subject in it, so each language words and quotes it its own way. */
const LABELS: Record<EditKind, (subject: string) => MessageDescriptor> = {
  cardAdd: (subject) => msg`adding of ‘${subject}’`,
  cardDelete: (subject) => msg`deletion of ‘${subject}’`,
  cardRename: (subject) => msg`rename of ‘${subject}’`,
  cardMove: (subject) => msg`move of ‘${subject}’`,
  cardArchive: (subject) => msg`archive of ‘${subject}’`,
  cardRestore: (subject) => msg`restore of ‘${subject}’`,
  cardDescription: (subject) => msg`description change of ‘${subject}’`,
  cardDue: (subject) => msg`due date change of ‘${subject}’`,
  cardStart: (subject) => msg`start date change of ‘${subject}’`,
  cardDates: (subject) => msg`date change of ‘${subject}’`,
  cardDueDone: (subject) => msg`marking done of ‘${subject}’`,
  cardDueUndone: (subject) => msg`marking not done of ‘${subject}’`,
  cardLabels: (subject) => msg`label change of ‘${subject}’`,
  cardCover: (subject) => msg`cover change of ‘${subject}’`,
  cardRepeat: (subject) => msg`repeat change of ‘${subject}’`,
  cardTemplate: (subject) => msg`template change of ‘${subject}’`,
  cardAssign: (subject) => msg`assigning of ‘${subject}’`,
  cardUnassign: (subject) => msg`unassigning of ‘${subject}’`,
  checklistAdd: (subject) => msg`adding of checklist item ‘${subject}’`,
  checklistRename: (subject) => msg`rename of checklist item ‘${subject}’`,
  checklistTick: (subject) => msg`ticking of checklist item ‘${subject}’`,
  checklistUntick: (subject) => msg`unticking of checklist item ‘${subject}’`,
  checklistMove: (subject) => msg`move of checklist item ‘${subject}’`,
  checklistDelete: (subject) => msg`deletion of checklist item ‘${subject}’`,
  listAdd: (subject) => msg`adding of list ‘${subject}’`,
  listDelete: (subject) => msg`deletion of list ‘${subject}’`,
  listRename: (subject) => msg`rename of list ‘${subject}’`,
  listMove: (subject) => msg`move of list ‘${subject}’`,
  listArchive: (subject) => msg`archive of list ‘${subject}’`,
  listRestore: (subject) => msg`restore of list ‘${subject}’`,
  listWipLimit: (subject) => msg`limit change of list ‘${subject}’`,
  listCopy: (subject) => msg`copy of list ‘${subject}’`,
  listMoveHere: (subject) => msg`move of list ‘${subject}’`,
  listMoveAway: (subject) => msg`move of list ‘${subject}’`,
  boardRename: (subject) => msg`rename of board ‘${subject}’`,
  boardRecolor: (subject) => msg`recolour of board ‘${subject}’`,
  boardTemplate: (subject) => msg`template change of board ‘${subject}’`,
  boardLink: (subject) => msg`read-only link of board ‘${subject}’`,
  labelAdd: (subject) => msg`adding of label ‘${subject}’`,
  labelChange: (subject) => msg`change of label ‘${subject}’`,
  labelDelete: (subject) => msg`deletion of label ‘${subject}’`,
  commentAdd: (subject) => msg`comment on ‘${subject}’`,
  customFieldAdd: (subject) => msg`adding of custom field ‘${subject}’`,
  customFieldChange: (subject) => msg`change of custom field ‘${subject}’`,
  customFieldDelete: (subject) => msg`deletion of custom field ‘${subject}’`,
  cardFieldValue: (subject) => msg`custom field change of ‘${subject}’`,
  commentEdit: (subject) => msg`comment edit on ‘${subject}’`,
  commentDelete: (subject) => msg`comment deletion on ‘${subject}’`,
  memberRole: (subject) => msg`role change of ‘${subject}’`,
};

export const stepLabel = (kind: EditKind, subject: string) => i18n._(LABELS[kind](subject));

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
