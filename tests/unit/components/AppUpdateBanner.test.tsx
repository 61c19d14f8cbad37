import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppUpdateBanner } from '../../../src/features/appUpdate';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

const withUpdate = (reloading = false) => ({
  ...signedInState(),
  appUpdate: { updateReady: true, reloading },
});

describe('the new-version banner', () => {
  it('says nothing while no new version waits', () => {
    renderWithStore(<AppUpdateBanner />, { preloadedState: signedInState() });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('says a new version is ready, politely, and reloads into it when asked', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<AppUpdateBanner />, { preloadedState: withUpdate() });

    // The banner's code loads once a version is ready.
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('A new version of Boards is ready.');

    await user.click(screen.getByRole('button', { name: 'Reload' }));

    expect(store.getState().appUpdate.reloading).toBe(true);
    const button = screen.getByRole('button', { name: 'Reloading…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
