import type { Action } from '@reduxjs/toolkit';
import { put, type CallEffect } from 'redux-saga/effects';
import { toServiceError } from '../../services/errors';
import { noticeShown } from '../notices';
import { writeSettled, writeStarted } from './syncSlice';
import { describeWriteError } from '../../messages/errors';

interface PersistOptions {
  /** What the change was, for the message: "rename the board". */
  what: string;
  /** Actions that put the screen back as it was before the change. */
  rollback: Action[];
  /** Text the person typed, offered back in the message if the write fails. */
  keptText?: string;
}

/**
 * Runs a write whose change is already on screen. Offline, the write waits (counted as a
 * change waiting) until the server has it; if the server refuses it, the screen is rolled back
 * and the person is told. Returns whether the write went through.
 */
export function* persist(write: CallEffect, { what, rollback, keptText }: PersistOptions) {
  yield put(writeStarted());
  try {
    yield write;
    return true;
  } catch (error) {
    for (const action of rollback) yield put(action);
    yield put(
      noticeShown({
        tone: 'error',
        text: describeWriteError(toServiceError(error), what),
        ...(keptText ? { keptText } : {}),
      }),
    );
    return false;
  } finally {
    yield put(writeSettled());
  }
}

/** A refused input (the UI checks first, so this is the sagas' own line of defence). */
export const refused = (text: string, keptText?: string) =>
  noticeShown({ tone: 'error', text, ...(keptText ? { keptText } : {}) });
