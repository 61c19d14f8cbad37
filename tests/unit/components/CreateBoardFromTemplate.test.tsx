// Create board's "Start from", by role: blank asks for an ordinary board; a built-in template
// or one of the person's template boards asks the server for a copy under the name typed.
import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import { boardCreateRequested } from '../../../src/features/board';
import { boardFromTemplateRequested } from '../../../src/features/dashboard';
import { CreateBoardDialog } from '../../../src/features/dashboard/CreateBoardDialog';
import { dashboardState } from '../boardFixtures';

function renderDialog() {
  const state = dashboardState();
  const preloaded: RootState = {
    ...state,
    boards: {
      ...state.boards,
      summaries: {
        ...state.boards.summaries,
        tpl: {
          id: 'tpl',
          ownerId: 'x',
          title: 'Release checklist',
          color: 'blue',
          deleting: false,
          importedFrom: null,
          template: true,
        },
      },
    },
    modal: { open: 'createBoard', subject: null },
  };
  const store = makeStore(preloaded, { runSagas: false });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action) => {
    dispatched.push(action as UnknownAction);
    return dispatch(action);
  });
  render(
    <AppProviders store={store}>
      <CreateBoardDialog />
    </AppProviders>,
  );
  return { user: userEvent.setup(), dispatched };
}

describe('Create board’s Start from', () => {
  it('offers blank, the three built-in templates and the person’s template boards', async () => {
    renderDialog();
    const start = await screen.findByRole('combobox', { name: 'Start from' });
    const names = [...(start as HTMLSelectElement).options].map((option) => option.text);
    expect(names).toEqual(['Blank board', 'Kanban', 'Sprint', 'Bug triage', 'Release checklist']);
    expect(start).toHaveValue('');
  });

  it('asks for a blank board, or for a copy of the template chosen', async () => {
    const { user, dispatched } = renderDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Board name' }), 'Team');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start from' }), 'Kanban');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(dispatched).toContainEqual(
      boardFromTemplateRequested({ title: 'Team', color: 'blue', source: { builtIn: 'kanban' } }),
    );
    expect(dispatched.map((action) => action.type)).not.toContain(boardCreateRequested.type);
  });
});
