// The dashboard with the real sagas: a click goes through the saga and the services (an
// in-memory backend here) and comes back to the screen, as it does in the browser.
import { screen, within } from '@testing-library/react';
import { backend } from '../fakeBackend';
import { makeBoard } from '../boardFixtures';
import { ada } from '../fixtures';
import { renderApp } from './renderApp';

jest.mock('../../../src/services/auth', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/users', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/boards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/lists', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/purge', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/cards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/edits', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/comments', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/pendingWrites', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/sharing', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/activity', () => require('../fakeActivity').fakeActivity);

const garden = makeBoard({ id: 'garden', title: 'Garden', color: 'lime' });
const taxes = makeBoard({ id: 'taxes', title: 'Taxes', color: 'red' });

beforeEach(() => backend.reset(ada, [garden, taxes]));

const tileNames = () =>
  within(screen.getByRole('list', { name: 'Your boards' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the dashboard, with its sagas', () => {
  it('shows the signed-in person’s boards from the server, in their order', async () => {
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Garden' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Garden', 'Taxes']);
  });

  it('creates a board: the name and colour reach the server, and the new board opens', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Garden' });

    await user.click(screen.getByRole('button', { name: 'Create board' }));
    const dialog = screen.getByRole('dialog', { name: 'Create board' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Board name' }), '  Holiday ');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday' })).toBeInTheDocument();
    const [, , created] = backend.record()!.boards;
    expect(backend.board(created!)).toMatchObject({ title: 'Holiday', color: 'green' });
  });

  it('a refused rename puts the old name back and says why, keeping what was typed', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Garden' });
    backend.refuseNext('commitEdit');

    await user.click(screen.getByRole('button', { name: 'Rename Garden' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename board' });
    const name = within(dialog).getByRole('textbox', { name: 'Board name' });
    await user.clear(name);
    await user.type(name, 'Allotment');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(
      'We couldn’t rename the board (the server refused it). The change was undone.',
    );
    expect(alert).toBeInTheDocument();
    expect(screen.getByText('Allotment')).toBeInTheDocument(); // offered back to copy
    expect(tileNames()).toEqual(['Garden', 'Taxes']);
    expect(backend.board('garden')?.title).toBe('Garden');
    expect(backend.activity()).toEqual([]);
  });

  it('stars a board: it moves first on screen and on the server', async () => {
    const { user } = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Taxes' });

    await user.click(screen.getByRole('button', { name: 'Star Taxes' }));

    expect(tileNames()).toEqual(['Taxes', 'Garden']);
    expect(await screen.findByRole('button', { name: 'Unstar Taxes' })).toBeInTheDocument();
    expect(backend.record()?.starred).toEqual(['taxes']);
  });

  it('signing out ends the session: the boards and what the person was told are forgotten', async () => {
    const { user, store } = renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Garden' });
    backend.refuseNext('commitPersonalEdit');
    await user.click(screen.getByRole('button', { name: 'Star Garden' }));
    expect(
      await screen.findByText(
        'We couldn’t star the board (the server refused it). The change was undone.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    const after = store.getState();
    expect(after.session.uid).toBeNull();
    expect(after.notices.items).toEqual([]);
    expect(after.boards.summaries).toEqual({});
    expect(after.user.record).toBeNull();
  });
});
