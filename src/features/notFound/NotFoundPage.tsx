import { Link } from 'react-router-dom';
import { AppHeader, Main } from '../../components/Layout/Layout';
import { paths } from '../../config/routes';

export function NotFoundPage() {
  return (
    <>
      <AppHeader />
      <Main>
        <h1>Page not found</h1>
        <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
        <Link to={paths.home}>Go to the home page</Link>
      </Main>
    </>
  );
}
