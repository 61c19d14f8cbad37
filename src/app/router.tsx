import { Trans } from '@lingui/react/macro';
// The app's routes. A plain <BrowserRouter> with <Routes>, not a data router: the app loads no
// data through the router (sagas do), and the data router's code would be most of the
// router's weight in the first screen's bundle.
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { Main, QuietLoading } from '../components/Layout/Layout';
import { paths } from '../config/routes';
import { AppUpdateBanner } from '../features/appUpdate';
import { RequireAuth } from '../features/auth';
import { boardPage, dashboardPage, myCardsPage } from '../features/boards';
import { LandingPage } from '../features/landing';
import { notFoundPage } from '../features/notFound';
import { publicViewPage } from '../features/publicView';
import { registerNavigator } from '../services/navigation';

// Pages behind sign-in load with their route (or ahead, app/rootSaga.ts): the landing page
// does not carry them.
const DashboardPage = dashboardPage.Page;
const BoardPage = boardPage.Page;
const MyCardsPage = myCardsPage.Page;
const NotFoundPage = notFoundPage.Page;
const PublicViewPage = publicViewPage.Page;

/** What a page shows while its code is on its way. */
const pageLoading = (
  <Main>
    <QuietLoading>
      <Trans>Loading…</Trans>
    </QuietLoading>
  </Main>
);

function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={pageLoading}>{children}</Suspense>
    </RequireAuth>
  );
}

/** Lets sagas navigate (services/navigation) with the router's own navigate. */
function NavigatorForSagas() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    registerNavigator((path) => void navigate(path));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

/** Every page by its address; goes inside a router (<BrowserRouter> in the app). */
export function AppRoutes() {
  return (
    <>
      <NavigatorForSagas />
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route
          path={paths.dashboard}
          element={
            <SignedInPage>
              <DashboardPage />
            </SignedInPage>
          }
        />
        <Route
          path={paths.board}
          element={
            <SignedInPage>
              <BoardPage />
            </SignedInPage>
          }
        />
        {/* Not behind sign-in: the link opens the board for anyone, without a session. */}
        <Route
          path={paths.publicView}
          element={
            <Suspense fallback={pageLoading}>
              <PublicViewPage />
            </Suspense>
          }
        />
        <Route
          path={paths.myCards}
          element={
            <SignedInPage>
              <MyCardsPage />
            </SignedInPage>
          }
        />
        <Route
          path="*"
          element={
            <Suspense fallback={pageLoading}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
      {/* Word of a new version of the app, whichever page is open. */}
      <AppUpdateBanner />
    </>
  );
}
