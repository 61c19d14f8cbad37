// The one breakpoint the layout has: a phone, up to 480 px wide (issue 25). Above it the
// desktop layout holds unchanged; below it the board shows one list at a time.
import { css } from 'styled-components';

export const PHONE_MAX_WIDTH = 480;

/** A media query for phones, to write `@media ${phone} { … }` in a styled component. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
export const phone = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Words a window up to `media` does not show (an icon beside them does), still read aloud. */
export const wordsHiddenBelow = (media: string) => css`
  @media ${media} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Words a phone does not show (an icon beside them does), still read by screen readers. */
export const wordsHiddenOnPhone = wordsHiddenBelow(phone);

// The headers fold step by step so that they hold one row at every width (issue 31 §1): below
// each width some controls show as icons only, or move into the board and account menus.
/** No keyboard hint beside Search, and the viewer's note in two words. */
export const LAPTOP_HEADER_MAX_WIDTH = 1366;
/** Undo and Redo as icons, no members' initials. */
export const COMPACT_HEADER_MAX_WIDTH = 1100;
/** Share and Activity move into the board menu. */
export const NARROW_HEADER_MAX_WIDTH = 900;
/** A phone's one row: the way back, the name, Notifications and the two menus (the rest in them). */
export const PHONE_HEADER_MAX_WIDTH = 600;

/* eslint-disable lingui/no-unlocalized-strings -- media queries */
export const laptopHeader = `(max-width: ${LAPTOP_HEADER_MAX_WIDTH}px)`;
export const compactHeader = `(max-width: ${COMPACT_HEADER_MAX_WIDTH}px)`;
export const narrowHeader = `(max-width: ${NARROW_HEADER_MAX_WIDTH}px)`;
export const phoneHeader = `(max-width: ${PHONE_HEADER_MAX_WIDTH}px)`;
/* eslint-enable lingui/no-unlocalized-strings */
