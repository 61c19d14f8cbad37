// What the board page shows when there is no board to show: not found (or not yours), a
// failed load or one taking far too long, each with a way to try again.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { AppHeader, Main, Notice } from '../../../components/Layout/Layout';
import { paths } from '../../../config/routes';
import { boardRetryRequested } from '../openBoardSlice';
import { selectBoardError } from '../openBoardSelectors';

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

export function BoardLoadFailed() {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectBoardError);
  return (
    <>
      <AppHeader />
      <Main>
        <h1>This board didn’t load</h1>
        <Notice role="alert">
          <span>{error?.text ?? 'Something went wrong while loading this board.'}</span>
          <Button type="button" onClick={() => dispatch(boardRetryRequested())}>
            Try again
          </Button>
        </Notice>
        <BackLink to={paths.dashboard}>Back to your boards</BackLink>
      </Main>
    </>
  );
}

/** Still loading long after it opened, online: never "Loading…" forever without a way out. */
export function BoardLoadSlow() {
  const dispatch = useAppDispatch();
  return (
    <>
      <AppHeader />
      <Main>
        <Notice role="status" $tone="warning">
          <span>This board is taking longer than usual to load.</span>
          <Button type="button" onClick={() => dispatch(boardRetryRequested())}>
            Try again
          </Button>
        </Notice>
        <BackLink to={paths.dashboard}>Back to your boards</BackLink>
      </Main>
    </>
  );
}
