// The header's controls that a narrow window folds into the board menu (issue 31 §1), leading
// it: the viewer's note, Undo, Redo and Search on a phone-sized header, Filter on a phone, Share (or Members) and
// Activity below the narrow header's width. The header hides its own buttons at the same widths.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  useNarrowHeader,
  usePhoneHeader,
  usePhoneLayout,
} from '../../components/Layout/usePhoneLayout';
import type { Board } from '../../domain/types';
import { activityPanelOpened } from '../activity';
import { selectCanEditBoard, selectCanShareBoard } from '../board';
import { redoRequested, selectNextRedo, selectNextUndo, undoRequested } from '../edits';
import { modalOpened } from '../modal';
import { BOARD_VIEWS, BOARD_VIEW_ITEMS, useBoardView } from './useBoardView';

/** The filter's fold on a phone, which the header owns (it shows the filter's row). */
export interface FilterFold {
  open: boolean;
  active: boolean;
  toggle: () => void;
}

function Item({
  onClick,
  children,
  ...rest
}: {
  onClick: () => void;
  children: string;
  disabled?: boolean;
  role?: 'menuitem' | 'menuitemcheckbox' | 'menuitemradio';
  'aria-checked'?: boolean;
}) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onClick} {...rest}>
        {children}
      </button>
    </li>
  );
}

export function FoldedHeaderItems({
  board,
  close,
  filter,
}: {
  board: Board;
  /** Closes the menu, focus back on its trigger. */
  close: () => void;
  filter?: FilterFold;
}) {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const canEdit = useAppSelector(selectCanEditBoard);
  const isOwner = useAppSelector(selectCanShareBoard);
  const undo = useAppSelector(selectNextUndo);
  const redo = useAppSelector(selectNextRedo);
  const narrow = useNarrowHeader();
  const phoneHeader = usePhoneHeader();
  const phone = usePhoneLayout();
  const [view, chooseView] = useBoardView();
  if (!narrow) return null;
  const undoLabel = undo?.label;
  const redoLabel = redo?.label;
  const act = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      {phoneHeader && !canEdit && (
        // Said, not an action (a disabled item, so that the menu holds only items).
        <li role="none">
          <span role="menuitem" aria-disabled="true" className="note">
            <Trans>You can only view this board.</Trans>
          </span>
        </li>
      )}
      {phoneHeader && canEdit && (
        <>
          <Item disabled={!undo} onClick={act(() => dispatch(undoRequested()))}>
            {undoLabel ? t`Undo ${undoLabel}` : t`Undo`}
          </Item>
          <Item disabled={!redo} onClick={act(() => dispatch(redoRequested()))}>
            {redoLabel ? t`Redo ${redoLabel}` : t`Redo`}
          </Item>
        </>
      )}
      {phoneHeader && <Item onClick={act(() => dispatch(modalOpened('search')))}>{t`Search`}</Item>}
      {phone && filter && (
        <Item role="menuitemcheckbox" aria-checked={filter.open} onClick={act(filter.toggle)}>
          {filter.active ? t`Filter (on)` : t`Filter`}
        </Item>
      )}
      {/* A phone's header has no room for the view tabs. */}
      {phone &&
        BOARD_VIEWS.map((id) => (
          <Item
            key={id}
            role="menuitemradio"
            aria-checked={view === id}
            onClick={act(() => chooseView(id))}
          >
            {i18n._(BOARD_VIEW_ITEMS[id])}
          </Item>
        ))}
      <Item onClick={act(() => dispatch(modalOpened('shareBoard', board.id)))}>
        {isOwner ? t`Share` : t`Members`}
      </Item>
      <Item onClick={act(() => dispatch(activityPanelOpened()))}>{t`Activity`}</Item>
      <li role="separator" />
    </>
  );
}
