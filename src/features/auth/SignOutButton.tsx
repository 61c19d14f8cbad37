import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { signOutRequested } from './authSlice';
import { selectAuthPending } from './selectors';

/** Sign out, busy while it is under way: in the header of every signed-in page. */
export function SignOutButton() {
  const dispatch = useAppDispatch();
  const signingOut = useAppSelector(selectAuthPending) === 'signingOut';
  return (
    <Button
      type="button"
      disabled={signingOut}
      aria-busy={signingOut}
      onClick={() => dispatch(signOutRequested())}
    >
      {signingOut ? 'Signing out…' : 'Sign out'}
    </Button>
  );
}
