import type { Action } from '@reduxjs/toolkit';
import { call, put, select, type CallEffect } from 'redux-saga/effects';
import { existsOnServer } from '../../services/pendingWrites';
import { forgetWrites, noteWrite, type JournalEntry } from '../../services/writeJournal';
import { selectSessionUid } from '../session';
import { toServiceError } from '../../services/errors';
import { noticeShown } from '../notices';
import { writeSettled, writeStarted } from './syncSlice';
import { describeWriteError, type What } from '../../messages/errors';

interface PersistOptions {
  /** What the change was, for the message: ``msg`rename the board` ``. */
  what: What;
  /** Actions that put the screen back as it was before the change. */
  rollback: Action[];
  /** Text the person typed, offered back in the message if the write fails. */
  keptText?: string;
  /**
   * The document written: noted on the device until this session hears the server's answer,
   * so a write refused after a reload is still reported (earlierWritesSaga).
   */
  journal?: Pick<JournalEntry, 'path' | 'kind'>;
}

/**
 * Runs a write whose change is already on screen. Offline, the write waits (counted as a
 * change waiting) until the server has it; if the server refuses it, the screen is rolled back
 * and the person is told. Returns whether the write went through.
 */
export function* persist(write: CallEffect, { what, rollback, keptText, journal }: PersistOptions) {
  yield put(writeStarted());
  const uid: string | null = yield select(selectSessionUid);
  const noteId: string | null =
    journal && uid
      ? yield call(noteWrite, {
          uid,
          what: journalWhat(what),
          ...journal,
          ...(keptText ? { keptText } : {}),
        })
      : null;
  let keepNote = false;
  try {
    yield write;
    return true;
  } catch (error) {
    const outcome: RefusalOutcome = yield call(checkRefusal, error, journal);
    if (outcome === 'landed') return true;
    if (outcome === 'unknown') {
      // Can't ask the server now: the change stays on screen, and the note stays for the next
      // session to check (earlierWritesSaga), rather than undoing what may well be saved.
      keepNote = true;
      return true;
    }
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
    // Answered here (or the session ended): only a write cut off by a reload stays noted.
    if (noteId && !keepNote) yield call(forgetWrites, [noteId]);
    yield put(writeSettled());
  }
}

/**
 * What a noted write was, kept until a later session: the message's id and values, worded in
 * the language of that session, never the sentence of this one. (Development builds and tests
 * keep the English source in the code, not in a catalog, so it is kept with them there.)
 */
function journalWhat(what: What): JournalEntry['what'] {
  if (typeof what === 'string') return what;
  const { id, message, values } = what;
  return { id, ...(message ? { message } : {}), ...(values ? { values } : {}) };
}

type RefusalOutcome = 'refused' | 'landed' | 'unknown';

/**
 * Whether a refused create or delete had in fact already landed. When the connection drops
 * after the server applied a write but before its answer arrived, Firestore sends the write
 * again; the rules then refuse the replay (the board exists now, so it is no longer a create),
 * and the SDK reports that refusal. Ids are new for every create, so a document that is there
 * (or, for a delete, gone) is this write's own.
 */
export function* checkRefusal(error: unknown, journal: PersistOptions['journal']) {
  if (!journal || journal.kind === 'update') return 'refused';
  if (toServiceError(error).code !== 'permission-denied') return 'refused';
  try {
    const exists: boolean = yield call(existsOnServer, journal.path);
    return exists === (journal.kind === 'create') ? 'landed' : 'refused';
  } catch {
    return 'unknown';
  }
}

/** A refused input (the UI checks first, so this is the sagas' own line of defence). */
export const refused = (text: string, keptText?: string) =>
  noticeShown({ tone: 'error', text, ...(keptText ? { keptText } : {}) });
