// A card's files changed as edits through the pipeline (edits/applyEdit.ts), each with its
// activity entry: a file deleted (chunks and all, its share of the board's total, and the
// card's cover if it was this file; it can't be undone, the person is warned first), and the
// card's cover (an edit like any other: undo, Revert).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { Attachment } from '../../domain/attachment';
import type { FieldChange } from '../../domain/edit';
import type { Board, Card } from '../../domain/types';
import { selectBoard, selectCanEditBoard, selectCard } from '../board';
import { i18n } from '../../i18n';
import { applyEdit, fieldChange } from '../edits';
import { refused } from '../sync';
import { selectAttachment } from './selectors';

export function* deleteAttachmentSaga(
  action: PayloadAction<{ cardId: string; attachmentId: string }>,
) {
  const { cardId, attachmentId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const shown: ReturnType<typeof selectAttachment> = yield select(selectAttachment, attachmentId);
  if (!board || !card || !shown) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can delete files.`)));
    return;
  }
  // As stored: whether the server has it yet is the screen's business, not the edit's.
  const attachment: Attachment & { pending?: boolean } = { ...shown };
  delete attachment.pending;
  const before: Attachment = attachment;
  const { name } = attachment;
  const changes: FieldChange[] = [
    { doc: 'attachment', id: attachmentId, cardId, before, after: null },
  ];
  if (card.cover?.attachmentId === attachmentId) {
    changes.push({
      doc: 'card',
      id: cardId,
      before: { cover: card.cover },
      after: { cover: null },
    });
  }
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'attachmentDelete',
    subject: card.title,
    changes,
    what: msg`delete “${name}”`,
    // Its bytes are gone with it: nothing to bring back.
    undoable: false,
    revertible: false,
  });
}

/** The cover: the image's thumbnail on the card, so a board shows covers with no extra read. */
export function* changeCoverSaga(
  action: PayloadAction<{ cardId: string; attachmentId: string | null }>,
) {
  const { cardId, attachmentId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can change a card’s cover.`)));
    return;
  }
  let cover: Card['cover'] = null;
  let file = '';
  if (attachmentId) {
    const attachment: ReturnType<typeof selectAttachment> = yield select(
      selectAttachment,
      attachmentId,
    );
    if (!attachment?.thumbnail) return;
    cover = { attachmentId, thumbnail: attachment.thumbnail };
    file = attachment.name;
  }
  if (card.cover?.attachmentId === cover?.attachmentId) return; // Already so.
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardCover',
    subject: card.title,
    changes: [fieldChange('card', cardId, { cover: card.cover ?? null }, { cover })],
    what: cover ? msg`make the cover` : msg`remove the cover`,
    words: file ? { file } : {},
  });
}
