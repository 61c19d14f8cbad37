import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppHeader, Main } from '../../components/Layout/Layout';
import { paths } from '../../config/routes';

export function NotFoundPage() {
  return (
    <>
      <AppHeader />
      <Main>
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>
            There is nothing at this address. It may have moved, or the link may be mistyped.
          </Trans>
        </p>
        <Link to={paths.home}>
          <Trans>Go to the home page</Trans>
        </Link>
      </Main>
    </>
  );
}
