// The board page in German and Arabic: its words come from the catalogs, the drag announcements
// are whole translated sentences, and the view tabs' arrows follow the reading direction.
import { fireEvent, screen } from '@testing-library/react';
import { ViewTabs } from '../../../src/features/boardPage/ViewTabs';
import { pickedUp, type DragSource } from '../../../src/features/boardPage/dragAnnouncements';
import { activateLocale } from '../../../src/i18n';
import { boardScene } from '../boardFixtures';
import { renderWithStore } from '../renderWithStore';

const { state } = boardScene();

afterEach(async () => {
  document.documentElement.dir = 'ltr';
  await activateLocale('en');
});

describe('the board page in other languages', () => {
  it('names the views in German', async () => {
    await activateLocale('de', true);
    renderWithStore(<ViewTabs />, { preloadedState: state });

    expect(screen.getByRole('tablist', { name: 'Ansichten des Boards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tabelle' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kalender' })).toBeInTheDocument();
  });

  it('tells a screen reader in German which card was picked up, and where it is', async () => {
    await activateLocale('de', true);
    const card: DragSource = { type: 'card', id: 'c2', listId: 'l1', index: 1 };
    expect(pickedUp(state, card)).toBe(
      'Karte „Beta two“ aufgenommen. Sie ist in Liste „To do“, Position 2 von 3.',
    );
  });

  it('moves to the next view with the left arrow when Arabic reads right to left', async () => {
    await activateLocale('ar', true);
    document.documentElement.dir = 'rtl';
    renderWithStore(<ViewTabs />, { preloadedState: state });

    const board = screen.getByRole('tab', { name: 'اللوحة' });
    expect(board).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'جدول' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'جدول' }), { key: 'ArrowRight' });
    expect(board).toHaveAttribute('aria-selected', 'true');
  });
});
