import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { Main, QuietLoading } from '../components/Layout/Layout';
import { paths } from '../config/routes';
import { AppUpdateBanner } from '../features/appUpdate';
import { RequireAuth } from '../features/auth';
import { loadBoardPage, loadDashboardPage } from '../features/boards';
import { LandingPage } from '../features/landing';
import { NotFoundPage } from '../features/notFound';

// Pages behind sign-in load with their route: the landing page does not carry them.
const DashboardPage = lazy(loadDashboardPage);
const BoardPage = lazy(loadBoardPage);

function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense
        fallback={
          <Main>
            <QuietLoading>Loading…</QuietLoading>
          </Main>
        }
      >
        {children}
      </Suspense>
    </RequireAuth>
  );
}

/** What every page has around it: word of a new version of the app, whichever page is open. */
function EveryPage() {
  return (
    <>
      <Outlet />
      <AppUpdateBanner />
    </>
  );
}

export function makeRouter() {
  return createBrowserRouter([
    {
      element: <EveryPage />,
      children: [
        { path: paths.home, element: <LandingPage /> },
        {
          path: paths.dashboard,
          element: (
            <SignedInPage>
              <DashboardPage />
            </SignedInPage>
          ),
        },
        {
          path: paths.board,
          element: (
            <SignedInPage>
              <BoardPage />
            </SignedInPage>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
