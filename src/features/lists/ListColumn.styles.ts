// A list column: a fixed-width box whose cards scroll on their own, inside the board's row.
import styled from 'styled-components';
import { phone } from '../../styles/media';
import { theme } from '../../styles/theme';
import { HEADER_HEIGHT, cardTileStyles } from '../cards';

export const COLUMN_WIDTH = '17rem';

/** On a phone, one list fills the screen but for a glimpse of the next (issue 25 §1). */
export const PHONE_COLUMN_WIDTH = 'calc(100vw - 2.5rem)';

export const Column = styled.section`
  display: flex;
  flex-direction: column;
  flex: 0 0 ${COLUMN_WIDTH};
  width: ${COLUMN_WIDTH};
  /* The column never grows past the window: its cards scroll inside it instead. */
  max-height: calc(100vh - var(--board-header-height, ${HEADER_HEIGHT}) - 1.75rem);
  margin-inline-end: 0.75rem;
  border-radius: 10px;
  background: ${theme.colors.sunken};
  color: ${theme.colors.text};

  @media ${phone} {
    flex-basis: ${PHONE_COLUMN_WIDTH};
    width: ${PHONE_COLUMN_WIDTH};
    margin-inline-end: 0.5rem;
    /* Below the header and the "List 1 of 3" line. */
    max-height: calc(100dvh - var(--board-header-height, ${HEADER_HEIGHT}) - 3.25rem);
    scroll-snap-align: center;
  }

  /* A moved list moves itself, above the others. */
  &[data-dragging='true'] {
    position: relative;
    z-index: 1;
    box-shadow: ${theme.shadow};
  }

  /* Over its work-in-progress limit (the header's count says so in words too). */
  &[data-over-limit='true'] {
    box-shadow: inset 0 0 0 2px ${theme.colors.danger};
  }
`;

export const ColumnHeader = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 0.25rem;
  padding-block: 0.5rem 0.25rem;
  padding-inline: 0.75rem 0.5rem;
  border-radius: 10px 10px 0 0;

  /* The grip: a visible button of its own, at least 24 px square (WCAG 2.2 target size), for
     a mouse, a finger's long press, or the keyboard. */
  & > .move-handle {
    display: inline-flex;
    flex: 0 0 auto;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    margin-inline-start: -0.4rem;
    padding: 0;
    border: 0;
    border-radius: 4px;
    background: transparent;
    color: ${theme.colors.muted};
    cursor: grab;
    touch-action: none;
  }
  & > .move-handle:hover {
    background: ${theme.colors.border};
  }
  & > .move-handle:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 0;
  }

  .grow {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const ColumnTitle = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: 0.95rem;

  button {
    display: block;
    width: 100%;
    padding: 0.3rem 0.25rem;
    border: 0;
    border-radius: 4px;
    background: transparent;
    font: inherit;
    font-weight: 700;
    color: inherit;
    text-align: start;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  button:hover {
    background: rgba(9, 30, 66, 0.08);
  }

  /* A viewer's title: where the button would be, so columns line up either way. */
  .read-only {
    display: block;
    padding: 0.3rem 0.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

export const CardsScroller = styled.div`
  flex: 1 1 auto;
  /* Room to drop into an empty list. */
  min-height: 2.5rem;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 0.25rem 0.5rem;

  &[data-over='true'] {
    background: rgba(9, 30, 66, 0.06);
  }

  ${cardTileStyles}
`;
