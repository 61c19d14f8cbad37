// The activity followed live: the board's newest entries while the panel is open (restarted
// with a longer limit for "Load more", or another person's), and the entries of the card whose
// details are open. Each stops when its panel or dialog closes, or the board changes.
import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { RootState } from '../../../app/rootReducer';
import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '../../../domain/activity';
import { describeLoadError } from '../../../messages/errors';
import type { CollectionSnapshot } from '../../../services/types';
import { modalClosed, modalOpened } from '../../modal';
import { followLive } from '../../sync';
import { createActivityChannel, createCardActivityChannel } from '../activityChannels';
import {
  activityAuthorFiltered,
  activityBoardChanged,
  activityFollowStarted,
  activityLoadFailed,
  activityMoreRequested,
  activityPanelClosed,
  activityPanelOpened,
  activityRetryRequested,
  activitySnapshotReceived,
  cardActivityFollowStarted,
  cardActivityFollowStopped,
  cardActivityLoadFailed,
  cardActivityRetryRequested,
  cardActivitySnapshotReceived,
} from '../activitySlice';
import { selectActivity } from '../selectors';

/** How many of a card's newest entries its details show. */
export const CARD_ACTIVITY_LIMIT = 50;

interface FeedSubject {
  boardId: string;
  count: number;
  authorId: string | null;
}

interface CardSubject {
  boardId: string;
  cardId: string;
}

const selectFeedSubject = (state: RootState): FeedSubject | null => {
  const { boardId, panelOpen, pages, authorId } = selectActivity(state);
  return boardId && panelOpen ? { boardId, count: pages * ACTIVITY_PAGE_SIZE, authorId } : null;
};

const selectCardSubject = (state: RootState): CardSubject | null => {
  const { boardId } = selectActivity(state);
  const cardId = state.modal.open === 'cardDetails' ? state.modal.subject : null;
  return boardId && cardId ? { boardId, cardId } : null;
};

export function* followFeed({ boardId, count, authorId }: FeedSubject) {
  yield call(followLive<CollectionSnapshot<ActivityEntry>>, {
    subscribe: call(createActivityChannel, boardId, count, authorId),
    started: activityFollowStarted(),
    received: (snapshot) => activitySnapshotReceived({ changes: snapshot.changes }),
    failed: (error) => activityLoadFailed({ error: describeLoadError(error, 'activity') }),
    retryRequested: activityRetryRequested.type,
  });
}

export function* followCard({ boardId, cardId }: CardSubject) {
  yield call(followLive<CollectionSnapshot<ActivityEntry>>, {
    subscribe: call(createCardActivityChannel, boardId, cardId, CARD_ACTIVITY_LIMIT),
    started: cardActivityFollowStarted({ cardId }),
    received: (snapshot) => cardActivitySnapshotReceived({ cardId, changes: snapshot.changes }),
    failed: (error) =>
      cardActivityLoadFailed({ cardId, error: describeLoadError(error, 'activity') }),
    retryRequested: cardActivityRetryRequested.type,
  });
}

/**
 * Runs `follow` for the subject the store names, one at a time: a new subject cancels the old
 * follow and starts another; none stops it (and puts `stopped`, if given).
 */
function* followSubject<Subject extends object>(
  selectSubject: (state: RootState) => Subject | null,
  follow: (subject: Subject) => Generator,
  wakeOn: string[],
  stopped: Action | null,
) {
  let following = null as { key: string; task: Task } | null;
  try {
    while (true) {
      const subject: Subject | null = yield select(selectSubject);
      const key = subject ? JSON.stringify(subject) : null;
      if (key !== (following?.key ?? null)) {
        if (following) {
          yield cancel(following.task);
          following = null;
          if (stopped) yield put(stopped);
        }
        if (subject && key) following = { key, task: (yield fork(follow, subject)) as Task };
      }
      yield take(wakeOn);
    }
  } finally {
    if (following && stopped) yield put(stopped);
  }
}

export function* watchActivityFeed() {
  yield call(
    followSubject<FeedSubject>,
    selectFeedSubject,
    followFeed,
    [
      activityBoardChanged.type,
      activityPanelOpened.type,
      activityPanelClosed.type,
      activityMoreRequested.type,
      activityAuthorFiltered.type,
    ],
    null,
  );
}

export function* watchCardActivity() {
  yield call(
    followSubject<CardSubject>,
    selectCardSubject,
    followCard,
    [activityBoardChanged.type, modalOpened.type, modalClosed.type],
    cardActivityFollowStopped(),
  );
}
