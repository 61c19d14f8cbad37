// What the board page shows when there is no board to show: not found (or not yours), deleted
// while open, a failed load or one taking far too long, each with a way to try again.
import { Link } from 'react-router-dom';
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
        <h1>Board not found</h1>
        <p>This board doesn’t exist, or it isn’t yours.</p>
        <BackLink to={paths.dashboard}>Back to your boards</BackLink>
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
        <h1>This board was deleted.</h1>
        <p>Its owner deleted it, with its lists, cards and comments.</p>
        <BackLink to={paths.dashboard}>Back to your boards</BackLink>
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
            Try again
          </Button>
        </Notice>
        <BackLink to={paths.dashboard}>Back to your boards</BackLink>
      </Main>
    </>
  );
}

export function BoardLoadFailed() {
  const error = useAppSelector(selectBoardError);
  return (
    <LoadTrouble
      heading="This board didn’t load"
      text={error?.text ?? 'Something went wrong while loading this board.'}
      role="alert"
    />
  );
}

/** Still loading long after it opened, online: never "Loading…" forever without a way out. */
export function BoardLoadSlow() {
  return (
    <LoadTrouble
      text="This board is taking longer than usual to load."
      role="status"
      tone="warning"
    />
  );
}
