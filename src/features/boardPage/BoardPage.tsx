// The /boards/:boardId screen. Opening it starts following the board live (watchOpenBoard); leaving
// stops it. What shows depends on the board's status: loading (or slow to), not found, failed,
// or ready.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { AppHeader, Main, QuietLoading } from '../../components/Layout/Layout';
import { phone } from '../../styles/media';
import { modalClosed, selectIsModalOpen } from '../modal';
import { NoticeStack } from '../notices';
import {
  boardClosed,
  boardOpened,
  selectBoard,
  selectBoardLoadSlow,
  selectBoardStatus,
} from '../board';
import { OnceOpened } from '../../components/Modal/OnceOpened';
import { BoardDeleted, BoardLoadFailed, BoardLoadSlow, BoardNotFound } from './BoardStatusScreens';
import { DeleteBoardDialog } from '../dashboard';
import { DeleteListDialog, MoveCopyListDialog, WipLimitDialog } from '../lists';
import { FromTemplateDialog } from '../cards';
import { ReadyBoard } from './ReadyBoard';
import { LeaveBoardDialog, ShareDialog } from '../sharing';
import { useCardLink } from './useCardLink';
import { useUndoShortcuts } from './useUndoShortcuts';
import { useBoardShortcuts } from './useBoardShortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';

// A card's details load the first time one opens: the board's first screen does without them.
const CardDetailsDialog = lazy(() =>
  import(/* webpackChunkName: "card-details" */ '../cardDetails').then((module) => ({
    default: module.CardDetailsDialog,
  })),
);

// The board's custom fields dialog loads the first time it opens (issue 32 §1).
const CustomFieldsDialog = lazy(
  () => import(/* webpackChunkName: "custom-fields" */ './customFields/CustomFieldsDialog'),
);

const BOARD_DIALOGS = [
  'cardDetails',
  'shareBoard',
  'leaveBoard',
  'shortcuts',
  'customFields',
] as const;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  /* As wide as the row of lists, so the page scrolls sideways and the header can stay. */
  width: max-content;
  min-width: 100%;
  min-height: 100vh;

  @media ${phone} {
    /* The page never scrolls sideways on a phone: the lists scroll inside it. */
    width: 100%;
  }
`;

export function BoardPage() {
  const { boardId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const store = useStore<RootState>();
  const status = useAppSelector(selectBoardStatus);
  const slow = useAppSelector(selectBoardLoadSlow);
  const board = useAppSelector(selectBoard);
  // A tile's menu opens Move and Copy without the details: they live in the same chunk.
  const cardDetailsOpen = useAppSelector(
    (state) =>
      selectIsModalOpen(state, 'cardDetails') ||
      selectIsModalOpen(state, 'moveCard') ||
      selectIsModalOpen(state, 'copyCard'),
  );
  const customFieldsOpen = useAppSelector((state) => selectIsModalOpen(state, 'customFields'));
  useUndoShortcuts();
  useBoardShortcuts();
  useCardLink();

  useEffect(() => {
    // Already open (a store restored with this board, as Redux DevTools or a test may hand
    // us): opening again would throw away what is shown.
    if (store.getState().board.boardId !== boardId) dispatch(boardOpened(boardId));
    return () => {
      dispatch(boardClosed());
      // A card's details and the board's people belong to this board: they do not stay open
      // for the next one (or on the dashboard, after leaving it).
      const state = store.getState();
      if (BOARD_DIALOGS.some((id) => selectIsModalOpen(state, id))) dispatch(modalClosed());
    };
  }, [dispatch, store, boardId]);

  const title = board?.title;
  useEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    document.title = t`${title} · Boards`;
    return () => {
      document.title = before;
    };
  }, [title, t]);

  let content;
  if (status === 'notFound') content = <BoardNotFound />;
  else if (status === 'deleted') content = <BoardDeleted />;
  else if (status === 'error') content = <BoardLoadFailed />;
  else if (status === 'ready' && board) content = <ReadyBoard board={board} />;
  else if (slow) content = <BoardLoadSlow />;
  else {
    content = (
      <>
        <AppHeader />
        <Main>
          <QuietLoading>
            <Trans>Loading board…</Trans>
          </QuietLoading>
        </Main>
      </>
    );
  }

  return (
    <Root data-testid="board" data-status={status}>
      {content}
      <OnceOpened open={cardDetailsOpen}>
        <CardDetailsDialog />
      </OnceOpened>
      <OnceOpened open={customFieldsOpen}>
        <CustomFieldsDialog />
      </OnceOpened>
      <DeleteListDialog />
      <WipLimitDialog />
      <FromTemplateDialog />
      <MoveCopyListDialog />
      <DeleteBoardDialog source="openBoard" />
      <ShareDialog />
      <LeaveBoardDialog />
      <ShortcutsDialog />
      <NoticeStack />
    </Root>
  );
}
