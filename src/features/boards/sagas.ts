// Every saga of the boards feature: the person's boards, the open board, and its lists,
// cards, labels and the open card's comments; importing and exporting boards (the transfer
// feature); and the open board's activity (the activity feature).
import { all, call, fork, select } from 'redux-saga/effects';
import { supervised } from '../../app/safeSagas';
import { boardsSaga } from '../dashboard';
import { cardsSaga, customFieldsSaga, labelsSaga, moveCopySaga } from '../cards';
import { commentsSaga } from '../comments';
import { attachmentsSaga } from '../attachments';
import { listMoveCopySaga, listsSaga } from '../lists';
import { sharingSaga, watchBoardInvitations } from '../sharing';
import {
  watchOpenBoard,
  selectBoardSummaries,
  selectOpenBoardId,
  boardClosed,
  boardOpened,
} from '../board';
import { historySaga, editsSaga } from '../edits';
import { activitySaga } from '../activity';
import { exportSaga, importSaga } from '../transfer';
import { selectMe } from '../user';
import { watchNotifications } from '../notifications';
import { searchSaga } from '../search';
import { dueRemindersSaga } from '../account';
import { myCardsSaga } from '../myCards';
import { selectSessionUid } from '../session';

export { resumeBoardDeletions, watchBoardSummaries } from '../dashboard';
export { watchMyInvitations } from '../sharing';

/** The signed-in person's inbox (these sagas run only within a session). */
function* watchSessionNotifications() {
  const uid: string | null = yield select(selectSessionUid);
  if (uid) yield call(watchNotifications, uid);
}

/** Each watcher supervised: one that crashes is reported and restarted, the others go on. */
export function* boardsFeatureSaga() {
  yield all([
    fork(supervised, boardsSaga),
    fork(supervised, watchOpenBoard),
    fork(supervised, listsSaga),
    fork(supervised, listMoveCopySaga),
    fork(supervised, cardsSaga),
    fork(supervised, commentsSaga),
    fork(supervised, attachmentsSaga),
    fork(supervised, labelsSaga),
    fork(supervised, customFieldsSaga),
    fork(supervised, moveCopySaga),
    fork(supervised, sharingSaga),
    fork(supervised, watchBoardInvitations),
    fork(supervised, historySaga),
    fork(supervised, editsSaga),
    // Import and export: here, so they load with these sagas and not with the first screen.
    fork(supervised, exportSaga),
    fork(supervised, importSaga, { selectOwner: selectMe, selectSummaries: selectBoardSummaries }),
    fork(supervised, watchSessionNotifications),
    fork(supervised, searchSaga),
    fork(supervised, dueRemindersSaga),
    fork(supervised, myCardsSaga),
    fork(supervised, activitySaga, {
      selectBoardId: selectOpenBoardId,
      boardChanged: [boardOpened.type, boardClosed.type],
    }),
  ]);
}
