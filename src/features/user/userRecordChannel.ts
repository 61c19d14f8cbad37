// users/{uid} as a saga channel. The subscriber returns its unsubscribe, which redux-saga
// calls when the channel is closed.
import { eventChannel } from 'redux-saga';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { UserRecordSnapshot } from '../../services/types';
import { subscribeToUserRecord } from '../../services/users';

export type UserRecordEvent = { snapshot: UserRecordSnapshot } | { error: ServiceError };

export function createUserRecordChannel(uid: string) {
  return eventChannel<UserRecordEvent>((emit) =>
    subscribeToUserRecord(
      uid,
      (snapshot) => emit({ snapshot }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
