// The board page's header, in the board's colour: the way back to the dashboard, the board's
// name and colour, Undo and Redo (editors), its members, sharing, export (everyone who can
// read the board), the Activity panel, the archived-items switch, delete (or leave), saving state and the
// account; then the card filter. Only the owner renames, recolours and deletes.
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { paths } from '../../config/routes';
import { PALETTE } from '../../domain/palette';
import type { Board } from '../../domain/types';
import { ActivityButton, ActivityPanel } from '../activity';
import { selectUserDisplayName, SignOutButton } from '../auth';
import { modalOpened } from '../modal';
import { ExportMenu } from '../transfer';
import {
  SyncIndicator,
  archivedViewToggled,
  selectBoardMembers,
  selectCanEditBoard,
  selectCanShareBoard,
  selectShowArchived,
} from '../board';
import { NotificationsButton } from '../notifications';
import { SearchButton } from '../search';
import { MemberAvatars } from '../sharing';
import { BoardColorSelect } from './BoardColorSelect';
import { BoardTitle } from './BoardTitle';
import { BoardWatchButtons } from './BoardWatchButtons';
import { CardFilterBar } from './CardFilterBar';
import { UndoRedoButtons } from './UndoRedoButtons';

const Bar = styled.header<{ $fill: string; $text: string }>`
  position: sticky;
  top: 0;
  left: 0;
  z-index: 20;
  box-sizing: border-box;
  /* The page scrolls sideways under it; the header stays put. */
  width: 100vw;
  padding: 0.5rem 1rem 0.6rem;
  background: ${({ $fill }) => $fill};
  color: ${({ $text }) => $text};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;

  & + & {
    margin-top: 0.5rem;
  }
`;

/* The saving badge comes and goes: it sits at the end of the second row, where there is room,
   so that it does not make the header taller (a drag in progress measured the lists where they
   were). */
const StatusSlot = styled.span`
  margin-left: auto;
`;

const Home = styled(Link)`
  padding: 0.3rem 0.6rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.onFill};
  color: inherit;
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.onFillHover};
  }
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;

  .name {
    max-width: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Status = styled.span`
  /* The sync badge is written for a light header: give it one, only while it says something. */
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.glass};

  &:empty {
    display: none;
  }
`;

function AccountControls() {
  const name = useAppSelector(selectUserDisplayName);
  return (
    <Account>
      <SearchButton />
      <NotificationsButton />
      <span className="name">{name}</span>
      <SignOutButton />
    </Account>
  );
}

const ViewOnlyNote = styled.p`
  margin: 0;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
`;

export function BoardHeader({ board, ref }: { board: Board; ref?: Ref<HTMLElement> }) {
  const dispatch = useAppDispatch();
  const showArchived = useAppSelector(selectShowArchived);
  const canEdit = useAppSelector(selectCanEditBoard);
  const isOwner = useAppSelector(selectCanShareBoard);
  const members = useAppSelector(selectBoardMembers);
  const color = PALETTE[board.color];

  return (
    <Bar ref={ref} $fill={color.fill} $text={color.text}>
      <Row>
        <Home to={paths.dashboard}>Boards</Home>
        <BoardTitle boardId={board.id} title={board.title} canRename={isOwner} />
        {isOwner && <BoardColorSelect boardId={board.id} color={board.color} />}
        {!canEdit && <ViewOnlyNote>You can only view this board.</ViewOnlyNote>}
        <Spacer />
        {canEdit && <UndoRedoButtons />}
        <MemberAvatars />
        <Button type="button" onClick={() => dispatch(modalOpened('shareBoard', board.id))}>
          {isOwner ? 'Share' : 'Members'}
        </Button>
        <ExportMenu boardId={board.id} />
        <ActivityButton />
        <BoardWatchButtons board={board} />
        {canEdit && (
          <Button
            type="button"
            aria-pressed={showArchived}
            onClick={() => dispatch(archivedViewToggled())}
          >
            Archived items
          </Button>
        )}
        {isOwner ? (
          <Button type="button" onClick={() => dispatch(modalOpened('deleteBoard', board.id))}>
            Delete board
          </Button>
        ) : (
          <Button type="button" onClick={() => dispatch(modalOpened('leaveBoard', board.id))}>
            Leave board
          </Button>
        )}
        <AccountControls />
      </Row>
      <Row>
        {!showArchived && <CardFilterBar />}
        <StatusSlot>
          <Status>
            <SyncIndicator />
          </Status>
        </StatusSlot>
      </Row>
      <ActivityPanel members={members} canRevert={canEdit} />
    </Bar>
  );
}
