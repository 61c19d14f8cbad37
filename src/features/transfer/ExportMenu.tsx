// "Export" in the board header: the board as our JSON file, or its cards as CSV. For everyone
// who can open the board, viewers too (reading is all it takes). The export itself runs in a
// saga and says how it went in a notice.
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import { exportRequested } from './exportActions';
import type { ExportFormat } from './export/fileNames';

const ITEMS: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Export as JSON' },
  { format: 'csv', label: 'Export cards as CSV' },
];

export function ExportMenu({ boardId }: { boardId: string }) {
  const dispatch = useAppDispatch();
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();

  return (
    <MenuAnchor ref={wrapRef}>
      <Button {...triggerProps}>Export</Button>
      {open && (
        <MenuPopup {...menuProps} aria-label="Export">
          {ITEMS.map(({ format, label }) => (
            <li role="none" key={format}>
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  // The page stays as it was: focus goes back to "Export".
                  close(true);
                  dispatch(exportRequested({ boardId, format }));
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </MenuPopup>
      )}
    </MenuAnchor>
  );
}
