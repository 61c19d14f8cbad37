// The board's Activity panel: a region beside the board (not a dialog: the board stays usable
// while it is open), newest entries first, followed live; Load more, and one person's only.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { memberName, type Member } from '../../domain/members';
import { ActivityEntryItem } from './ActivityEntryItem';
import {
  activityAuthorFiltered,
  activityMoreRequested,
  activityPanelClosed,
  activityRetryRequested,
} from './activitySlice';
import {
  selectActivityAuthorFilter,
  selectActivityEntries,
  selectActivityFeedError,
  selectActivityFeedStatus,
  selectActivityHasMore,
  selectActivityPanelOpen,
} from './selectors';

const Panel = styled.section`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: min(24rem, 100vw);
  padding: 1rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** The panel, while it is open. `members` fill the filter; `canRevert`: owners and editors. */
export function ActivityPanel({ members, canRevert }: { members: Member[]; canRevert: boolean }) {
  const open = useAppSelector(selectActivityPanelOpen);
  return open ? <OpenPanel members={members} canRevert={canRevert} /> : null;
}

function OpenPanel({ members, canRevert }: { members: Member[]; canRevert: boolean }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const filterId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const entries = useAppSelector(selectActivityEntries);
  const status = useAppSelector(selectActivityFeedStatus);
  const error = useAppSelector(selectActivityFeedError);
  const hasMore = useAppSelector(selectActivityHasMore);
  const authorId = useAppSelector(selectActivityAuthorFilter);
  const now = useMinuteClock();

  // Focus moves into the panel when it opens and back to where it was when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    panel?.focus();
    return () => {
      if (panel?.contains(document.activeElement) || document.activeElement === document.body) {
        before?.focus();
      }
    };
  }, []);

  return (
    <Panel
      ref={panelRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch(activityPanelClosed());
      }}
    >
      <Header>
        <Heading id={headingId}>Activity</Heading>
        <Button type="button" $variant="subtle" onClick={() => dispatch(activityPanelClosed())}>
          Close
        </Button>
      </Header>
      <Filter>
        <label htmlFor={filterId}>Person</label>
        <select
          id={filterId}
          value={authorId ?? ''}
          onChange={(event) =>
            dispatch(activityAuthorFiltered({ authorId: event.target.value || null }))
          }
        >
          <option value="">Everyone</option>
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {memberName(member)}
            </option>
          ))}
        </select>
      </Filter>
      {status === 'error' ? (
        <Muted role="alert">
          {error?.text ?? 'We could not load the activity.'}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(activityRetryRequested())}
          >
            Try again
          </Button>
        </Muted>
      ) : entries.length > 0 ? (
        <List aria-label="Board activity">
          {entries.map((entry) => (
            <ActivityEntryItem key={entry.id} entry={entry} now={now} canRevert={canRevert} />
          ))}
        </List>
      ) : (
        <Muted>{status === 'ready' ? 'Nothing has happened here yet.' : 'Loading…'}</Muted>
      )}
      {hasMore && (
        <Button type="button" onClick={() => dispatch(activityMoreRequested())}>
          Load more
        </Button>
      )}
    </Panel>
  );
}
