// Invitations as saga channels: those to the signed-in person, and one board's pending ones.
import { eventChannel } from 'redux-saga';
import type { Invitation } from '../../domain/members';
import { toServiceError, type ServiceError } from '../../services/errors';
import { subscribeToBoardInvitations, subscribeToMyInvitations } from '../../services/sharing';

export type InvitationsEvent = { invitations: Invitation[] } | { error: ServiceError };

export function createMyInvitationsChannel(email: string) {
  return eventChannel<InvitationsEvent>((emit) =>
    subscribeToMyInvitations(
      email,
      (invitations) => emit({ invitations }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}

export function createBoardInvitationsChannel(boardId: string) {
  return eventChannel<InvitationsEvent>((emit) =>
    subscribeToBoardInvitations(
      boardId,
      (invitations) => emit({ invitations }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
