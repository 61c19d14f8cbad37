// What the board page shows when there is no board to show: not found (or not yours), deleted
// while open, a failed load or one taking far too long, each with a way to try again.
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { AppHeader, Main, Notice } from '../../components/Layout/Layout';
import { paths } from '../../config/routes';
import { boardRetryRequested, selectBoardError } from '../board';

const BackLink = styled(Link)`
  font-weight: 600;
`;

export function BoardNotFound() {
  return (
    <>
      <AppHeader />
      <Main>
        <h1>
          <Trans>Board not found</Trans>
        </h1>
        <p>
          <Trans>This board doesn’t exist, or it isn’t yours.</Trans>
        </p>
        <BackLink to={paths.dashboard}>
          <Trans>Back to your boards</Trans>
        </BackLink>
      </Main>
    </>
  );
}

/** Deleted by its owner while it was open here (the saga also says so and goes back). */
export function BoardDeleted() {
  return (
    <>
      <AppHeader />
      <Main>
        <h1>
          <Trans>This board was deleted.</Trans>
        </h1>
        <p>
          <Trans>Its owner deleted it, with its lists, cards and comments.</Trans>
        </p>
        <BackLink to={paths.dashboard}>
          <Trans>Back to your boards</Trans>
        </BackLink>
      </Main>
    </>
  );
}

interface LoadTroubleProps {
  heading?: string;
  text: string;
  /** An alert for a failure; a status for a load that may still finish. */
  role: 'alert' | 'status';
  tone?: 'warning';
}

/** A load that didn't finish: what happened, a way to try again, and a way back. */
function LoadTrouble({ heading, text, role, tone }: LoadTroubleProps) {
  const dispatch = useAppDispatch();
  return (
    <>
      <AppHeader />
      <Main>
        {heading && <h1>{heading}</h1>}
        <Notice role={role} $tone={tone}>
          <span>{text}</span>
          <Button type="button" onClick={() => dispatch(boardRetryRequested())}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
        <BackLink to={paths.dashboard}>
          <Trans>Back to your boards</Trans>
        </BackLink>
      </Main>
    </>
  );
}

export function BoardLoadFailed() {
  const { t } = useLingui();
  const error = useAppSelector(selectBoardError);
  return (
    <LoadTrouble
      heading={t`This board didn’t load`}
      text={error?.text ?? t`Something went wrong while loading this board.`}
      role="alert"
    />
  );
}

/** Still loading long after it opened, online: never "Loading…" forever without a way out. */
export function BoardLoadSlow() {
  const { t } = useLingui();
  return (
    <LoadTrouble
      text={t`This board is taking longer than usual to load.`}
      role="status"
      tone="warning"
    />
  );
}
