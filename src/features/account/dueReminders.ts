// The Due reminders setting: how long before a card falls due the server tells the person (1 h,
// 24 h, or never), kept in their users/{uid} record as a personal edit (shown at once, taken
// back with a message if refused). functions/src/due reads it.
import { msg } from '@lingui/core/macro';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, select } from 'redux-saga/effects';
import { takeLatestSafe } from '../../app/safeSagas';
import type { DueReminderLead } from '../../domain/dueReminder';
import { applyPersonalEdit } from '../edits';
import { selectDueReminderLead } from '../user';

export const dueReminderLeadChosen = createAction<DueReminderLead>('account/dueReminderLeadChosen');

export function* chooseDueReminderLead(action: PayloadAction<DueReminderLead>) {
  const before: DueReminderLead = yield select(selectDueReminderLead);
  if (before === action.payload) return;
  yield call(applyPersonalEdit, {
    change: { doc: 'dueReminderLead', before, after: action.payload },
    what: msg`change your due reminders`,
  });
}

export function* dueRemindersSaga() {
  yield takeLatestSafe(dueReminderLeadChosen.type, chooseDueReminderLead);
}
