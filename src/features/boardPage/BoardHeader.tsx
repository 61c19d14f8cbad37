// The board page's header, in the board's colour, on one row on a laptop (issue 25 §2): the way
// back to the dashboard, the board's name and colour, Undo and Redo (editors), its members,
// Share, Activity, Search, Notifications, the board menu (watching, archived items, export,
// delete or leave) and the account menu. Then the card filter on a row of its own; on a phone,
// behind a Filter button, so that the first card shows within the top 300 px. Only the owner
// renames, recolours and deletes.
import { useId, useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { paths } from '../../config/routes';
import { PALETTE } from '../../domain/palette';
import type { Board } from '../../domain/types';
import { usePhoneLayout } from '../../components/Layout/usePhoneLayout';
import { phone } from '../../styles/media';
import { AccountMenu } from '../account';
import { ActivityButton, ActivityPanel } from '../activity';
import { modalOpened } from '../modal';
import {
  SyncIndicator,
  selectBoardMembers,
  selectCanEditBoard,
  selectCanShareBoard,
  selectIsFilterActive,
  selectShowArchived,
} from '../board';
import { NotificationsButton } from '../notifications';
import { SearchButton } from '../search';
import { MemberAvatars } from '../sharing';
import { BoardColorSelect } from './BoardColorSelect';
import { BoardMenu } from './BoardMenu';
import { BoardTitle } from './BoardTitle';
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

  @media ${phone} {
    /* The page never scrolls sideways on a phone: the lists do, inside it. */
    width: 100%;
    padding: 0.4rem 0.5rem;
  }
`;

/** Everything but the filter: one row on a laptop (the title gives way), wrapped on a phone. */
const MainRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem 0.6rem;

  & > * {
    flex: 0 0 auto;
  }
  & > .break {
    display: none;
  }

  /* A narrow laptop or a tablet: two rows rather than controls off the edge. */
  @media (max-width: 1100px) {
    flex-wrap: wrap;
  }
  & > .title {
    flex: 0 1 auto;
    min-width: 4rem;
  }

  @media ${phone} {
    flex-wrap: wrap;
    gap: 0.4rem;

    /* The way back, the name and the account menu first; the rest wraps below them. */
    & > .first {
      order: -2;
    }
    & > .title {
      flex: 1 1 0;
    }
    & > .account {
      order: -1;
    }
    /* …starting on a row of its own. */
    & > .break {
      display: block;
      order: -1;
      flex-basis: 100%;
    }
    & > .members,
    & > .spacer {
      display: none;
    }
  }
`;

const FilterRow = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.5rem;

  @media ${phone} {
    margin-top: 0;

    & > .filter {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
      margin-top: 0.5rem;
    }
  }
`;

/* The saving badge comes and goes: it sits at the end of the filter row, where there is room,
   so that it does not make the header taller (a drag in progress measured the lists where they
   were). On a phone, where that row is folded away, it hangs just below the header. */
const StatusSlot = styled.span`
  margin-left: auto;

  @media ${phone} {
    position: absolute;
    top: calc(100% + 0.25rem);
    right: 0.5rem;
  }
`;

/** Shown on a phone only, where the filter folds away behind it. */
const FilterToggle = styled(Button)`
  @media not ${phone} {
    display: none;
  }
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

const Status = styled.span`
  /* The sync badge is written for a light header: give it one, only while it says something. */
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.glass};

  &:empty {
    display: none;
  }
`;

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
  const filtering = useAppSelector(selectIsFilterActive);
  // On a phone the filter folds away; it starts open when a filter is on.
  const [filterOpen, setFilterOpen] = useState(filtering);
  const filterId = useId();
  // A phone's header holds Share and Activity in the board menu.
  const onPhone = usePhoneLayout();
  const color = PALETTE[board.color];

  return (
    <Bar ref={ref} $fill={color.fill} $text={color.text}>
      <MainRow>
        <Home className="first" to={paths.dashboard}>
          Boards
        </Home>
        <BoardTitle
          className="title first"
          boardId={board.id}
          title={board.title}
          canRename={isOwner}
        />
        {isOwner && <BoardColorSelect boardId={board.id} color={board.color} />}
        {!canEdit && <ViewOnlyNote>You can only view this board.</ViewOnlyNote>}
        <Spacer className="spacer" />
        {canEdit && <UndoRedoButtons />}
        <span className="members">
          <MemberAvatars />
        </span>
        {!onPhone && (
          <Button type="button" onClick={() => dispatch(modalOpened('shareBoard', board.id))}>
            {isOwner ? 'Share' : 'Members'}
          </Button>
        )}
        {!onPhone && <ActivityButton />}
        <SearchButton />
        <NotificationsButton />
        {!showArchived && (
          <FilterToggle
            type="button"
            aria-expanded={filterOpen}
            aria-controls={filterId}
            onClick={() => setFilterOpen((was) => !was)}
          >
            {filtering ? 'Filter (on)' : 'Filter'}
          </FilterToggle>
        )}
        <BoardMenu board={board} />
        <span className="account">
          <AccountMenu />
        </span>
        <span className="break" />
      </MainRow>
      <FilterRow $open={filterOpen}>
        {!showArchived && (
          <div className="filter" id={filterId}>
            <CardFilterBar />
          </div>
        )}
        <StatusSlot>
          <Status>
            <SyncIndicator />
          </Status>
        </StatusSlot>
      </FilterRow>
      <ActivityPanel members={members} canRevert={canEdit} />
    </Bar>
  );
}
