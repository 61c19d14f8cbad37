import styled from 'styled-components';
import { phone } from '../../styles/media';
import { ROW_HEIGHT } from './useWindowedRows';

export const HEADER_ROW_HEIGHT = 40;

/** The scroll box: the header row sticks at its top while the rows scroll under it. */
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
`;

export const Row = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  min-width: max-content;
  height: ${ROW_HEIGHT}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeaderRow = styled(Row)`
  position: sticky;
  top: 0;
  z-index: 1;
  height: ${HEADER_ROW_HEIGHT}px;
  background: ${({ theme }) => theme.colors.sunken};
`;

export const Body = styled.div`
  position: relative;
`;

const cell = `
  display: flex;
  align-items: center;
  box-sizing: border-box;
  min-width: 0;
  padding: 0 0.6rem;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  outline-offset: -3px;
`;

export const Cell = styled.div`
  ${cell}

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
`;

export const HeaderCell = styled.div`
  ${cell}
  padding: 0;
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
  text-align: left;
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
