// One card's row in the table (issue 33 §1). Memoized, with props that stay the same while the
// table scrolls: a scroll re-renders only the rows that come into view. Focus and double-click
// are handled once, on the grid (TableView), by the cell's data-cell position.
import { memo, type ReactNode } from 'react';
import type { Card } from '../../domain/types';
import type { TableColumn } from './tableColumns';
import { cellClass, editingRowClass, rowClass } from './TableView.styles';

export interface TableRowProps {
  card: Card;
  index: number;
  /** The row's offset in the rows' box, in pixels. */
  top: number;
  columns: TableColumn[];
  canEdit: boolean;
  /** The column of the grid's tab stop when it is in this row, else -1. */
  activeColumn: number;
  /** The column being edited in this row, else -1, and its editor. */
  editingColumn: number;
  editor: ReactNode;
}

export const TableRow = memo(function TableRow(props: TableRowProps) {
  const { card, index, top, columns, canEdit, activeColumn, editingColumn, editor } = props;
  return (
    <div
      className={editingColumn >= 0 ? editingRowClass : rowClass}
      role="row"
      aria-rowindex={index + 2}
      data-card-id={card.id}
      style={{ transform: `translateY(${top}px)` }}
    >
      {columns.map((column, columnIndex) => {
        const open = editingColumn === columnIndex && column.editable;
        return (
          <div
            key={column.id}
            className={cellClass}
            role="gridcell"
            aria-colindex={columnIndex + 1}
            aria-readonly={!canEdit || !column.editable || undefined}
            data-cell={`${index}:${columnIndex}`}
            tabIndex={!open && activeColumn === columnIndex ? 0 : -1}
          >
            {open ? editor : <span>{column.text(card)}</span>}
          </div>
        );
      })}
    </div>
  );
});
