// The board as a table (issue 33 §1): one row per card the board's filter shows, its title,
// list, labels, assignees, due day and custom fields; sorted by any column; a keyboard grid
// whose cells edit in place through the board's own card requests. Only the rows in view are
// rendered (useTableRows), so a 5,000-card board opens and scrolls like a small one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import {
  selectBoardLabels,
  selectBoardMembers,
  selectCanEditBoard,
  selectCustomFields,
  selectListsById,
  selectOpenLists,
  selectVisibleCardIdsByList,
} from '../board';
import type { Card } from '../../domain/types';
import { CellEditor } from './CellEditor';
import { sortCards, tableColumns } from './tableColumns';
import { useTableSort } from './useTableSort';
import { selectListOrder, selectTableCards } from './tableSelectors';
import { TableRow } from './TableRow';
import {
  Body,
  cellClass,
  Empty,
  Grid,
  HEADER_ROW_HEIGHT,
  HeaderCell,
  HeaderRow,
  rowClass,
  SortButton,
} from './TableView.styles';
import { useGridKeys, type GridPosition } from './useGridKeys';
import { ROW_HEIGHT, useTableRows } from './useTableRows';

const arrows = { ascending: '▲', descending: '▼' };

/** The cell an event happened in, by its data-cell "row:column". */
function cellOf(event: SyntheticEvent): GridPosition | null {
  const cell = (event.target as HTMLElement).closest?.('[data-cell]');
  const [row, column] = (cell?.getAttribute('data-cell') ?? '').split(':').map(Number);
  return Number.isInteger(row) && Number.isInteger(column) ? { row: row!, column: column! } : null;
}

export function TableView() {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const cards = useAppSelector(selectTableCards);
  const lists = useAppSelector(selectListsById);
  const openLists = useAppSelector(selectOpenLists);
  const listOrder = useAppSelector(selectListOrder);
  const labels = useAppSelector(selectBoardLabels);
  const members = useAppSelector(selectBoardMembers);
  const fields = useAppSelector(selectCustomFields);
  const byList = useAppSelector(selectVisibleCardIdsByList);
  const canEdit = useAppSelector(selectCanEditBoard);
  const [sort, setSort] = useTableSort();
  const [editing, setEditing] = useState<{ cardId: string; column: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const columns = useMemo(
    () => tableColumns({ lists, listOrder, labels, members, fields, now: new Date() }),
    // The language too: the column names are its words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lists, listOrder, labels, members, fields, locale],
  );
  const sorted = useMemo(
    () =>
      sort
        ? sortCards(
            cards,
            columns.find((column) => column.id === sort.column),
            sort.direction,
          )
        : cards,
    [cards, columns, sort],
  );
  const template = columns.map((column) => column.width).join(' ');
  const rows = useTableRows(box, sorted.length, HEADER_ROW_HEIGHT);
  const inView = rows.range ? rows.range.endIndex - rows.range.startIndex : 1;
  // A page leaves the header's row and one row of the last page in view.
  const pageRows = Math.max(1, inView - 1);

  const edit = ({ row, column }: GridPosition) => {
    const card = sorted[row];
    if (canEdit && card && columns[column]?.editable) setEditing({ cardId: card.id, column });
  };
  const keys = useGridKeys({
    box,
    rowCount: sorted.length,
    columnCount: columns.length,
    pageRows,
    headerHeight: HEADER_ROW_HEIGHT,
    edit,
  });
  const sortBy = (id: string) =>
    setSort((was) =>
      was?.column === id && was.direction === 'ascending'
        ? { column: id, direction: 'descending' }
        : { column: id, direction: 'ascending' },
    );
  const editorFor = (card: Card, column: number) => {
    const editable = columns[column]?.editable;
    if (!editable) return null;
    return (
      <CellEditor
        card={card}
        column={editable}
        columnName={columns[column]!.name}
        lists={openLists}
        labels={labels}
        members={members}
        shownInList={(listId) => byList[listId]?.length ?? 0}
        done={() => {
          setEditing(null);
          keys.refocus();
        }}
      />
    );
  };

  return (
    <>
      <Grid
        ref={box}
        role="grid"
        aria-label={t`Cards`}
        aria-rowcount={sorted.length + 1}
        aria-colcount={columns.length}
        style={{ '--table-columns': template } as CSSProperties}
        onKeyDown={keys.onKeyDown}
        // One handler each for every cell: rows stay the same between scrolled frames.
        onFocus={(event) => {
          const at = cellOf(event);
          if (at) keys.focusCell(at);
        }}
        onDoubleClick={(event) => {
          const at = cellOf(event);
          if (at && at.row >= 0) edit(at);
        }}
      >
        <div role="rowgroup">
          <HeaderRow className={rowClass} role="row" aria-rowindex={1}>
            {columns.map((column, columnIndex) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              const tabStop = keys.active.row === -1 && keys.active.column === columnIndex;
              return (
                <HeaderCell
                  key={column.id}
                  className={cellClass}
                  role="columnheader"
                  aria-colindex={columnIndex + 1}
                  aria-sort={direction ?? 'none'}
                  data-cell={`-1:${columnIndex}`}
                >
                  <SortButton
                    type="button"
                    tabIndex={tabStop ? 0 : -1}
                    onClick={() => sortBy(column.id)}
                  >
                    {column.name}
                    {direction && <span aria-hidden="true">{arrows[direction]}</span>}
                  </SortButton>
                </HeaderCell>
              );
            })}
          </HeaderRow>
        </div>
        <Body role="rowgroup" style={{ height: sorted.length * ROW_HEIGHT }}>
          {rows.getVirtualItems().map((item) => {
            const card = sorted[item.index]!;
            const editingColumn = editing?.cardId === card.id ? editing.column : -1;
            return (
              <TableRow
                key={card.id}
                card={card}
                index={item.index}
                top={item.start - HEADER_ROW_HEIGHT}
                columns={columns}
                canEdit={canEdit}
                activeColumn={keys.active.row === item.index ? keys.active.column : -1}
                editingColumn={editingColumn}
                editor={editingColumn >= 0 ? editorFor(card, editingColumn) : null}
              />
            );
          })}
        </Body>
      </Grid>
      {sorted.length === 0 && (
        <Empty>
          <Trans>No cards to show.</Trans>
        </Empty>
      )}
    </>
  );
}
