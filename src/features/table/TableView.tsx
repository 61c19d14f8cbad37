// The board as a table (issue 33 §1): one row per card the board's filter shows, its title,
// list, labels, assignees, due day and custom fields; sorted by any column; a keyboard grid
// whose cells edit in place through the board's own card requests. Only the rows in view are
// rendered (useWindowedRows), so a 5,000-card board opens and scrolls like a small one.
import { useMemo, useRef, useState } from 'react';
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
import { CellEditor } from './CellEditor';
import { sortCards, tableColumns } from './tableColumns';
import { useTableSort } from './useTableSort';
import { selectListOrder, selectTableCards } from './tableSelectors';
import {
  Body,
  Cell,
  Empty,
  Grid,
  HEADER_ROW_HEIGHT,
  HeaderCell,
  HeaderRow,
  Row,
  SortButton,
} from './TableView.styles';
import { useGridKeys, type GridPosition } from './useGridKeys';
import { ROW_HEIGHT, useWindowedRows } from './useWindowedRows';

const arrows = { ascending: '▲', descending: '▼' };

export function TableView() {
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
    [lists, listOrder, labels, members, fields],
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
  const { rows, onScroll } = useWindowedRows(box, sorted.length, HEADER_ROW_HEIGHT);
  const pageRows = Math.max(1, rows.end - rows.start - 16);

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
  const tabStop = (row: number, column: number) =>
    keys.active.row === row && keys.active.column === column ? 0 : -1;

  const body = [];
  for (let index = rows.start; index < rows.end; index += 1) {
    const card = sorted[index]!;
    body.push(
      <Row
        key={card.id}
        role="row"
        aria-rowindex={index + 2}
        data-card-id={card.id}
        $columns={template}
        style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0 }}
      >
        {columns.map((column, columnIndex) => {
          const open = editing?.cardId === card.id && editing.column === columnIndex;
          return (
            <Cell
              key={column.id}
              role="gridcell"
              aria-colindex={columnIndex + 1}
              aria-readonly={!canEdit || !column.editable || undefined}
              data-cell={`${index}:${columnIndex}`}
              tabIndex={open ? -1 : tabStop(index, columnIndex)}
              onFocus={() => keys.focusCell({ row: index, column: columnIndex })}
              onDoubleClick={() => edit({ row: index, column: columnIndex })}
            >
              {open && column.editable ? (
                <CellEditor
                  card={card}
                  column={column.editable}
                  columnName={column.name}
                  lists={openLists}
                  labels={labels}
                  members={members}
                  shownInList={(listId) => byList[listId]?.length ?? 0}
                  done={() => {
                    setEditing(null);
                    keys.refocus();
                  }}
                />
              ) : (
                <span>{column.text(card)}</span>
              )}
            </Cell>
          );
        })}
      </Row>,
    );
  }

  return (
    <>
      <Grid
        ref={box}
        role="grid"
        aria-label="Cards"
        aria-rowcount={sorted.length + 1}
        aria-colcount={columns.length}
        onScroll={onScroll}
        onKeyDown={keys.onKeyDown}
      >
        <div role="rowgroup">
          <HeaderRow role="row" aria-rowindex={1} $columns={template}>
            {columns.map((column, columnIndex) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <HeaderCell
                  key={column.id}
                  role="columnheader"
                  aria-colindex={columnIndex + 1}
                  aria-sort={direction ?? 'none'}
                  data-cell={`-1:${columnIndex}`}
                >
                  <SortButton
                    type="button"
                    tabIndex={tabStop(-1, columnIndex)}
                    onFocus={() => keys.focusCell({ row: -1, column: columnIndex })}
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
          {body}
        </Body>
      </Grid>
      {sorted.length === 0 && <Empty>No cards to show.</Empty>}
    </>
  );
}
