// Sharing with the real sagas: the owner's Share dialog, the invitee's Invitations section,
// and a viewer's read-only board, by role, against the in-memory backend.
import { screen, within } from '@testing-library/react';
import type { Member } from '../../../src/domain/members';
import { backend } from '../fakeBackend';
import { BOARD_ID, makeBoard, makeCard, makeList } from '../boardFixtures';
import { ada, grace } from '../fixtures';
import { renderApp } from './renderApp';

jest.mock('../../../src/services/auth', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/users', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/boards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/lists', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/purge', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/cards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/pendingWrites', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/edits', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/sharing', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/comments', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/activity', () => require('../fakeActivity').fakeActivity);

const adaOwner: Member = {
  uid: ada.uid,
  role: 'owner',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};
const graceAs = (role: 'editor' | 'viewer'): Member => ({
  uid: grace.uid,
  role,
  name: 'Grace Hopper',
  email: 'grace@example.com',
});

/** Ada's board "Roadmap" with `members`, one list and one card, signed in as `user`. */
function seed(user: typeof ada, members: Member[], listed = true) {
  const board = makeBoard({ title: 'Roadmap', cardCount: 1, members });
  backend.reset(user, listed ? [board] : []);
  if (!listed) backend.addBoard(board);
  backend.addList(BOARD_ID, makeList('l1', 'a0', { title: 'To do' }));
  backend.addCard(BOARD_ID, makeCard('c1', 'l1', 'a0', { title: 'Write the plan' }));
}

/**
 * The board page loads with its route (a lazy chunk): on a busy machine the first render of a
 * test file takes over the default second, as in import.test.tsx.
 */
const PAGE_LOAD = { timeout: 5000 };

describe('the owner’s Share dialog', () => {
  beforeEach(() => seed(ada, [adaOwner, graceAs('editor')]));

  async function openShare() {
    const app = renderApp(`/boards/${BOARD_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Roadmap' }, PAGE_LOAD);
    await app.user.click(screen.getByRole('button', { name: 'Share' }));
    return { ...app, dialog: screen.getByRole('dialog', { name: 'Share “Roadmap”' }) };
  }

  it('shows the members’ initials in the header, named', async () => {
    renderApp(`/boards/${BOARD_ID}`);
    const avatars = await screen.findByRole('list', { name: 'Members' }, PAGE_LOAD);
    expect(
      within(avatars)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ada Lovelace (Owner)', 'Grace Hopper (Editor)']);
  });

  it('invites by email with a role, lists it as pending, and withdraws it', async () => {
    const { user, dialog } = await openShare();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'Alan@Example.com',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const pending = within(dialog).getByRole('region', { name: 'Pending invitations' });
    expect(await within(pending).findByText('alan@example.com (Viewer)')).toBeInTheDocument();
    expect(backend.invitations()).toEqual([
      expect.objectContaining({ boardId: BOARD_ID, email: 'alan@example.com', role: 'viewer' }),
    ]);

    await user.click(
      within(pending).getByRole('button', { name: 'Withdraw the invitation to alan@example.com' }),
    );
    expect(await within(pending).findByText('No one is waiting to join.')).toBeInTheDocument();
    expect(backend.invitations()).toEqual([]);
  });

  it('refuses to invite a member, saying so in plain words', async () => {
    const { user, dialog } = await openShare();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email address' }),
      'grace@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('Grace Hopper is already a member of this board.'),
    ).toBeInTheDocument();
    expect(backend.invitations()).toEqual([]);
  });

  it('changes a member’s role and removes a member', async () => {
    const { user, dialog } = await openShare();
    const members = within(dialog).getByRole('region', { name: 'Members' });
    await user.selectOptions(
      within(members).getByRole('combobox', { name: 'Role of Grace Hopper' }),
      'viewer',
    );
    expect(backend.board(BOARD_ID)?.members).toEqual([adaOwner, graceAs('viewer')]);

    await user.click(within(members).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(await within(members).findAllByRole('listitem')).toHaveLength(1);
    expect(backend.board(BOARD_ID)?.members).toEqual([adaOwner]);
  });
});

describe('the invitee’s dashboard', () => {
  beforeEach(() => {
    seed(grace, [adaOwner], false);
    backend.addInvitation({
      boardId: BOARD_ID,
      email: 'grace@example.com',
      role: 'editor',
      boardTitle: 'Roadmap',
      invitedBy: { uid: ada.uid, name: 'Ada Lovelace' },
      createdAt: 1,
    });
  });

  it('lists the invitation, and accepting shows the board', async () => {
    const { user } = renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(section).toHaveTextContent('Roadmap: Ada Lovelace invited you as editor');

    await user.click(
      within(section).getByRole('button', { name: 'Accept the invitation to Roadmap' }),
    );
    expect(await screen.findByRole('link', { name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(backend.board(BOARD_ID)?.members).toEqual([adaOwner, graceAs('editor')]);
  });

  it('declining removes it, and the board does not show', async () => {
    const { user } = renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: 'Invitations' });
    await user.click(
      within(section).getByRole('button', { name: 'Decline the invitation to Roadmap' }),
    );
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(backend.invitations()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Roadmap' })).not.toBeInTheDocument();
  });
});

describe('a viewer’s board', () => {
  beforeEach(() => seed(grace, [adaOwner, graceAs('viewer')]));

  it('has no editing controls, says so, and offers Leave board', async () => {
    const { user } = renderApp(`/boards/${BOARD_ID}`);
    expect(await screen.findByText('Write the plan')).toBeInTheDocument();
    expect(screen.getByText('You can only view this board.')).toBeInTheDocument();

    for (const name of [
      'Add a list',
      'Add a card',
      'Delete board',
      'Share',
      'Rename board',
      'Archived items',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Rename card/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move list/ })).not.toBeInTheDocument();
    // Its list menus are gone; a card's menu offers reading only (CardTileMenu.test.tsx).
    expect(screen.queryByRole('button', { name: /^List actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /colou?r/i })).not.toBeInTheDocument();
    // The board menu offers leaving, and neither deleting nor the archived items.
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    const menu = screen.getByRole('menu', { name: 'Board menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Leave board' })).toBeInTheDocument();
    for (const name of ['Delete board', 'Archived items']) {
      expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
      expect(within(menu).queryByRole('menuitemcheckbox', { name })).not.toBeInTheDocument();
    }
    await user.keyboard('{Escape}');

    // Its cards still open, read only.
    await user.click(screen.getByRole('button', { name: 'Write the plan' }));
    const details = await screen.findByRole('dialog', { name: 'Write the plan' });
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(details).getByText('You can only view this board.')).toBeInTheDocument();
  });

  it('is left from the board menu: back to the dashboard, without the board', async () => {
    const { user } = renderApp(`/boards/${BOARD_ID}`);
    await screen.findByText('Write the plan');
    await user.click(screen.getByRole('button', { name: 'Board menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Leave board' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave board?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave board' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Boards' })).toBeInTheDocument();
    expect(backend.record()?.boards).toEqual([]);
    expect(backend.board(BOARD_ID)?.members).toEqual([adaOwner]);
  });

  it('closes with a message when the owner removes them', async () => {
    renderApp(`/boards/${BOARD_ID}`);
    await screen.findByText('Write the plan');
    backend.changeBoardElsewhere(BOARD_ID, { members: [adaOwner] });

    // Where the person ends up: the dashboard, saying why (the message is shown before the
    // page changes, so it is looked for once the dashboard is there).
    expect(await screen.findByRole('heading', { level: 1, name: 'Boards' })).toBeInTheDocument();
    expect(await screen.findByText('You no longer have access to this board')).toBeInTheDocument();
    expect(backend.record()?.boards).toEqual([]);
  });
});
