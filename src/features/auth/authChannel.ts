// Firebase's auth state as a saga channel. The subscriber returns its unsubscribe, which
// redux-saga calls when the channel is closed.
import { eventChannel } from 'redux-saga';
import { subscribeToAuth } from '../../services/auth';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { AuthUser } from '../../services/types';

// Channels cannot carry null, so each event is wrapped.
export type AuthEvent = { user: AuthUser | null } | { error: ServiceError };

export function createAuthChannel() {
  return eventChannel<AuthEvent>((emit) =>
    subscribeToAuth(
      (user) => emit({ user }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
