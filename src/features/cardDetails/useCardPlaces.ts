// What the Move and Copy dialogs offer: this person's boards, the open lists of the board chosen
// (the open board's from the store; another's read once by the cards' saga), and the positions
// in the list chosen (on another board, whose cards are not loaded here, its top or its end).
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { canEdit, roleOn } from '../../domain/members';
import type { BoardList } from '../../domain/types';
import { selectSessionUid } from '../session';
import {
  selectBoardSummaries,
  selectOpenBoardId,
  selectOpenLists,
  selectVisibleCardIds,
} from '../board';
import { selectMoveTarget } from '../cards';

export interface Position {
  index: number;
  label: string;
}

const NO_IDS: string[] = [];

export function useCardPlaces(boardId: string, listId: string, cardId: string) {
  const { t, i18n } = useLingui();
  const openBoardId = useAppSelector(selectOpenBoardId);
  const summaries = useAppSelector(selectBoardSummaries);
  const openLists = useAppSelector(selectOpenLists);
  const target = useAppSelector(selectMoveTarget);
  const uid = useAppSelector(selectSessionUid);
  const here = boardId === openBoardId;
  const shown = useAppSelector((state) =>
    here && listId ? selectVisibleCardIds(state, listId) : NO_IDS,
  );
  const boards = Object.values(summaries)
    .filter((board) => !board.deleting)
    .sort((a, b) => a.title.localeCompare(b.title));
  const lists: BoardList[] = here ? openLists : target.boardId === boardId ? target.lists : [];
  const status = here ? 'ready' : target.boardId === boardId ? target.status : 'loading';
  const others = shown.filter((id) => id !== cardId);
  const numbers = new Intl.NumberFormat(i18n.locale);
  const positions: Position[] = here
    ? Array.from({ length: others.length + 1 }, (_, index) => {
        const position = numbers.format(index + 1);
        return { index, label: index === others.length ? t`${position} (last)` : position };
      })
    : [
        { index: 0, label: t`Top` },
        { index: 1, label: t`Bottom` },
      ];
  // Summaries carry no role: another board's is known once it is read.
  const canEditThere = here || (target.board !== null && canEdit(roleOn(target.board, uid)));
  return {
    boards,
    lists,
    status,
    positions,
    here,
    canEditThere,
    currentIndex: shown.indexOf(cardId),
  };
}
