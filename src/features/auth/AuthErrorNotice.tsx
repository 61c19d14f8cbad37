import { Trans } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Notice } from '../../components/Layout/Layout';
import { authErrorDismissed } from './authSlice';
import { selectAuthError } from './selectors';

/** The last sign-in or sign-out failure, in words, until the person dismisses it or tries again. */
export function AuthErrorNotice() {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectAuthError);
  if (!error) return null;
  return (
    <Notice role="alert">
      <span>{error.text}</span>
      <Button type="button" $variant="subtle" onClick={() => dispatch(authErrorDismissed())}>
        <Trans>Dismiss</Trans>
      </Button>
    </Notice>
  );
}
