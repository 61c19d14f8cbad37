// "Export" in the board header: for every role that can open the board, a menu button with
// the two formats, reached and used by keyboard as well as by pointer.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import type { Role } from '../../../src/domain/members';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { exportRequested } from '../../../src/features/transfer';
import { BOARD_ID, boardScene } from '../boardFixtures';
import { ada } from '../fixtures';

/** The board page with Ada as `role` (sagas off), noting the export requests. */
function renderBoard(role: Role) {
  const scene = boardScene(
    role === 'owner'
      ? {}
      : {
          ownerId: 'grace-uid',
          members: [
            { uid: 'grace-uid', role: 'owner', name: 'Grace', email: 'grace@example.com' },
            { uid: ada.uid, role, name: 'Ada', email: 'ada@example.com' },
          ],
        },
  );
  const store = makeStore(scene.state, { runSagas: false });
  const requests: unknown[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    if ((action as UnknownAction).type === exportRequested.type) requests.push(action);
    return dispatch(action);
  });
  const router = createMemoryRouter([{ path: paths.board, element: <BoardPage /> }], {
    initialEntries: [`/boards/${BOARD_ID}`],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), requests };
}

describe('the Export menu', () => {
  it.each<Role>(['owner', 'editor', 'viewer'])('is there for an %s', async (role) => {
    const { user, requests } = renderBoard(role);
    const trigger = screen.getByRole('button', { name: 'Export' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Export' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export as JSON',
      'Export cards as CSV',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Export cards as CSV' }));

    expect(requests).toEqual([exportRequested({ boardId: BOARD_ID, format: 'csv' })]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('works by keyboard: the first item takes focus, arrows move and wrap, Escape closes', async () => {
    const { user, requests } = renderBoard('viewer');
    const trigger = screen.getByRole('button', { name: 'Export' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const json = screen.getByRole('menuitem', { name: 'Export as JSON' });
    const csv = screen.getByRole('menuitem', { name: 'Export cards as CSV' });
    expect(json).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(csv).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(json).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(csv).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(requests).toEqual([]);

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(requests).toEqual([exportRequested({ boardId: BOARD_ID, format: 'json' })]);
  });

  it('closes on a click elsewhere, exporting nothing', async () => {
    const { user, requests } = renderBoard('editor');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
