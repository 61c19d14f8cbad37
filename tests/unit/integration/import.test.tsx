// Importing from the dashboard with the real sagas: the file is read by a stand-in for the
// worker and written by a stand-in for the Firestore writer; the rest is the in-memory backend.
import { screen, within } from '@testing-library/react';
import type { ImportPlanResult } from '../../../src/domain/boardArchive';
import type { ImportLanded } from '../../../src/services/errors';
import type { ImportBatch } from '../../../src/services/importBatches';
import { planImportFile } from '../../../src/services/importFiles';
import * as imports from '../../../src/services/imports';
import type { Person } from '../../../src/services/types';
import { makeBoard } from '../boardFixtures';
import { backend, fakeBackend } from '../fakeBackend';
import { ada } from '../fixtures';
import { archiveCard, archiveList, makeArchive, planOf } from '../transferFixtures';
import { renderApp } from './renderApp';

jest.mock('../../../src/services/auth', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/users', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/boards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/lists', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/cards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/comments', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/pendingWrites', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/sharing', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/activity', () => require('../fakeActivity').fakeActivity);
jest.mock('../../../src/services/importFiles', () => ({ planImportFile: jest.fn() }));
jest.mock('../../../src/services/imports', () => ({
  writeImportBatches: jest.fn(),
  finishImportedBoard: jest.fn(),
  deleteImportedComments: jest.fn(),
}));

const archive = makeArchive({
  lists: [
    archiveList('a', [archiveCard({ id: 'c1' }), archiveCard({ id: 'c2', archived: true })]),
    archiveList('b', [archiveCard({ id: 'c3' })]),
  ],
});
const plan = planOf(archive, ['1 card had attachments: their links are in its description.']);
const file = new File(['{}'], 'trello-board.json', { type: 'application/json' });

/** The writer: makes the board, lands half the cards, then waits for `release()`. */
let release: () => void = () => {};
function writeInTwoHalves() {
  jest
    .mocked(imports.writeImportBatches)
    .mockImplementation(
      async (
        owner: Person,
        boardId: string,
        batches: ImportBatch[],
        onLanded: (landed: ImportLanded) => void,
      ) => {
        const board = batches[0]!.writes[0] as { title: string; color: 'green' };
        await fakeBackend.createBoard(owner, boardId, { ...board, labels: [] });
        onLanded({ batches: 4, cards: 1 });
        await new Promise<void>((resolve) => (release = resolve));
        onLanded({ batches: batches.length, cards: 3 });
        return { batches: batches.length, cards: 3 };
      },
    );
  jest
    .mocked(imports.finishImportedBoard)
    .mockImplementation((boardId: string, title: string) =>
      fakeBackend.updateBoard(boardId, { title }),
    );
}

beforeEach(() => {
  backend.reset(ada, [makeBoard({ id: 'garden', title: 'Garden' })]);
  jest.mocked(planImportFile).mockResolvedValue({ ok: true, plan } as ImportPlanResult);
  writeInTwoHalves();
});

async function chooseFile(user: ReturnType<typeof renderApp>['user']) {
  // The first test also loads the dashboard's code: give it time on a busy machine.
  await screen.findByRole('link', { name: 'Garden' }, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import a board' });
  expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  await user.upload(within(dialog).getByLabelText('Choose a file'), file);
  return dialog;
}

describe('importing a board from the dashboard', () => {
  it('shows what the file holds, writes it with progress, and opens the board', async () => {
    const { user } = renderApp('/dashboard');
    const dialog = await chooseFile(user);

    const counts = await within(dialog).findByRole('list', { name: 'What will be imported' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 lists', '3 cards (1 archived)', '2 labels', '0 checklist items', '0 comments']);
    expect(within(dialog).getByRole('list', { name: 'Good to know' })).toHaveTextContent(
      '1 card had attachments',
    );
    expect(planImportFile).toHaveBeenCalledWith(file, expect.any(AbortSignal));

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const progress = await within(dialog).findByRole('progressbar', { name: '1 of 3 cards' });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Importing ‘Roadmap’…');

    release();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Imported ‘Roadmap’: 3 cards in 2 lists.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open board' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import a board' })).not.toBeInTheDocument();
    // It loads the dashboard's and the board page's code: room for a busy machine.
  }, 20_000);

  it('asks before closing mid-import, and Cancel import deletes what was written', async () => {
    const { user } = renderApp('/dashboard');
    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('progressbar', { name: '1 of 3 cards' });
    const [created] = backend.record()!.boards.filter((id) => id !== 'garden');

    await user.keyboard('{Escape}');
    expect(within(dialog).getByText(/^Cancel import\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep importing' }));
    expect(screen.getByRole('dialog', { name: 'Import a board' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cancelling');
    release();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The import was cancelled: nothing was kept.',
    );
    expect(backend.board(created!)).toBeUndefined();
    expect(backend.record()!.boards).toEqual(['garden']);
    expect(imports.finishImportedBoard).not.toHaveBeenCalled();
  });

  it('says in plain words why a file cannot be imported, and writes nothing', async () => {
    jest
      .mocked(planImportFile)
      .mockResolvedValue({ ok: false, message: 'This file is not JSON, so it can’t be imported.' });
    const { user } = renderApp('/dashboard');
    const dialog = await chooseFile(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not JSON, so it can’t be imported.',
    );
    expect(within(dialog).getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    expect(imports.writeImportBatches).not.toHaveBeenCalled();
  });
});
