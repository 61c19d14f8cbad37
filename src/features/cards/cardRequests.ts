// The card requests from the screen (and the board's labels, which labelsSaga edits): no state
// of their own; the sagas validate, apply and write. Their types keep the board/ prefix they
// always had.
import { createAction } from '@reduxjs/toolkit';
import type { CardDetailsPatch, Label } from '../../domain/types';

export const boardLabelsChangeRequested = createAction<{ labels: Label[] }>(
  'board/boardLabelsChangeRequested',
);
export const cardAddRequested = createAction<{ listId: string; title: string }>(
  'board/cardAddRequested',
);
export const cardRenameRequested = createAction<{ cardId: string; title: string }>(
  'board/cardRenameRequested',
);
/** `toIndex` among the cards shown in the target list (the filter applied). */
export const cardMoveRequested = createAction<{
  cardId: string;
  toListId: string;
  toIndex: number;
}>('board/cardMoveRequested');
/**
 * Description, labels, due date and its Done, checklist, archived. `descriptionBase`: the description the
 * editor opened with, so a save over text changed elsewhere meanwhile asks instead of writing.
 */
export const cardUpdateRequested = createAction<{
  cardId: string;
  patch: CardDetailsPatch;
  descriptionBase?: string;
}>('board/cardUpdateRequested');
/** Assign one member to a card, or unassign them. */
export const cardAssigneeToggled = createAction<{ cardId: string; uid: string; assigned: boolean }>(
  'board/cardAssigneeToggled',
);
export const cardDeleteRequested = createAction<{ cardId: string }>('board/cardDeleteRequested');

/**
 * Where a card goes when moved or copied from the Move and Copy dialogs: a list of the open
 * board (`toIndex` among the cards shown there) or of another board of this person's (0: its
 * top; any other index: its end, since that board's cards are not loaded here).
 */
export interface CardPlace {
  toBoardId: string;
  toListId: string;
  toIndex: number;
}

/** What a copy keeps: its description, due date and assignees always; these if chosen. */
export interface CopyChoices {
  title: string;
  labels: boolean;
  checklist: boolean;
}

export const cardMoveToPlaceRequested = createAction<{ cardId: string } & CardPlace>(
  'board/cardMoveToPlaceRequested',
);
export const cardCopyRequested = createAction<{ cardId: string } & CardPlace & CopyChoices>(
  'board/cardCopyRequested',
);
