// Live Firebase subscriptions as saga channels. Each subscriber returns its unsubscribe,
// which redux-saga calls when the channel is closed.
import { eventChannel } from 'redux-saga';
import { subscribeToAuth } from '../../services/auth';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { AuthUser, UserRecordSnapshot } from '../../services/types';
import { subscribeToUserRecord } from '../../services/userRecord';

// Channels cannot carry null, so each event is wrapped.
export type AuthEvent = { user: AuthUser | null } | { error: ServiceError };
export type UserRecordEvent = { snapshot: UserRecordSnapshot } | { error: ServiceError };

export function createAuthChannel() {
  return eventChannel<AuthEvent>((emit) =>
    subscribeToAuth(
      (user) => emit({ user }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}

export function createUserRecordChannel(uid: string) {
  return eventChannel<UserRecordEvent>((emit) =>
    subscribeToUserRecord(
      uid,
      (snapshot) => emit({ snapshot }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
