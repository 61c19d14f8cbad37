// The open board and the signed-in person, when they own it: what the owner's sharing sagas
// (invitations, members) start from.
import { select } from 'redux-saga/effects';
import type { Board } from '../../domain/types';
import { canShare, roleOn } from '../../domain/members';
import type { Person } from '../../services/types';
import { selectMe } from '../user';
import { selectBoard } from '../board';

/** The open board and the signed-in person, when they own it (only owners share). */
export function* ownedOpenBoard() {
  const board: Board | null = yield select(selectBoard);
  const me: Person | null = yield select(selectMe);
  if (!board || !me || !canShare(roleOn(board, me.uid))) return null;
  return { board, me };
}
