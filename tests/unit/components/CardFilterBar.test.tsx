// The board's filter bar: its label chips carry names a screen reader can say, an unnamed label
// its colour's ("green label"), with a hint on hover that it has no name yet.
import { screen } from '@testing-library/react';
import { CardFilterBar } from '../../../src/features/boardPage/CardFilterBar';
import { boardScene } from '../boardFixtures';
import { renderWithStore } from '../renderWithStore';

describe('the filter bar’s label chips', () => {
  it('name an unnamed label by its colour, and a named one by its name', () => {
    const scene = boardScene({
      labels: [
        { id: 'g', name: '', color: 'green' },
        { id: 'b', name: 'Bug', color: 'red' },
      ],
    });
    renderWithStore(<CardFilterBar />, { preloadedState: scene.state });

    const unnamed = screen.getByRole('button', { name: 'green label' });
    expect(unnamed).toHaveAttribute('aria-pressed', 'false');
    expect(unnamed).toHaveAttribute('title', expect.stringContaining('green label (no name'));
    expect(screen.getByRole('button', { name: 'Label Bug' })).toHaveAttribute('title', 'Bug');
  });
});
