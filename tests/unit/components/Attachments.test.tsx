// The card's Attachments section, by role: each file with its size, who added it and whether it
// waits to upload; an upload's progress and Cancel; Delete asks first and says it can't be
// undone; Make cover for images only; a viewer downloads and changes nothing.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { Board } from '../../../src/domain/types';
import { AttachmentsSection } from '../../../src/features/attachments';
import {
  attachmentsSlice,
  initialAttachmentsState,
  type ShownAttachment,
} from '../../../src/features/attachments/attachmentsSlice';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from '../boardFixtures';
import { ada } from '../fixtures';

rootReducer.inject(attachmentsSlice);

const file = (id: string, name: string, extra: Partial<ShownAttachment> = {}): ShownAttachment => ({
  id,
  name,
  size: 12_700,
  contentType: 'text/plain',
  uploaderId: ada.uid,
  uploaderName: 'Ada Owner',
  createdAt: Date.now() - 5 * 60_000,
  width: null,
  height: null,
  thumbnail: null,
  chunkCount: 1,
  pending: false,
  ...extra,
});

function scene(role: 'owner' | 'viewer' = 'owner'): RootState {
  const members: Board['members'] = [
    { uid: 'olive-uid', role: 'owner', name: 'Olive', email: 'olive@example.com' },
    { uid: ada.uid, role, name: 'Ada Owner', email: 'ada@example.com' },
  ];
  const state = withOpenBoard(
    dashboardState(),
    makeBoard({ members, ownerId: role === 'owner' ? ada.uid : 'olive-uid', cardCount: 1 }),
    [makeList('l1', 'a0', { title: 'To do' })],
    [makeCard('c1', 'l1', 'a0', { title: 'Ship it' })],
  );
  return {
    ...state,
    modal: { open: 'cardDetails', subject: 'c1' },
    attachments: {
      ...initialAttachmentsState,
      cardId: 'c1',
      status: 'ready',
      byId: {
        f1: file('f1', 'notes.txt'),
        f2: file('f2', 'whiteboard.png', {
          contentType: 'image/png',
          size: 2 * 1024 * 1024,
          thumbnail: 'data:image/jpeg;base64,AAAA',
          createdAt: Date.now() - 60_000,
        }),
        f3: file('f3', 'offline.pdf', { pending: true, createdAt: Date.now() }),
      },
      uploads: {
        u1: {
          id: 'u1',
          cardId: 'c1',
          name: 'big.zip',
          size: 3 * 786_432,
          chunkCount: 3,
          chunksSaved: 1,
          phase: 'sending',
        },
      },
    },
  };
}

function renderSection(preloaded: RootState) {
  const store = makeStore(preloaded, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const card = store.getState().board.cards.c1!;
  const router = createMemoryRouter([{ path: '/', element: <AttachmentsSection card={card} /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { dispatched };
}

describe('AttachmentsSection', () => {
  it('lists each file with its size, who added it, and one waiting to upload', () => {
    renderSection(scene());
    const section = screen.getByRole('region', { name: 'Attachments' });
    const list = within(section).getByRole('list', { name: 'Attachments' });
    const notes = within(list).getByRole('listitem', { name: 'notes.txt' });
    expect(notes).toHaveTextContent('12.4 KB');
    expect(notes).toHaveTextContent('Added by Ada Owner, 5 minutes ago');
    expect(within(list).getByRole('listitem', { name: 'whiteboard.png' })).toHaveTextContent(
      '2 MB',
    );
    expect(within(list).getByRole('listitem', { name: 'offline.pdf' })).toHaveTextContent(
      'waiting to upload',
    );
    expect(notes).not.toHaveTextContent('waiting to upload');
  });

  it('shows an upload’s progress, and Cancel asks the saga to stop it', async () => {
    const { dispatched } = renderSection(scene());
    const upload = screen.getByRole('listitem', { name: 'Uploading big.zip' });
    expect(within(upload).getByRole('progressbar', { name: 'Upload of big.zip' })).toHaveValue(33);
    await userEvent.click(
      within(upload).getByRole('button', { name: 'Cancel the upload of big.zip' }),
    );
    expect(dispatched).toContainEqual({
      type: 'attachments/uploadCancelRequested',
      payload: { id: 'u1' },
    });
  });

  it('asks before deleting, saying it can’t be undone; Keep it deletes nothing', async () => {
    const { dispatched } = renderSection(scene());
    const notes = screen.getByRole('listitem', { name: 'notes.txt' });
    await userEvent.click(within(notes).getByRole('button', { name: 'Delete notes.txt' }));
    expect(within(notes).getByText(/This can’t be undone\./)).toBeVisible();
    expect(within(notes).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(notes).getByRole('button', { name: 'Keep it' }));
    expect(dispatched.filter((a) => a.type === 'attachments/attachmentDeleteRequested')).toEqual(
      [],
    );
    await userEvent.click(within(notes).getByRole('button', { name: 'Delete notes.txt' }));
    await userEvent.click(within(notes).getByRole('button', { name: 'Delete file' }));
    expect(dispatched).toContainEqual({
      type: 'attachments/attachmentDeleteRequested',
      payload: { cardId: 'c1', attachmentId: 'f1' },
    });
  });

  it('offers Make cover for an image only, and Attach a file to those who may edit', () => {
    renderSection(scene());
    expect(screen.getByRole('button', { name: 'Make cover: whiteboard.png' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Make cover: notes.txt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeVisible();
  });

  it('lets a viewer download and nothing else', () => {
    renderSection(scene('viewer'));
    expect(screen.getByRole('button', { name: 'Download notes.txt' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete notes.txt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Make cover/ })).toBeNull();
  });
});
