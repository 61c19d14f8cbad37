// A description edited here while another device changed it: saving never overwrites the other
// text silently. Both versions show, and the person keeps one. Real sagas, in-memory backend.
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
  backend.reset(ada, [makeBoard({ title: 'Roadmap', cardCount: 1 })]);
  backend.addList(BOARD_ID, makeList('l1', 'a0', { title: 'To do' }));
  backend.addCard(
    BOARD_ID,
    makeCard('c1', 'l1', 'a0', { title: 'Write brief', description: 'Draft' }),
  );
});

const serverDescription = () => backend.cards().find((card) => card.id === 'c1')?.description;

async function editWhileChangedElsewhere() {
  const view = renderApp(`/boards/${BOARD_ID}`);
  await view.user.click(await screen.findByText('Write brief'));
  const dialog = await screen.findByRole('dialog');
  await view.user.click(within(dialog).getByRole('button', { name: 'Edit description' }));
  const field = within(dialog).getByRole('textbox', { name: 'Description' });
  await view.user.clear(field);
  await view.user.type(field, 'Mine');
  // Meanwhile, another device saves its own text.
  backend.changeCardElsewhere('c1', { description: 'Theirs' });
  await waitFor(() => expect(view.store.getState().board.cards.c1?.description).toBe('Theirs'));
  await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...view, dialog };
}

describe('a description changed elsewhere while it was edited', () => {
  it('is not overwritten: both versions show, and nothing is written yet', async () => {
    const { dialog } = await editWhileChangedElsewhere();

    const choice = within(dialog).getByRole('group', { name: /changed this description/ });
    expect(within(choice).getByText('Mine')).toBeInTheDocument();
    expect(within(choice).getByText('Theirs')).toBeInTheDocument();
    expect(serverDescription()).toBe('Theirs');
  });

  it('keeps my version when I choose it', async () => {
    const { dialog, user } = await editWhileChangedElsewhere();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));

    await waitFor(() => expect(serverDescription()).toBe('Mine'));
    expect(within(dialog).queryByRole('group', { name: /changed/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Mine')).toBeInTheDocument();
  });

  it('keeps the other version when I choose it, writing nothing', async () => {
    const { dialog, user } = await editWhileChangedElsewhere();
    const writes = backend.writes().length;

    await user.click(within(dialog).getByRole('button', { name: 'Keep the other version' }));

    expect(within(dialog).queryByRole('group', { name: /changed/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Theirs')).toBeInTheDocument();
    expect(backend.writes()).toHaveLength(writes);
    expect(serverDescription()).toBe('Theirs');
  });

  it('saves at once when nothing changed elsewhere', async () => {
    const view = renderApp(`/boards/${BOARD_ID}`);
    await view.user.click(await screen.findByText('Write brief'));
    const dialog = await screen.findByRole('dialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Edit description' }));
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' done');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(serverDescription()).toBe('Draft done'));
    expect(within(dialog).queryByRole('group', { name: /changed/ })).not.toBeInTheDocument();
  });
});
