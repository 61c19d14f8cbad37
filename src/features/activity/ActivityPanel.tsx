// The board's Activity panel: a region beside the board (not a dialog: the board stays usable
// while it is open), newest entries first, followed live; Load more, and one person's only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { PanelList, PanelNote, SidePanel } from '../../components/SidePanel/SidePanel';
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
  const filterId = useId();
  const entries = useAppSelector(selectActivityEntries);
  const status = useAppSelector(selectActivityFeedStatus);
  const error = useAppSelector(selectActivityFeedError);
  const hasMore = useAppSelector(selectActivityHasMore);
  const authorId = useAppSelector(selectActivityAuthorFilter);
  const now = useMinuteClock();
  const { t } = useLingui();

  return (
    <SidePanel title={t`Activity`} layer={30} onClose={() => dispatch(activityPanelClosed())}>
      <Filter>
        <label htmlFor={filterId}>
          <Trans>Person</Trans>
        </label>
        <select
          id={filterId}
          value={authorId ?? ''}
          onChange={(event) =>
            dispatch(activityAuthorFiltered({ authorId: event.target.value || null }))
          }
        >
          <option value="">{t`Everyone`}</option>
          {members.map((member) => (
            <option key={member.uid} value={member.uid}>
              {memberName(member, t`Someone`)}
            </option>
          ))}
        </select>
      </Filter>
      {status === 'error' ? (
        <PanelNote role="alert">
          {error?.text ?? t`We could not load the activity.`}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(activityRetryRequested())}
          >
            <Trans>Try again</Trans>
          </Button>
        </PanelNote>
      ) : entries.length > 0 ? (
        <PanelList as="ol" aria-label={t`Board activity`}>
          {entries.map((entry) => (
            <ActivityEntryItem key={entry.id} entry={entry} now={now} canRevert={canRevert} />
          ))}
        </PanelList>
      ) : (
        <PanelNote>
          {status === 'ready' ? t`Nothing has happened here yet.` : t`Loading…`}
        </PanelNote>
      )}
      {hasMore && (
        <Button type="button" onClick={() => dispatch(activityMoreRequested())}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </SidePanel>
  );
}
