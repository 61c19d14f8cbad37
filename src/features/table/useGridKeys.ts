// The table's keys, as the ARIA grid pattern has them: arrows move between cells, Home and End
// to a row's ends (with Ctrl, the table's), Page Up and Down a screen at a time, Enter or F2
// edits. One cell is the tab stop (roving tabindex); it follows the focus.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { scrollRowIntoView } from './useTableRows';

/** A cell: row -1 is the header row. */
export interface GridPosition {
  row: number;
  column: number;
}

export function useGridKeys({
  box,
  rowCount,
  columnCount,
  pageRows,
  headerHeight,
  edit,
}: {
  box: RefObject<HTMLElement | null>;
  rowCount: number;
  columnCount: number;
  pageRows: number;
  headerHeight: number;
  edit: (position: GridPosition) => void;
}) {
  const [active, setActive] = useState<GridPosition>({ row: -1, column: 0 });
  // Focus follows a move made from the keyboard, not a render for another reason.
  const moved = useRef(false);

  const moveTo = useCallback(
    (position: GridPosition) => {
      const row = Math.max(-1, Math.min(rowCount - 1, position.row));
      const column = Math.max(0, Math.min(columnCount - 1, position.column));
      if (box.current && row >= 0) scrollRowIntoView(box.current, row, headerHeight);
      moved.current = true;
      setActive({ row, column });
    },
    [box, rowCount, columnCount, headerHeight],
  );

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = box.current?.querySelector<HTMLElement>(
      `[data-cell="${active.row}:${active.column}"]`,
    );
    (target?.querySelector<HTMLElement>('button') ?? target)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const { row, column } = active;
    // Right to left, the first column is on the right: the arrows follow the reading direction.
    const ahead = document.documentElement.dir === 'rtl' ? -1 : 1;
    const keys: Record<string, GridPosition | undefined> = {
      ArrowUp: { row: row - 1, column },
      ArrowDown: { row: row + 1, column },
      ArrowLeft: { row, column: column - ahead },
      ArrowRight: { row, column: column + ahead },
      Home: event.ctrlKey ? { row: -1, column: 0 } : { row, column: 0 },
      End: event.ctrlKey ? { row: rowCount - 1, column } : { row, column: columnCount - 1 },
      PageUp: { row: Math.max(0, row - pageRows), column },
      PageDown: { row: row + pageRows, column },
    };
    const next = keys[event.key];
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if ((event.key === 'Enter' || event.key === 'F2') && row >= 0) {
      event.preventDefault();
      edit(active);
    }
  };

  /** A click or a focus on a cell makes it the tab stop. */
  const focusCell = useCallback(
    (position: GridPosition) =>
      // The same cell again (a click on the tab stop) renders nothing.
      setActive((was) =>
        was.row === position.row && was.column === position.column ? was : position,
      ),
    [],
  );
  /** Back on the cell, as after an editor closes. */
  const refocus = useCallback(() => {
    moved.current = true;
    setActive((was) => ({ ...was }));
  }, []);

  return { active, onKeyDown, focusCell, refocus };
}
