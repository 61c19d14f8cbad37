// The board menu in the header: what is done to the whole board now and then (watching it, the
// archived items, export) and the destructive end (delete it, or leave it), which never sits as
// a button of its own in the header (issue 25 §2); the board's colour (owner), and on a narrow
// window the header's controls that it folds away (issue 31 §1).
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import type { Board } from '../../domain/types';
import { phone } from '../../styles/media';
import {
  archivedViewToggled,
  selectCanEditBoard,
  selectCanShareBoard,
  selectShowArchived,
} from '../board';
import { boardTemplateToggled } from '../dashboard';
import { modalOpened } from '../modal';
import { ExportMenuItems } from '../transfer';
import { BoardColorItems } from './BoardColorItems';
import { BoardWatchButtons } from './BoardWatchButtons';
import { FoldedHeaderItems, type FilterFold } from './FoldedHeaderItems';

const Popup = styled(MenuPopup)`
  [role='menuitemcheckbox']::before {
    display: inline-block;
    width: 1.2rem;
    content: '';
  }
  [role='menuitemcheckbox'][aria-checked='true']::before {
    content: '✓';
  }
  .note {
    display: block;
    padding: 0.45rem 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  [role='separator'] {
    margin: 0.3rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  @media ${phone} {
    button {
      padding-block: 0.7rem;
    }
  }
`;

/** Three dots: the trigger's picture; its words are its name only, to keep the header short. */
function MoreIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

const Trigger = styled(Button)`
  padding-inline: 0.6rem;
`;

export function BoardMenu({ board, filter }: { board: Board; filter?: FilterFold }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const showArchived = useAppSelector(selectShowArchived);
  const canEdit = useAppSelector(selectCanEditBoard);
  const isOwner = useAppSelector(selectCanShareBoard);
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();
  // An item's action leaves focus where the menu was: on its trigger.
  const done = () => close(true);

  return (
    <MenuAnchor ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={t`Board menu`}>
        <MoreIcon />
      </Trigger>
      {open && (
        <Popup {...menuProps} aria-label={t`Board menu`}>
          <FoldedHeaderItems board={board} close={done} filter={filter} />
          <BoardWatchButtons board={board} close={done} />
          {canEdit && (
            <li role="none">
              <button
                type="button"
                role="menuitemcheckbox"
                aria-checked={showArchived}
                onClick={() => {
                  done();
                  dispatch(archivedViewToggled());
                }}
              >
                <Trans>Archived items</Trans>
              </button>
            </li>
          )}
          {isOwner && (
            <li role="none">
              <button
                type="button"
                role="menuitemcheckbox"
                aria-checked={board.template ?? false}
                onClick={() => {
                  done();
                  dispatch(boardTemplateToggled({ template: !board.template }));
                }}
              >
                <Trans>Template</Trans>
              </button>
            </li>
          )}
          {canEdit && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  close(false);
                  dispatch(modalOpened('customFields', board.id));
                }}
              >
                <Trans>Custom fields</Trans>
              </button>
            </li>
          )}
          {isOwner && <BoardColorItems boardId={board.id} color={board.color} />}
          <li role="separator" />
          <ExportMenuItems boardId={board.id} close={done} />
          <li role="separator" />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="danger"
              onClick={() => {
                close(false);
                dispatch(modalOpened(isOwner ? 'deleteBoard' : 'leaveBoard', board.id));
              }}
            >
              {isOwner ? <Trans>Delete board</Trans> : <Trans>Leave board</Trans>}
            </button>
          </li>
        </Popup>
      )}
    </MenuAnchor>
  );
}
