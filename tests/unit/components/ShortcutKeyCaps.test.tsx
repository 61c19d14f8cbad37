// The `?` dialog names modifier keys as the person's keyboard prints them: Strg and Umschalt in
// German, Latin names in Arabic, ⌘ and ⇧ on a Mac (issue 34 §1).
import { act, screen, within } from '@testing-library/react';
import { activateLocale } from '../../../src/i18n';
import { ShortcutsDialog } from '../../../src/features/boardPage/ShortcutsDialog';
import { signedInState } from '../fixtures';
import { renderWithStore } from '../renderWithStore';

const openDialog = () => {
  renderWithStore(<ShortcutsDialog />, {
    preloadedState: { ...signedInState(), modal: { open: 'shortcuts', subject: null } },
  });
  return screen.getByRole('dialog');
};

const keysOfRow = (dialog: HTMLElement, words: RegExp) =>
  within(dialog).getByRole('cell', { name: words }).closest('tr')!.querySelector('th')!.textContent;

beforeAll(async () => {
  await activateLocale('de', true);
  await activateLocale('ar', true);
  await activateLocale('en', true);
}, 120_000);

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => activateLocale('en'));
});

describe('key caps in the shortcuts dialog', () => {
  it('says Ctrl and Shift in English', () => {
    const dialog = openDialog();
    expect(keysOfRow(dialog, /Redo the step undone/)).toBe('Ctrl + Shift + Z');
    expect(keysOfRow(dialog, /Search all your boards/)).toBe('/');
    expect(within(dialog).getByText('Search all your boards (also Ctrl K)')).toBeInTheDocument();
  });

  it('says Strg and Umschalt in German', async () => {
    await act(() => activateLocale('de', true));
    const dialog = openDialog();
    expect(keysOfRow(dialog, /Schritt wiederholen/)).toBe('Strg + Umschalt + Z');
    expect(within(dialog).getByRole('rowheader', { name: 'Strg + Z' })).toBeInTheDocument();
    expect(within(dialog).getByText(/\(auch Strg K\)/)).toBeInTheDocument();
  });

  it('keeps Latin key names in Arabic', async () => {
    await act(() => activateLocale('ar', true));
    const dialog = openDialog();
    expect(within(dialog).getByRole('rowheader', { name: 'Ctrl + Shift + Z' })).toBeInTheDocument();
  });

  it('shows ⌘ and ⇧ on a Mac', () => {
    jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const dialog = openDialog();
    expect(within(dialog).getByRole('rowheader', { name: '⌘ + ⇧ + Z' })).toBeInTheDocument();
    expect(within(dialog).getByText('Search all your boards (also ⌘K)')).toBeInTheDocument();
  });
});
