import { createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/routes';
import { RequireAuth } from '../features/auth/RequireAuth';
import { BoardPage } from '../features/boards/boardPage/BoardPage';
import { DashboardPage } from '../features/boards/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/notFound/NotFoundPage';

export function makeRouter() {
  return createBrowserRouter([
    { path: paths.home, element: <LandingPage /> },
    {
      path: paths.dashboard,
      element: (
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      ),
    },
    {
      path: paths.board,
      element: (
        <RequireAuth>
          <BoardPage />
        </RequireAuth>
      ),
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
