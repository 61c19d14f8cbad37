// The table's sort lives in the address (`?view=table&sort=due&dir=desc`, issue 33 §1), so a
// link opens the table sorted the same way. Replaced, not pushed, like the view's own choice:
// Back leaves the board, and Back and Forward bring each address's sort with it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from './tableColumns';

type SortUpdate = (was: TableSort | null) => TableSort | null;

const sortOf = (params: URLSearchParams): TableSort | null => {
  const column = params.get('sort');
  if (!column) return null;
  return { column, direction: params.get('dir') === 'desc' ? 'descending' : 'ascending' };
};

export function useTableSort(): [TableSort | null, (update: SortUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const column = params.get('sort');
  const dir = params.get('dir');
  // A new object only when the address changes, so the table's sorted rows are kept.
  const sort = useMemo(
    () => sortOf(new URLSearchParams({ sort: column ?? '', dir: dir ?? '' })),
    [column, dir],
  );
  const setSort = useCallback(
    (update: SortUpdate) =>
      setParams(
        (current) => {
          const next = update(sortOf(current));
          const updated = new URLSearchParams(current);
          updated.delete('sort');
          updated.delete('dir');
          if (next) {
            updated.set('sort', next.column);
            updated.set('dir', next.direction === 'descending' ? 'desc' : 'asc');
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}
