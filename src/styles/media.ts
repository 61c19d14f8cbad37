// The one breakpoint the layout has: a phone, up to 480 px wide (issue 25). Above it the
// desktop layout holds unchanged; below it the board shows one list at a time.
import { css } from 'styled-components';

export const PHONE_MAX_WIDTH = 480;

/** A media query for phones, to write `@media ${phone} { … }` in a styled component. */
export const phone = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Words a phone does not show (an icon beside them does), still read by screen readers. */
export const wordsHiddenOnPhone = css`
  @media ${phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
