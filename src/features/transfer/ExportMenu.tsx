// "Export" in the board menu: the board as our JSON file, or its cards as CSV. For everyone
// who can open the board, viewers too (reading is all it takes). The export itself runs in a
// saga and says how it went in a notice.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import { exportRequested } from './exportActions';
import type { ExportFormat } from './export/fileNames';

const ITEMS: { format: ExportFormat; label: MessageDescriptor }[] = [
  { format: 'json', label: msg`Export as JSON` },
  { format: 'csv', label: msg`Export cards as CSV` },
];

/** The export items, in the menu that holds them (the board menu). */
export function ExportMenuItems({ boardId, close }: { boardId: string; close: () => void }) {
  const dispatch = useAppDispatch();
  const { i18n } = useLingui();
  return ITEMS.map(({ format, label }) => (
    <li role="none" key={format}>
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          close();
          dispatch(exportRequested({ boardId, format }));
        }}
      >
        {i18n._(label)}
      </button>
    </li>
  ));
}
