// The board page with the real sagas: edits go through the sagas and the services (an in-memory
// backend here) and what the screen shows is what the server holds.
import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '../fakeBackend';
import { BOARD_ID, makeBoard, makeCard, makeList } from '../boardFixtures';
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

beforeEach(() => {
  backend.reset(ada, [makeBoard({ title: 'Roadmap', cardCount: 2, listCount: 2 })]);
  backend.addList(BOARD_ID, makeList('l1', 'a0', { title: 'To do' }));
  backend.addList(BOARD_ID, makeList('l2', 'a1', { title: 'Done' }));
  backend.addCard(BOARD_ID, makeCard('c1', 'l1', 'a0', { title: 'Write brief' }));
  backend.addCard(BOARD_ID, makeCard('c2', 'l1', 'a1', { title: 'Book venue' }));
});

const cardTitles = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-card-title]')].map((title) => title.textContent);

async function openBoard() {
  const view = renderApp(`/boards/${BOARD_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
  await screen.findByText('Write brief');
  return view;
}

describe('the board page, with its sagas', () => {
  it('shows the board’s lists and cards from the server', async () => {
    await openBoard();
    expect(cardTitles(screen.getByRole('region', { name: 'To do' }))).toEqual([
      'Write brief',
      'Book venue',
    ]);
    expect(cardTitles(screen.getByRole('region', { name: 'Done' }))).toEqual([]);
  });

  it('quick add writes the card at the end of the list and counts it on the board', async () => {
    const { user } = await openBoard();
    const todo = screen.getByRole('region', { name: 'To do' });

    await user.click(within(todo).getByRole('button', { name: 'Add a card' }));
    await user.type(
      within(todo).getByRole('textbox', { name: 'Card title' }),
      'Send invites{Enter}',
    );

    expect(cardTitles(todo)).toEqual(['Write brief', 'Book venue', 'Send invites']);
    const created = backend.cards().find((card) => card.title === 'Send invites');
    expect(created).toMatchObject({ listId: 'l1', archived: false });
    expect(created!.rank > 'a1').toBe(true);
    expect(backend.board(BOARD_ID)?.cardCount).toBe(3);
    // Written with the card, in the same batch: the entry the Activity panel reads.
    expect(backend.activity()).toEqual([
      expect.objectContaining({
        authorId: ada.uid,
        kind: 'cardAdd',
        cardId: created!.id,
        listId: 'l1',
        subject: 'Send invites',
      }),
    ]);
  });

  it('a refused card add takes the card off the screen, says why and offers the text back', async () => {
    const { user } = await openBoard();
    backend.refuseNext('commitEdit');
    const done = screen.getByRole('region', { name: 'Done' });

    await user.click(within(done).getByRole('button', { name: 'Add a card' }));
    await user.type(within(done).getByRole('textbox', { name: 'Card title' }), 'Celebrate{Enter}');

    expect(
      await screen.findByText(
        'We couldn’t add the card (the server refused it). The change was undone.',
      ),
    ).toBeInTheDocument();
    expect(cardTitles(done)).toEqual([]);
    expect(screen.getByText('Celebrate')).toBeInTheDocument(); // offered back to copy
    expect(backend.cards().map((card) => card.title)).not.toContain('Celebrate');
    expect(backend.board(BOARD_ID)?.cardCount).toBe(2);
    expect(backend.activity()).toEqual([]);
  });

  it('a list deleted and undone comes back on the server with its cards, counted, and their assignees', async () => {
    backend.changeCardElsewhere('c2', { assigneeIds: [ada.uid] });
    const { user } = await openBoard();

    await user.click(screen.getByRole('button', { name: 'List actions for To do' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete list' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(backend.cards()).toEqual([]));
    expect(screen.queryByRole('region', { name: 'To do' })).not.toBeInTheDocument();
    expect(backend.board(BOARD_ID)).toMatchObject({ cardCount: 0, listCount: 1 });

    await user.click(screen.getByRole('button', { name: 'Undo deletion of list ‘To do’' }));

    await waitFor(() => expect(backend.cards()).toHaveLength(2));
    const todo = await screen.findByRole('region', { name: 'To do' });
    expect(cardTitles(todo)).toEqual(['Write brief', 'Book venue']);
    expect(backend.cards().find((card) => card.id === 'c2')?.assigneeIds).toEqual([ada.uid]);
    expect(backend.board(BOARD_ID)).toMatchObject({ cardCount: 2, listCount: 2 });
    expect(backend.activity().map((entry) => entry.kind)).toEqual(['listDelete', 'listDelete']);
  });

  it('renaming the board in its header renames it on the server and on the dashboard', async () => {
    const { user } = await openBoard();

    const heading = screen.getByRole('heading', { level: 1, name: 'Roadmap' });
    await user.click(within(heading).getByRole('button', { name: 'Roadmap' }));
    const field = screen.getByRole('textbox', { name: 'Board name' });
    await user.clear(field);
    await user.type(field, 'Launch{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Launch' })).toBeInTheDocument();
    expect(backend.board(BOARD_ID)?.title).toBe('Launch');
    expect(backend.activity()).toEqual([
      expect.objectContaining({
        kind: 'boardRename',
        field: 'title',
        before: 'Roadmap',
        after: 'Launch',
      }),
    ]);
    await user.click(screen.getByRole('link', { name: 'Boards' }));
    expect(await screen.findByRole('link', { name: 'Launch' })).toBeInTheDocument();
  });
});
