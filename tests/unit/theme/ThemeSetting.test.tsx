import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeSetting } from '../../../src/features/theme';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

describe('the Theme setting', () => {
  it('offers System, Light and Dark as a group of radio items, the current one checked', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <ul role="menu" aria-label="Account">
        <ThemeSetting />
      </ul>,
      { preloadedState: signedInState() },
    );
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    expect(item('System')).toHaveAttribute('aria-checked', 'true');
    expect(item('Dark')).toHaveAttribute('aria-checked', 'false');

    await user.click(item('Dark'));

    expect(store.getState().theme.choice).toBe('dark');
    expect(item('Dark')).toHaveAttribute('aria-checked', 'true');
    expect(item('System')).toHaveAttribute('aria-checked', 'false');
  });
});
