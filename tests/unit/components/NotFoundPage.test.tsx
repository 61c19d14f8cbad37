import { screen } from '@testing-library/react';
import { NotFoundPage } from '../../../src/features/notFound/NotFoundPage';
import { renderWithStore } from '../renderWithStore';

describe('Not found page', () => {
  it('says the page was not found and links back home', () => {
    renderWithStore(<NotFoundPage />, { route: '/no/such/page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
