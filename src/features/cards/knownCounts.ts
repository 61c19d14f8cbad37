// How many comments and files a card has: the card document's counts (kept by the batch that
// adds or deletes one), or, for the card whose details are open, the comments and files this
// tab follows, which already show what the person has just done.
import type { RootState } from '../../app/rootReducer';
import type { Card } from '../../domain/types';

export const selectKnownCommentCount = (state: RootState, card: Card): number =>
  state.comments.cardId === card.id && state.comments.status === 'ready'
    ? Object.keys(state.comments.byId).length
    : (card.commentCount ?? 0);

export const selectKnownAttachmentCount = (state: RootState, card: Card): number => {
  const attachments = state.attachments;
  return attachments?.cardId === card.id && attachments.status === 'ready'
    ? Object.keys(attachments.byId).length
    : (card.attachmentCount ?? 0);
};
