// The card tile's styles, applied by each list's card scroller to its `.card-tile` children:
// a tile is a plain element, so a board of thousands of cards creates no styled component per
// card (each one costs a render and a class lookup).
import { css } from 'styled-components';
import { theme } from '../../styles/theme';

export const cardTileStyles = css`
  .card-tile {
    position: relative;
    margin-bottom: 0.5rem;
    border-radius: 8px;
    background: ${theme.colors.surface};
    box-shadow: 0 1px 1px rgba(9, 30, 66, 0.25);
    color: ${theme.colors.text};
    /* The browser skips the layout and paint of tiles scrolled out of view. */
    content-visibility: auto;
    contain-intrinsic-size: auto 60px;

    &:hover {
      background: ${theme.colors.surfaceHover};
    }
    /* The tile being moved stays as the gap where it would land (DraggedCard follows the hand). */
    &[data-dragging='true'] {
      opacity: 0.4;
      content-visibility: visible;
    }

    /* The card's button fills the tile, under the pencil and the actions button (its siblings,
       top, at the end of the line). */
    .card-handle {
      display: block;
      padding-block: 0.5rem;
      padding-inline: 0.6rem 3.9rem;
      border-radius: inherit;
    }
    .card-editing {
      display: block;
      padding: 0.5rem 2rem 0.5rem 0.6rem;
      border-radius: inherit;
    }
    .card-handle {
      cursor: pointer;
    }
    .card-handle:focus-visible {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 1px;
    }

    /* A cover: the image's thumbnail, held on the card, the tile's width (attachments). */
    .cover {
      display: block;
      width: calc(100% + 2.6rem);
      max-height: 10rem;
      margin: -0.5rem -2rem 0.5rem -0.6rem;
      object-fit: cover;
      border-radius: 8px 8px 0 0;
    }
    .cover-color {
      height: 2rem;
    }

    /* A template card (issue 32): a dashed edge and its badge, so nobody takes it for work. */
    &[data-template='true'] {
      outline: 1px dashed ${theme.colors.text};
      outline-offset: -1px;
    }
    .template-badge {
      display: inline-block;
      margin-bottom: 0.25rem;
      padding: 0 0.4rem;
      border: 1px dashed currentColor;
      border-radius: 4px;
      font-size: 0.72rem;
      font-weight: 600;
    }

    .title {
      display: block;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }

    .labels {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin-bottom: 0.35rem;
    }
    .label {
      display: inline-block;
      min-width: 2.5rem;
      max-width: 100%;
      padding: 0 0.4rem;
      border-radius: 4px;
      font-size: 0.72rem;
      font-weight: 600;
      line-height: 1rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* A label without a name is a bar of its colour. */
    .label:empty {
      height: 0.5rem;
    }

    .field-chips {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin-top: 0.35rem;
    }
    .field-chip {
      max-width: 100%;
      padding: 0 0.35rem;
      border: 1px solid ${theme.colors.border};
      border-radius: 4px;
      font-size: 0.75rem;
      line-height: 1.1rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }

    .badges {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem;
      margin-top: 0.35rem;
      font-size: 0.8rem;
      color: ${theme.colors.muted};
    }
    .badges:empty {
      display: none;
    }
    .badge {
      display: inline-flex;
      align-items: center;
      gap: 0.2rem;
      padding: 0.05rem 0.3rem;
      border-radius: 4px;
    }
    .due-overdue {
      background: ${theme.colors.danger};
      color: ${theme.colors.dangerText};
      font-weight: 600;
    }
    .due-dueSoon {
      background: #f5cd47;
      color: #172b4d;
      font-weight: 600;
    }
    .assignees {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 0.25rem;
      margin-top: 0.35rem;
    }
    .assignee {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: 1.75rem;
      height: 1.75rem;
      padding: 0 0.25rem;
      border-radius: 999px;
      background: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      font-size: 0.75rem;
      font-weight: 700;
    }
    .checklist-done,
    .due-complete {
      background: #1f845a;
      color: #ffffff;
    }

    .card-menu-anchor {
      position: absolute;
      top: 0.25rem;
      inset-inline-end: 0.25rem;
    }
    .rename {
      position: absolute;
      top: 0.25rem;
      inset-inline-end: 2.1rem;
    }
    .rename,
    .card-menu {
      display: block;
      width: 1.75rem;
      height: 1.75rem;
      padding: 0;
      border: 0;
      border-radius: 6px;
      background: transparent;
      color: ${theme.colors.muted};
      font: inherit;
      font-weight: 700;
      cursor: pointer;
      opacity: 0;
    }
    /* Shown with the pointer over the tile or the focus in it, and while its menu is open. */
    &:hover .rename,
    &:focus-within .rename,
    .rename:focus-visible,
    &:hover .card-menu,
    &:focus-within .card-menu,
    .card-menu[aria-expanded='true'] {
      opacity: 1;
    }
    .rename:hover,
    .card-menu:hover,
    .card-menu[aria-expanded='true'] {
      background: ${theme.colors.subtleHover};
    }
    .rename:focus-visible,
    .card-menu:focus-visible {
      outline: 2px solid ${theme.colors.focus};
    }
    @media (hover: none) {
      .rename,
      .card-menu {
        opacity: 1;
      }
    }
  }
`;
