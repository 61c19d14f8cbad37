// The Theme setting, kept per device in localStorage, and applied as data-theme on <html>:
// src/index.html's first script applies the kept one before the first paint, under the same key.
export type ThemeChoice = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'boards:theme';

const isExplicit = (value: unknown): value is 'light' | 'dark' =>
  value === 'light' || value === 'dark';

/** The kept choice; "system" when none is kept or storage cannot be read. */
export function readThemeChoice(): ThemeChoice {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    return isExplicit(kept) ? kept : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the page in the chosen theme at once and keeps the choice for the next visit. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (isExplicit(choice)) root.dataset.theme = choice;
  else delete root.dataset.theme; // The style sheet follows prefers-color-scheme.
  try {
    if (isExplicit(choice)) localStorage.setItem(STORAGE_KEY, choice);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window, say): the theme applies to this visit only.
  }
}
