// Word of a new version, on every page, since one can arrive at any time. The banner's code
// loads when a version is ready, not with the landing page (its scripts have a budget).
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAppUpdateReady } from './selectors';

const NewVersionBanner = lazy(() =>
  import(/* webpackChunkName: "new-version" */ './NewVersionBanner').then((module) => ({
    default: module.NewVersionBanner,
  })),
);

export function AppUpdateBanner() {
  const updateReady = useAppSelector(selectAppUpdateReady);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionBanner />
    </Suspense>
  );
}
