// The board page's header, in the board's colour, on one row at every width (issues 25 §2 and
// 31 §1): the way back to the dashboard, the board's name (which keeps the room it needs
// first), Undo and Redo (editors), its members, Share, Activity, Search, Notifications, the
// board menu (watching, archived items, colour, export, delete or leave) and the account menu.
// As the window narrows, controls become icons, then move into the board menu
// (src/styles/media.ts). Then the card filter on a row of its own; on a phone, behind the board
// menu's Filter, so that the first card shows within the top 300 px. Only the owner renames,
// recolours and deletes.
import { Trans } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { paths } from '../../config/routes';
import { PALETTE } from '../../domain/palette';
import type { Board } from '../../domain/types';
import { useNarrowHeader } from '../../components/Layout/usePhoneLayout';
import {
  compactHeader,
  laptopHeader,
  phone,
  phoneHeader,
  wordsHiddenBelow,
} from '../../styles/media';
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
import { BoardMenu } from './BoardMenu';
import { BoardTitle } from './BoardTitle';
import { CardFilterBar } from './CardFilterBar';
import { UndoRedoButtons } from './UndoRedoButtons';
import { ViewTabs } from './ViewTabs';

const Bar = styled.header<{ $fill: string; $text: string }>`
  position: sticky;
  top: 0;
  inset-inline-start: 0;
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

/** Everything but the filter, on one row: the name shrinks (to its minimum) before anything else. */
const MainRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;

  & > * {
    flex: 0 0 auto;
  }
  & > .title {
    flex: 1 1 auto;
    min-width: 6rem;
  }

  @media ${compactHeader} {
    gap: 0.4rem;

    & > .members {
      display: none;
    }
  }
  @media ${phoneHeader} {
    gap: 0.3rem;

    /* In the board menu instead. */
    & > .undo,
    & > .search {
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
  margin-inline-start: auto;

  @media ${phone} {
    position: absolute;
    top: calc(100% + 0.25rem);
    inset-inline-end: 0.5rem;
  }
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 1.75rem;
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

const HomeWords = styled.span`
  ${wordsHiddenBelow(phoneHeader)}
`;

/** A chevron back: all a phone shows of "Boards". */
const BackIcon = styled.svg`
  display: none;

  @media ${phoneHeader} {
    display: inline;
  }
  [dir='rtl'] & {
    transform: scaleX(-1);
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

const ViewOnlyNote = styled.p`
  margin: 0;
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  white-space: nowrap;

  .long {
    ${wordsHiddenBelow(laptopHeader)}
  }
  .short {
    display: none;
  }
  @media ${laptopHeader} {
    .short {
      display: inline;
    }
  }
  /* A phone's row has no room: read aloud here, seen in the board menu. */
  ${wordsHiddenBelow(phoneHeader)}
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
  // A narrow header holds Share and Activity in the board menu.
  const narrow = useNarrowHeader();
  const color = PALETTE[board.color];

  return (
    <Bar ref={ref} $fill={color.fill} $text={color.text}>
      <MainRow>
        <Home to={paths.dashboard}>
          <BackIcon width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path
              d="M10 3 5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </BackIcon>
          <HomeWords>
            <Trans>Boards</Trans>
          </HomeWords>
        </Home>
        <BoardTitle className="title" boardId={board.id} title={board.title} canRename={isOwner} />
        {!canEdit && (
          <ViewOnlyNote>
            <span className="long">
              <Trans>You can only view this board.</Trans>
            </span>
            <span className="short" aria-hidden="true">
              <Trans>View only</Trans>
            </span>
          </ViewOnlyNote>
        )}
        {canEdit && (
          <span className="undo">
            <UndoRedoButtons />
          </span>
        )}
        <span className="members">
          <MemberAvatars max={4} />
        </span>
        {!narrow && (
          <Button type="button" onClick={() => dispatch(modalOpened('shareBoard', board.id))}>
            {isOwner ? <Trans>Share</Trans> : <Trans>Members</Trans>}
          </Button>
        )}
        {!narrow && <ActivityButton />}
        {/* Hidden, not left out, on a phone: it holds the search dialog and its shortcut. */}
        <span className="search">
          <SearchButton />
        </span>
        <NotificationsButton />
        <BoardMenu
          board={board}
          filter={
            showArchived
              ? undefined
              : { open: filterOpen, active: filtering, toggle: () => setFilterOpen((was) => !was) }
          }
        />
        <AccountMenu />
      </MainRow>
      <FilterRow $open={filterOpen}>
        {!showArchived && <ViewTabs />}
        {!showArchived && (
          <div className="filter">
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
