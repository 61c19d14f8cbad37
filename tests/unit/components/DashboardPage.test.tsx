import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/app/rootReducer';
import { RequireAuth } from '../../../src/features/auth/RequireAuth';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { ada, signedInState, signedOutState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

function renderDashboard(preloadedState: RootState) {
  const user = userEvent.setup();
  const view = renderWithStore(
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>,
    { preloadedState, route: '/dashboard', routes: [{ path: '/', element: <p>Landing</p> }] },
  );
  return { user, ...view };
}

const dashboardHeading = { level: 1, name: 'Boards' } as const;

describe('Dashboard page', () => {
  it('greets the signed-in person by name under the "Boards" heading', () => {
    renderDashboard(signedInState());

    expect(screen.getByRole('heading', dashboardHeading)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('says "Offline" in the header while the record comes from this device’s cache only', () => {
    const state = signedInState();
    renderDashboard({ ...state, user: { ...state.user, fromCache: true } });
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Offline');
  });

  it('shows no offline badge once the server has answered', () => {
    renderDashboard(signedInState());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why signing out failed, keeps the person signed in, and lets them dismiss it', async () => {
    const state = signedInState();
    const error = {
      code: 'auth/network-request-failed',
      text: 'We could not sign you out. Try again.',
    };
    const { user, store } = renderDashboard({ ...state, auth: { ...state.auth, error } });

    expect(screen.getByRole('alert')).toHaveTextContent('We could not sign you out. Try again.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().auth.error).toBeNull();
  });

  it('starts signing out when the person clicks "Sign out"', async () => {
    const { user, store } = renderDashboard(signedInState());

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(store.getState().auth.pending).toBe('signingOut');
    const button = screen.getByRole('button', { name: 'Signing out…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says there are no boards yet when the person has none', () => {
    renderDashboard(signedInState(ada, []));

    expect(screen.getByText('You have no boards yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your boards' })).not.toBeInTheDocument();
  });

  it('lists each of the person’s boards', () => {
    renderDashboard(signedInState(ada, ['groceries', 'garden', 'taxes']));

    const list = screen.getByRole('list', { name: 'Your boards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['groceries', 'garden', 'taxes']);
    expect(screen.queryByText('You have no boards yet.')).not.toBeInTheDocument();
  });

  it('says when the boards could not be loaded, and tries again on request', async () => {
    const loadFailed = {
      code: 'unavailable',
      text: 'You seem to be offline, so we could not reach your data. Try again once you are back online.',
    };
    const state = signedInState();
    const { user, store } = renderDashboard({
      ...state,
      user: { ...state.user, status: 'error', error: loadFailed },
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(loadFailed.text);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(store.getState().user.error).toBeNull();
  });

  it('says quietly that the boards are loading while the record is on its way', () => {
    const state = signedInState();
    renderDashboard({ ...state, user: { ...state.user, record: null, status: 'loading' } });

    expect(screen.getByText('Loading your boards…')).toBeInTheDocument();
    expect(screen.queryByText('You have no boards yet.')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the landing page', () => {
    renderDashboard(signedOutState);

    expect(screen.getByText('Landing')).toBeInTheDocument();
    expect(screen.queryByRole('heading', dashboardHeading)).not.toBeInTheDocument();
  });

  it('shows only a loading state while it is not yet known whether anyone is signed in', () => {
    renderDashboard({ ...signedOutState, auth: { ...signedOutState.auth, status: 'unknown' } });

    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', dashboardHeading)).not.toBeInTheDocument();
    expect(screen.queryByText('Landing')).not.toBeInTheDocument();
  });

  it('shows names and board ids that look like HTML as plain text', () => {
    const markup = '<img src=x onerror=alert(1)>';
    renderDashboard(signedInState({ ...ada, displayName: markup }, [markup]));

    expect(within(screen.getByRole('banner')).getByText(markup)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your boards' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(markup);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
