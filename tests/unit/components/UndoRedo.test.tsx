import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { redoRequested, undoRequested } from '../../../src/features/edits/history/historyActions';
import type { HistoryEntry } from '../../../src/features/edits/history/historySlice';
import { BOARD_ID, boardScene } from '../boardFixtures';
import { ada } from '../fixtures';

const step = (label: string): HistoryEntry => ({
  id: label,
  kind: 'cardMove',
  label,
  subject: 'Write brief',
  changes: [],
});

/** The board page with `past` and `future` steps (sagas off), noting the history requests. */
function renderBoard({
  past = [] as HistoryEntry[],
  future = [] as HistoryEntry[],
  role = 'owner' as 'owner' | 'viewer',
} = {}) {
  const scene = boardScene(
    role === 'owner'
      ? {}
      : {
          ownerId: 'grace-uid',
          members: [{ uid: ada.uid, role: 'viewer', name: 'Ada', email: 'ada@example.com' }],
        },
  );
  const state: RootState = { ...scene.state, history: { boardId: BOARD_ID, past, future } };
  const store = makeStore(state, { runSagas: false });
  const requests: string[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    const { type } = action as UnknownAction;
    if (type === undoRequested.type || type === redoRequested.type) requests.push(type);
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

describe('Undo and Redo on the board page', () => {
  it('name the step they would take, and are disabled with nothing to take', async () => {
    const { user, requests } = renderBoard({ past: [step('move of ‘Write brief’')] });
    const undo = screen.getByRole('button', { name: 'Undo move of ‘Write brief’' });
    expect(undo).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await user.click(undo);
    expect(requests).toEqual([undoRequested.type]);
  });

  it('offer a redo after an undo', async () => {
    const { user, requests } = renderBoard({ future: [step('rename of ‘Alpha one’')] });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redo rename of ‘Alpha one’' }));
    expect(requests).toEqual([redoRequested.type]);
  });

  it('are not there for a viewer, and neither are the shortcuts', async () => {
    const { user, requests } = renderBoard({ role: 'viewer', past: [step('move of ‘X’')] });
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Redo/ })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(requests).toEqual([]);
  });

  it('Ctrl+Z and Cmd+Z undo; Ctrl+Shift+Z, Cmd+Shift+Z and Ctrl+Y redo', async () => {
    const { user, requests } = renderBoard({ past: [step('move of ‘X’')] });
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Meta>}z{/Meta}');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await user.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    await user.keyboard('{Control>}y{/Control}');
    expect(requests).toEqual([
      undoRequested.type,
      undoRequested.type,
      redoRequested.type,
      redoRequested.type,
      redoRequested.type,
    ]);
  });

  it('leave Ctrl+Z to a text field while typing in it', async () => {
    const { user, requests } = renderBoard({ past: [step('move of ‘X’')] });
    await user.click(screen.getByRole('searchbox', { name: 'Filter cards' }));
    await user.keyboard('ab{Control>}z{/Control}{Control>}y{/Control}');
    expect(requests).toEqual([]);
  });
});
