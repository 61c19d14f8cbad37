import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from '../../../src/features/landing/LandingPage';
import { signedInState, signedOutState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

const popupClosed = {
  code: 'auth/popup-closed-by-user',
  text: 'The sign-in window was closed before you finished. Sign in again when you are ready.',
};

describe('Landing page', () => {
  describe('for a signed-out visitor', () => {
    it('introduces the product and offers to sign in with Google', () => {
      renderWithStore(<LandingPage />, { preloadedState: signedOutState });

      expect(
        screen.getByRole('heading', { level: 1, name: 'Your work, on boards.' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/Boards is a kanban app for you and your team/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('starts signing in when the visitor clicks "Sign in with Google"', async () => {
      const user = userEvent.setup();
      const { store } = renderWithStore(<LandingPage />, { preloadedState: signedOutState });

      await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

      expect(store.getState().auth.pending).toBe('signingIn');
      const button = screen.getByRole('button', { name: 'Signing in…' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    });

    it('shows why the last sign-in failed, until the visitor dismisses it', async () => {
      const user = userEvent.setup();
      const { store } = renderWithStore(<LandingPage />, {
        preloadedState: { ...signedOutState, auth: { ...signedOutState.auth, error: popupClosed } },
      });

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(popupClosed.text);
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();

      await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

      expect(store.getState().auth.error).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('says quietly that it is checking the session, without a sign-in button, while that is unknown', () => {
    renderWithStore(<LandingPage />);

    expect(screen.getByText('Checking whether you are signed in…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in person on to their dashboard', () => {
    renderWithStore(<LandingPage />, { preloadedState: signedInState() });

    expect(screen.getByText('Signed in as Ada Lovelace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('opens the "About Boards" dialog from the header, and closes it again', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<LandingPage />, { preloadedState: signedOutState });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'About' }));

    expect(store.getState().modal.open).toBe('about');
    // Its code loads the first time it opens.
    const dialog = await screen.findByRole('dialog', { name: 'About Boards' });
    expect(
      within(dialog).getByText(/Boards is a kanban app for you and your team/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(store.getState().modal.open).toBeNull();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });
});
