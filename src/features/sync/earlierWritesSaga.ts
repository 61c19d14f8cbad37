// Writes left in the cache by an earlier visit (made offline, then the page reloaded or closed)
// are not this tab's: it did not count them, and it hears of them only through the snapshots'
// pending flags. Those flags are not a reliable "saved" signal (a document acknowledged by the
// server stays pending until the listener's query has caught up with the server, which can
// take long or never happen), so they count only until Firestore says the queue it had at the
// start of the session has reached the server. From then on, this tab's own count is the truth.
import { call, put } from 'redux-saga/effects';
import { waitForQueuedWrites } from '../../services/pendingWrites';
import { earlierWritesSaved } from './syncSlice';

export function* watchEarlierWrites() {
  try {
    yield call(waitForQueuedWrites);
    yield put(earlierWritesSaved());
  } catch {
    // Firestore refuses to wait only when it is shutting down (sign-out): nothing to report.
  }
}
