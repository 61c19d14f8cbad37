// The header's sync indicator and the notice stack, as the dashboard (and the board page) show them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '../../../src/app/rootReducer';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { INFO_NOTICE_MS, NoticeStack } from '../../../src/features/notices/NoticeStack';
import type { Notice } from '../../../src/features/notices/noticesSlice';
import { SyncIndicator } from '../../../src/features/board/SyncIndicator';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

function withSync(
  online: boolean,
  inFlight: number,
  fromCache = false,
  serverSilent = false,
): RootState {
  const state = signedInState();
  return {
    ...state,
    sync: { online, inFlight, earlierWritesSaved: true, serverSilent },
    user: { ...state.user, fromCache },
  };
}

function withNotices(items: Notice[]): RootState {
  return { ...signedInState(), notices: { items } };
}

describe('Sync indicator', () => {
  const indicator = (state: RootState) => {
    renderWithStore(<SyncIndicator />, { preloadedState: state });
    return screen.queryByRole('status');
  };

  it('says nothing while online with nothing waiting', () => {
    expect(indicator(withSync(true, 0))).toBeNull();
  });

  it('says "Offline" while the browser is offline', () => {
    expect(indicator(withSync(false, 0))).toHaveTextContent(/^Offline$/);
  });

  it('says nothing while the data comes from the cache only and the server is not overdue', () => {
    expect(indicator(withSync(true, 0, true))).toBeNull();
  });

  it('says "Offline" once the server has been silent for 10 s while online', () => {
    expect(indicator(withSync(true, 1, true, true))).toHaveTextContent(
      'Offline · 1 change waiting',
    );
  });

  it('counts one change waiting while offline', () => {
    expect(indicator(withSync(false, 1))).toHaveTextContent('Offline · 1 change waiting');
  });

  it('counts several changes waiting while offline', () => {
    expect(indicator(withSync(false, 3))).toHaveTextContent('Offline · 3 changes waiting');
  });

  it('says it is saving while online writes are unconfirmed', () => {
    expect(indicator(withSync(true, 2))).toHaveTextContent('Saving 2 changes…');
  });

  it('sits in the dashboard header', () => {
    renderWithStore(<DashboardPage />, { preloadedState: withSync(false, 1), route: '/dashboard' });
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent(
      'Offline · 1 change waiting',
    );
  });
});

describe('Notice stack', () => {
  const failed: Notice = {
    id: 'n1',
    tone: 'error',
    text: 'We could not rename the board. Your change was undone.',
  };

  it('shows an error as an alert until it is dismissed', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<NoticeStack />, { preloadedState: withNotices([failed]) });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(failed.text);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().notices.items).toEqual([]);
  });

  it('keeps an error on screen however long it takes', () => {
    jest.useFakeTimers();
    try {
      renderWithStore(<NoticeStack />, { preloadedState: withNotices([failed]) });
      act(() => jest.advanceTimersByTime(INFO_NOTICE_MS * 3));
      expect(screen.getByRole('alert')).toHaveTextContent(failed.text);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows information as a status that goes by itself after a few seconds', () => {
    jest.useFakeTimers();
    try {
      const info: Notice = { id: 'n2', tone: 'info', text: 'Board deleted.' };
      const { store } = renderWithStore(<NoticeStack />, { preloadedState: withNotices([info]) });

      expect(screen.getByRole('status')).toHaveTextContent('Board deleted.');
      act(() => jest.advanceTimersByTime(INFO_NOTICE_MS - 100));
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));

      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(store.getState().notices.items).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers back the text that could not be saved, to read and copy', async () => {
    const user = userEvent.setup();
    const keptText = 'Plans for <b>spring</b>';
    renderWithStore(<NoticeStack />, {
      preloadedState: withNotices([{ ...failed, keptText }]),
    });

    const alert = screen.getByRole('alert');
    const field = within(alert).getByRole('textbox', { name: 'Your text' });
    expect(field).toHaveValue(keptText);
    expect(field).toHaveAttribute('readonly');

    await user.click(within(alert).getByRole('button', { name: 'Copy' }));

    await expect(navigator.clipboard.readText()).resolves.toBe(keptText);
    expect(alert).toHaveTextContent('Copied.');
  });

  it('is on the dashboard', () => {
    renderWithStore(<DashboardPage />, {
      preloadedState: withNotices([failed]),
      route: '/dashboard',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(failed.text);
  });
});
