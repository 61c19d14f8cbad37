// The calendar's looks: a surface of the theme over the board's colour, so its text keeps its
// contrast on every board colour and in both themes.
import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

// The board page is as wide as its lists (max-content): the calendar takes the window's width.
export const Surface = styled.section`
  box-sizing: border-box;
  width: calc(100vw - 1rem);
  margin: 0.5rem;
  padding: 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;

  h2 {
    margin: 0 auto 0 0;
    font-size: 1.15rem;
  }
`;

export const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;

  @media (max-width: 700px) {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

export const Undated = styled.section`
  flex: 0 0 12rem;
  padding: 0.5rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.sunken};

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }

  @media (max-width: 700px) {
    flex-basis: auto;
  }
`;

export const Grid = styled.table<{ $tall: boolean }>`
  flex: 1 1 0;
  min-width: 0;
  table-layout: fixed;
  border-collapse: collapse;

  /* Seven equal columns, whatever their cards' titles. */
  th {
    width: calc(100% / 7);
    padding: 0.25rem;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  td {
    height: ${({ $tall }) => ($tall ? '16rem' : '6.5rem')};

    @media (max-width: 700px) {
      height: ${({ $tall }) => ($tall ? '10rem' : '4rem')};
    }
  }
`;

export const DayCell = styled.td<{ $outside: boolean; $over: boolean }>`
  /* The week's bars are placed from their first day's cell. */
  position: relative;
  padding: 0.25rem;
  vertical-align: top;
  border: 1px solid ${theme.colors.border};
  background: ${({ $outside }) => ($outside ? theme.colors.sunken : theme.colors.surface)};
  ${({ $over }) =>
    $over &&
    css`
      outline: 2px solid ${theme.colors.focus};
      outline-offset: -2px;
    `}
`;

export const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-block;
  min-width: 1.5rem;
  padding: 0 0.25rem;
  border-radius: 999px;
  font-size: 0.85rem;
  text-align: center;
  ${({ $today }) =>
    $today &&
    css`
      font-weight: 700;
      color: ${theme.colors.primaryText};
      background: ${theme.colors.primary};
    `}
`;

export const CardList = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: 0.25rem;
  }
  .calendar-card {
    display: block;
    width: 100%;
    overflow: hidden;
    padding: 0.2rem 0.4rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    font: inherit;
    font-size: 0.85rem;
    text-align: start;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    cursor: pointer;
    touch-action: manipulation;
  }
  .calendar-card:hover {
    background: ${theme.colors.surfaceHover};
  }
  .calendar-card:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  .calendar-card[data-dragging] {
    opacity: 0.4;
  }
  .calendar-card[data-done] {
    text-decoration: line-through;
  }
`;

export const DraggedChip = styled.div`
  padding: 0.2rem 0.4rem;
  border-radius: 4px;
  font-size: 0.85rem;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  cursor: grabbing;
`;

/** A bar's height and the room each lane of bars takes above a day's cards. */
const LANE = 1.6;
const DAY_NUMBER = 1.5;

/**
 * A card from its start to its due across `$span` days of one week, from the day cell it is
 * placed in; above the following cells (they are positioned too), rounded only at true ends.
 */
export const Bar = styled.button<{
  $span: number;
  $lane: number;
  $starts: boolean;
  $ends: boolean;
}>`
  position: absolute;
  z-index: 1;
  top: ${({ $lane }) => `${DAY_NUMBER + $lane * LANE}rem`};
  inset-inline-start: 2px;
  width: ${({ $span }) => `calc(${$span} * 100% + ${$span - 1}px - 4px)`};
  height: ${LANE - 0.2}rem;
  overflow: hidden;
  padding: 0 0.4rem;
  border: 1px solid ${theme.colors.primary};
  /* Rounded where the bar begins and ends, on the side the reading direction puts them. */
  border-start-start-radius: ${({ $starts }) => ($starts ? '999px' : '0')};
  border-end-start-radius: ${({ $starts }) => ($starts ? '999px' : '0')};
  border-start-end-radius: ${({ $ends }) => ($ends ? '999px' : '0')};
  border-end-end-radius: ${({ $ends }) => ($ends ? '999px' : '0')};
  font: inherit;
  font-size: 0.85rem;
  text-align: start;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${theme.colors.primaryText};
  background: ${theme.colors.primary};
  cursor: pointer;
  touch-action: manipulation;

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &[data-dragging] {
    opacity: 0.4;
  }
  &[data-done] {
    text-decoration: line-through;
  }
`;

/** Room above a day's own cards for its week's lanes of bars. */
export const barRoom = (lanes: number) => `${lanes * LANE}rem`;
