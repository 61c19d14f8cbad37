// How many comments and files a card has, where this tab already knows (the card whose details
// are open, whose comments and files it follows). The card document keeps no counters yet, and
// counting each tile's on its own would cost reads per card: other tiles show no count.
import type { RootState } from '../../app/rootReducer';

export const selectKnownCommentCount = (state: RootState, cardId: string): number | null =>
  state.comments.cardId === cardId && state.comments.status === 'ready'
    ? Object.keys(state.comments.byId).length
    : null;

export const selectKnownAttachmentCount = (state: RootState, cardId: string): number | null => {
  const attachments = state.attachments;
  return attachments?.cardId === cardId && attachments.status === 'ready'
    ? Object.keys(attachments.byId).length
    : null;
};
