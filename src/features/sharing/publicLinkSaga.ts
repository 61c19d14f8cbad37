// The read-only link: the owner turns it on or off as an edit of the board (boardLink: shown
// at once, a line in the feed, undoable). Each turn-on makes a new id, so a link once turned
// off stays dead; the server keeps what the link shows (functions/src/publicLink).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call } from 'redux-saga/effects';
import { newId } from '../../domain/ids';
import type { Board } from '../../domain/types';
import { applyEdit } from '../edits';
import { ownedOpenBoard } from './ownedOpenBoard';

export function* togglePublicLinkSaga(action: PayloadAction<{ on: boolean }>) {
  const owned: { board: Board } | null = yield call(ownedOpenBoard);
  if (!owned) return;
  const { board } = owned;
  const before = board.publicLinkId ?? null;
  if ((before !== null) === action.payload.on) return;
  const after = action.payload.on ? newId() : null;
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'boardLink',
    subject: board.title,
    changes: [
      {
        doc: 'board',
        id: board.id,
        before: { publicLinkId: before },
        after: { publicLinkId: after },
      },
    ],
    what: action.payload.on ? msg`turn on the read-only link` : msg`turn off the read-only link`,
  });
}
