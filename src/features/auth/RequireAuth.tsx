import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Main, QuietLoading } from '../../components/Layout/Layout';
import { paths } from '../../config/routes';
import { selectAuthStatus } from './selectors';

/** Shows its screen to signed-in people only; others go to the landing page to sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'unknown') {
    return (
      <Main aria-busy="true">
        <QuietLoading>
          <Trans>Loading…</Trans>
        </QuietLoading>
      </Main>
    );
  }
  if (status === 'signedOut') return <Navigate to={paths.home} replace />;
  return children;
}
