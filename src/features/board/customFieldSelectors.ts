// The open board's custom fields (issue 32 §1), for the Custom fields dialog, card details, the
// tiles' chips and the filter. Each returns the same array while the board's fields are unchanged,
// so tiles do not render again for a card edit elsewhere.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { CustomField } from '../../domain/customFields';

const NO_FIELDS: CustomField[] = [];

/** The board's fields in their order; the same empty array when it has none. */
export const selectCustomFields = (state: RootState) =>
  state.board.board?.customFields ?? NO_FIELDS;

/** The fields shown on the cards' tiles. */
export const selectTileFields = createSelector([selectCustomFields], (fields) => {
  const shown = fields.filter((field) => field.showOnTile);
  return shown.length > 0 ? shown : NO_FIELDS;
});

/** The fields the filter offers: dropdowns (by option) and checkboxes. */
export const selectFilterableFields = createSelector([selectCustomFields], (fields) => {
  const offered = fields.filter((field) => field.type === 'dropdown' || field.type === 'checkbox');
  return offered.length > 0 ? offered : NO_FIELDS;
});

/** How many of the loaded cards hold a value of `fieldId` (null: none asked). */
export const selectCardsWithValue = (state: RootState, fieldId: string | null) =>
  fieldId === null
    ? 0
    : Object.values(state.board.cards).filter((card) => card.fieldValues?.[fieldId] !== undefined)
        .length;
