// The board menu in the board header (issue 25 §2): for every role that can open the board, a
// menu button holding watching, the archived items (editors), the two export formats, and
// Delete board (the owner) or Leave board (everyone else), reached and used by keyboard as
// well as by pointer.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import type { Role } from '../../../src/domain/members';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { boardColorChangeRequested } from '../../../src/features/board';
import { exportRequested } from '../../../src/features/transfer';
import { BOARD_ID, boardScene } from '../boardFixtures';
import { ada } from '../fixtures';

/** The board page with Ada as `role` (sagas off), noting the export and colour requests. */
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
    const { type } = action as UnknownAction;
    if (type === exportRequested.type || type === boardColorChangeRequested.type) {
      requests.push(action);
    }
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

/** The menu's items as a person reads them: each name, with a tick if it is checked. */
const itemsOf = (menu: HTMLElement) =>
  [...menu.querySelectorAll('[role^="menuitem"]')].map(
    (item) =>
      (item.getAttribute('aria-checked') === 'true' ? '✓ ' : '') +
      (item.getAttribute('aria-label') ?? item.textContent),
  );

describe('the board menu', () => {
  it.each<[Role, string[]]>([
    [
      'owner',
      [
        'Watch board',
        'Mute board',
        'Archived items',
        // Whether the board is a template Create board offers (issue 32 §2), owner only.
        'Template',
        // The board's custom fields (issue 32 §1), owners and editors.
        'Custom fields',
        // The board's colour (issue 31 §1: no longer a select in the header), owner only.
        '✓ Blue',
        'Sky',
        'Green',
        'Lime',
        'Orange',
        'Red',
        'Purple',
        'Pink',
        'Grey',
        'Export as JSON',
        'Export cards as CSV',
        'Delete board',
      ],
    ],
    [
      'editor',
      [
        'Watch board',
        'Mute board',
        'Archived items',
        'Custom fields',
        'Export as JSON',
        'Export cards as CSV',
        'Leave board',
      ],
    ],
    [
      'viewer',
      ['Watch board', 'Mute board', 'Export as JSON', 'Export cards as CSV', 'Leave board'],
    ],
  ])('is there for an %s, with what that role may do', async (role, items) => {
    const { user, requests } = renderBoard(role);
    // Nothing destructive or rare is a button of the header's own.
    for (const name of ['Delete board', 'Leave board', 'Export', 'Archived items']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    const trigger = screen.getByRole('button', { name: 'Board menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Board menu' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(itemsOf(menu)).toEqual(items);
    await user.click(within(menu).getByRole('menuitem', { name: 'Export cards as CSV' }));

    expect(requests).toEqual([exportRequested({ boardId: BOARD_ID, format: 'csv' })]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('recolours the board from its swatches (owner), the menu staying open', async () => {
    const { user, requests } = renderBoard('owner');
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    const colours = screen.getByRole('group', { name: 'Colour' });
    await user.click(within(colours).getByRole('menuitemradio', { name: 'Blue' }));
    await user.click(within(colours).getByRole('menuitemradio', { name: 'Red' }));

    // The colour it has already asks for nothing.
    expect(requests).toEqual([boardColorChangeRequested({ boardId: BOARD_ID, color: 'red' })]);
    expect(screen.getByRole('menu', { name: 'Board menu' })).toBeInTheDocument();
  });

  it('works by keyboard: the first item takes focus, arrows move and wrap, Escape closes', async () => {
    const { user, requests } = renderBoard('viewer');
    const trigger = screen.getByRole('button', { name: 'Board menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const watch = screen.getByRole('menuitemcheckbox', { name: 'Watch board' });
    const mute = screen.getByRole('menuitemcheckbox', { name: 'Mute board' });
    const json = screen.getByRole('menuitem', { name: 'Export as JSON' });
    const leave = screen.getByRole('menuitem', { name: 'Leave board' });
    expect(watch).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(mute).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(json).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(leave).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(watch).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(requests).toEqual([]);

    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(requests).toEqual([exportRequested({ boardId: BOARD_ID, format: 'json' })]);
  });

  it('asks before deleting the board', async () => {
    const { user } = renderBoard('owner');
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete board' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete board?' })).toBeInTheDocument();
  });

  it('closes on a click elsewhere, doing nothing', async () => {
    const { user, requests } = renderBoard('editor');
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
