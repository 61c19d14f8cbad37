/**
 * Where a key is a character being typed, not a shortcut: a text field, a select, or anything
 * editable. Every single-key shortcut of the app asks this first.
 */
export const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    target.closest('input, textarea, select, [contenteditable]') !== null);
