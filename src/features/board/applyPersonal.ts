// How a personal edit (domain/personalEdit.ts) shows on the open board: the person's own uid
// in a card's or the board's watcherIds, or the board's mutedBy. Stars and the dashboard's
// order are the user record's (user/userSlice.ts).
import type { PersonalChange } from '../../domain/personalEdit';
import { withId } from '../../domain/personalEdit';
import type { EditableBoard } from './applyToBoard';

/** Shows one side of `change` (`after` to apply it, `before` to take it back). */
export function applyPersonalChange(
  state: EditableBoard,
  uid: string,
  change: PersonalChange,
  side: 'before' | 'after',
) {
  if (change.doc === 'cardWatch') {
    const card = state.board?.id === change.boardId ? state.cards[change.id] : undefined;
    if (card) card.watcherIds = withId(card.watcherIds, uid, change[side]);
  }
  if (change.doc === 'boardWatch' && state.board?.id === change.id) {
    state.board[change.field] = withId(state.board[change.field], uid, change[side]);
  }
}
