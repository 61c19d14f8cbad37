// Writes left in the cache by an earlier visit (made offline, then the page reloaded or closed)
// are not this tab's: it did not count them, and it hears of them only through the snapshots'
// pending flags. Those flags are not a reliable "saved" signal (a document acknowledged by the
// server stays pending until the listener's query has caught up with the server, which can
// take long or never happen), so they count only until Firestore says the queue it had at the
// start of the session has reached the server. From then on, this tab's own count is the truth.
//
// Firestore tells only the session that made a write when the server refuses it, so writes
// are also noted on the device (persist's journal): a note an earlier visit left is a write no
// session heard back about. Once the queue has reached the server, each one whose document is
// not there as it should be (a card added offline to a board deleted elsewhere) is reported.
import { msg } from '@lingui/core/macro';
import { call, put } from 'redux-saga/effects';
import { i18n } from '../../i18n';
import { existsOnServer, waitForQueuedWrites } from '../../services/pendingWrites';
import { forgetWrites, leftOverWrites, type JournalEntry } from '../../services/writeJournal';
import { wordWhat } from '../../messages/errors';
import { noticeShown } from '../notices';
import { earlierWritesSaved } from './syncSlice';

/**
 * What a person reads about a write an earlier visit made that the server refused. `asked` is
 * the note's message, worded now; a message this version no longer has is said without it.
 */
export function earlierRefusalMessage(asked: JournalEntry['what']): string {
  if (typeof asked !== 'string' && !asked.message && !(asked.id in i18n.messages)) {
    return i18n._(msg`A change you made before the page was reloaded was refused by the server.`);
  }
  const what = wordWhat(asked);
  return i18n._(
    msg`A change you made before the page was reloaded was refused by the server: we couldn’t ${what}.`,
  );
}

export function* watchEarlierWrites(uid: string) {
  // Read first: this session's own writes are noted from now on.
  const earlier: JournalEntry[] = uid ? yield call(leftOverWrites, uid) : [];
  try {
    yield call(waitForQueuedWrites);
    yield put(earlierWritesSaved());
  } catch {
    // Firestore refuses to wait only when it is shutting down (sign-out): nothing to report.
    return;
  }
  for (const entry of earlier) {
    let exists: boolean;
    try {
      exists = yield call(existsOnServer, entry.path);
    } catch {
      continue; // Offline again: the note stays for the next session.
    }
    if (exists === (entry.kind === 'delete')) {
      yield put(
        noticeShown({
          tone: 'error',
          text: earlierRefusalMessage(entry.what),
          ...(entry.keptText ? { keptText: entry.keptText } : {}),
        }),
      );
    }
    yield call(forgetWrites, [entry.id]);
  }
}
