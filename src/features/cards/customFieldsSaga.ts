// Edits of the open board's custom fields (issue 32 §1): their definitions, written field by
// field like the labels (labelsSaga.ts; ranks as the dialog gives them, so a move writes the
// moved field only), and a card's value of one, written as its own field
// path. Both go through the edit pipeline: in the feed, undoable, revertible, offline-first.
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import {
  checkCustomFields,
  checkFieldValue,
  fieldValueText,
  type CustomField,
  type FieldValue,
} from '../../domain/customFields';
import { customFieldsEdit } from '../../domain/customFieldRanks';
import { isEmptyEdit } from '../../domain/keyed';
import type { EditKind } from '../../domain/edit';
import type { Board, Card } from '../../domain/types';
import { refused } from '../sync';
import { applyEdit, keyedChanges } from '../edits';
import { selectBoard, selectCard } from '../board';
import { describeProblem } from '../../messages/problems';

/** The board's fields as the Custom fields dialog leaves them (added, renamed, moved, removed). */
export const customFieldsChangeRequested = createAction<{ fields: CustomField[] }>(
  'board/customFieldsChangeRequested',
);
/** A card's value of one field set, or cleared (null). */
export const cardFieldValueRequested = createAction<{
  cardId: string;
  fieldId: string;
  value: FieldValue | null;
}>('board/cardFieldValueRequested');

export function* changeCustomFieldsSaga(action: PayloadAction<{ fields: CustomField[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkCustomFields(action.payload.fields);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem)));
    return;
  }
  const current = board.customFields ?? [];
  const edit = customFieldsEdit(current, checked.fields);
  if (isEmptyEdit(edit)) return;
  const changes = keyedChanges(board.id, 'customFields', current, edit);
  // Named after the first field the edit adds, removes or changes.
  const [first] = changes;
  const field = [...checked.fields, ...current].find((each) => each.id === first?.item);
  const kind: EditKind = !first?.before
    ? 'customFieldAdd'
    : !first.after
      ? 'customFieldDelete'
      : 'customFieldChange';
  yield call(applyEdit, {
    boardId: board.id,
    kind,
    subject: field?.name ?? '',
    changes,
    what: msg`change the custom fields`,
  });
}

export function* setFieldValueSaga(
  action: PayloadAction<{ cardId: string; fieldId: string; value: FieldValue | null }>,
) {
  const { cardId, fieldId, value } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const field = board?.customFields?.find((each) => each.id === fieldId);
  if (!board || !card || !field) return;
  const problem = checkFieldValue(field, value);
  if (problem) {
    yield put(refused(describeProblem(problem), typeof value === 'string' ? value : undefined));
    return;
  }
  const before = card.fieldValues?.[fieldId] ?? null;
  if (before === value) return;
  const text = value === null ? null : fieldValueText(field, value);
  const fieldName = field.name;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardFieldValue',
    subject: card.title,
    changes: [{ doc: 'fieldValue', id: cardId, item: fieldId, before, after: value }],
    what: msg`set ${fieldName}`,
    words: { fieldName: field.name, ...(text ? { value: text } : {}) },
  });
}

export function* customFieldsSaga() {
  yield takeEverySafe(customFieldsChangeRequested.type, changeCustomFieldsSaga);
  yield takeEverySafe(cardFieldValueRequested.type, setFieldValueSaga);
}
