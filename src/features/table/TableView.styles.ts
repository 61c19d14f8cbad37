import styled from 'styled-components';
import { phone } from '../../styles/media';
import { ROW_HEIGHT } from './useTableRows';

export const HEADER_ROW_HEIGHT = 40;

/**
 * The scroll box: the header row sticks at its top while the rows scroll under it. Rows and
 * cells are plain elements styled from here (`rowClass`, `cellClass`): a screenful of styled
 * components per scrolled frame cost more than the rows' own work.
 */
export const Grid = styled.div`
  position: relative;
  box-sizing: border-box;
  height: calc(100vh - var(--board-header-height, 7rem));
  margin: 0 1rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  @media ${phone} {
    margin: 0 0.5rem;
  }

  .table-row {
    display: grid;
    /* Set on the grid from the columns' widths. */
    grid-template-columns: var(--table-columns);
    /* The columns' fixed minimums: every row as wide as the header, none measured by its text. */
    min-width: min-content;
    height: ${ROW_HEIGHT}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  .table-cell {
    display: flex;
    align-items: center;
    box-sizing: border-box;
    min-width: 0;
    padding: 0 0.6rem;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    outline-offset: -3px;

    &:focus {
      outline: 2px solid ${({ theme }) => theme.colors.focus};
    }
    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & > input,
    & > select {
      width: 100%;
      font: inherit;
    }
    & > select[multiple] {
      position: absolute;
      z-index: 2;
      width: auto;
      min-width: 10rem;
    }
  }
`;

export const rowClass = 'table-row';
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
export const editingRowClass = 'table-row table-row-editing';
export const cellClass = 'table-cell';

export const HeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  height: ${HEADER_ROW_HEIGHT}px;
  background: ${({ theme }) => theme.colors.sunken};
`;

/** The rows' box, as tall as every row; each row is placed in it by its index. */
export const Body = styled.div`
  position: relative;

  & > .table-row {
    position: absolute;
    top: 0;
    inset-inline: 0;
    /* A row's layout and style never reach its neighbours. */
    contain: layout style;
  }
  /* An open editor (a list of labels, say) overlaps the rows below it. */
  & > .table-row-editing {
    z-index: 1;
  }
`;

export const HeaderCell = styled.div`
  /* Over the cells' padding: the sort button fills the cell. */
  && {
    padding: 0;
  }
`;

export const SortButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  width: 100%;
  height: 100%;
  padding: 0 0.6rem;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export const Empty = styled.p`
  margin: 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;
