// The table right to left (Arabic): the first column is on the right, so ArrowLeft goes on to
// the next column and ArrowRight back, as the reading direction runs.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { BOARD_ID, boardScene } from '../boardFixtures';

jest.setTimeout(40_000);

afterEach(() => {
  document.documentElement.dir = '';
});

it('moves between columns by the reading direction right to left', async () => {
  document.documentElement.dir = 'rtl';
  const { state } = boardScene();
  const store = makeStore(state, { runSagas: false });
  const router = createMemoryRouter([{ path: paths.board, element: <BoardPage /> }], {
    initialEntries: [`/boards/${BOARD_ID}?view=table`],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  const grid = await screen.findByRole('grid', { name: 'Cards' }, { timeout: 20_000 });
  within(grid).getByRole('button', { name: 'Title' }).focus();
  await user.keyboard('{ArrowLeft}');
  expect(within(grid).getByRole('button', { name: 'List' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(within(grid).getByRole('button', { name: 'Title' })).toHaveFocus();
});
