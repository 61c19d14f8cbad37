import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { QuietLoading } from '../../components/Layout/Layout';
import { paths } from '../../config/routes';
import { AuthErrorNotice } from './AuthErrorNotice';
import { signInApproached, signInRequested } from './authSlice';
import { selectAuthPending, selectAuthStatus, selectUserDisplayName } from './selectors';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 3rem;
`;

/** The landing page's call to action: sign in, or go on to the dashboard when already signed in. */
export function SignInPanel() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const pending = useAppSelector(selectAuthPending);
  const name = useAppSelector(selectUserDisplayName);
  const { t } = useLingui();

  if (status === 'unknown' && pending === 'none') {
    return (
      <Panel aria-busy="true">
        <QuietLoading>
          <Trans>Checking whether you are signed in…</Trans>
        </QuietLoading>
      </Panel>
    );
  }

  if (status === 'signedIn' && pending === 'none') {
    return (
      <Panel>
        <p>
          <Trans>Signed in as {name}.</Trans>
        </p>
        <Link to={paths.dashboard}>
          <Trans>Go to your dashboard</Trans>
        </Link>
      </Panel>
    );
  }

  const signingIn = pending === 'signingIn';
  return (
    <Panel>
      <AuthErrorNotice />
      <Button
        type="button"
        $variant="primary"
        disabled={signingIn}
        aria-busy={signingIn}
        onPointerEnter={() => dispatch(signInApproached())}
        onFocus={() => dispatch(signInApproached())}
        onClick={() => dispatch(signInRequested())}
      >
        {signingIn ? t`Signing in…` : t`Sign in with Google`}
      </Button>
    </Panel>
  );
}
