// Importing from the dashboard with the real sagas: the file is read by a stand-in for the
// worker and written by a stand-in for the server's import functions; the rest is the in-memory
// backend.
import { screen, within } from '@testing-library/react';
import type { TransferPlanResult as ImportPlanResult } from '../../../src/features/transfer/importNotice';
import type { ImportStartInput } from '../../../src/domain/importRequest';
import { planImportFile } from '../../../src/services/importFiles';
import * as imports from '../../../src/services/imports';
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
  startImport: jest.fn(),
  sendImportPart: jest.fn(),
  finishImport: jest.fn(),
  cancelImport: jest.fn(),
}));

const archive = makeArchive({
  lists: [
    archiveList('a', [archiveCard({ id: 'c1' }), archiveCard({ id: 'c2', archived: true })]),
    archiveList('b', [archiveCard({ id: 'c3' })]),
  ],
});
const plan = planOf(archive, [{ kind: 'trelloAttachments', cards: 1, total: 1 }]);
const file = new File(['{}'], 'trello-board.json', { type: 'application/json' });

/** The server: holds the parts until `release()`, then writes the board whole on finish. */
let release: () => void = () => {};
function serveImports() {
  let start: ImportStartInput;
  jest.mocked(imports.startImport).mockImplementation(async (input) => {
    start = input;
    return 'job-1';
  });
  jest.mocked(imports.sendImportPart).mockImplementation(async (_job, _index, cards) => {
    await new Promise<void>((resolve) => (release = resolve));
    return cards.length;
  });
  jest.mocked(imports.finishImport).mockImplementation(async () => {
    const owner = { uid: ada.uid, name: ada.displayName!, email: ada.email! };
    await fakeBackend.createBoard(owner, 'imported', {
      title: start.board.title,
      color: start.board.color,
      labels: [],
    });
    return 'imported';
  });
  jest.mocked(imports.cancelImport).mockResolvedValue(null);
}

beforeEach(() => {
  backend.reset(ada, [makeBoard({ id: 'garden', title: 'Garden' })]);
  jest.mocked(planImportFile).mockResolvedValue({ ok: true, plan } as ImportPlanResult);
  serveImports();
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
    const progress = await within(dialog).findByRole('progressbar', { name: '0 of 3 cards' });
    expect(progress).toHaveAttribute('value', '0');
    expect(progress).toHaveAttribute('max', '3');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Importing ‘Roadmap’…');
    // Nothing of the board shows before the server has written it whole.
    expect(backend.record()!.boards).toEqual(['garden']);

    release();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Imported ‘Roadmap’: 3 cards in 2 lists.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open board' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import a board' })).not.toBeInTheDocument();
    // It loads the dashboard's and the board page's code: room for a busy machine.
  }, 20_000);

  it('asks before closing mid-import, and Cancel import has the server keep nothing', async () => {
    const { user } = renderApp('/dashboard');
    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('progressbar', { name: '0 of 3 cards' });

    await user.keyboard('{Escape}');
    expect(within(dialog).getByText(/^Cancel import\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep importing' }));
    expect(screen.getByRole('dialog', { name: 'Import a board' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The import was cancelled: nothing was kept.',
    );
    expect(imports.cancelImport).toHaveBeenCalledWith('job-1');
    expect(backend.record()!.boards).toEqual(['garden']);
    expect(imports.finishImport).not.toHaveBeenCalled();
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
    expect(imports.startImport).not.toHaveBeenCalled();
  });
});
