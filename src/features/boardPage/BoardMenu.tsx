// The board menu in the header: what is done to the whole board now and then (watching it, the
// archived items, export) and the destructive end (delete it, or leave it), which never sits as
// a button of its own in the header (issue 25 §2).
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import type { Board } from '../../domain/types';
import { usePhoneLayout } from '../../components/Layout/usePhoneLayout';
import { phone, wordsHiddenOnPhone } from '../../styles/media';
import { activityPanelOpened } from '../activity';
import {
  archivedViewToggled,
  selectCanEditBoard,
  selectCanShareBoard,
  selectShowArchived,
} from '../board';
import { modalOpened } from '../modal';
import { ExportMenuItems } from '../transfer';
import { BoardWatchButtons } from './BoardWatchButtons';

const Popup = styled(MenuPopup)`
  [role='menuitemcheckbox']::before {
    display: inline-block;
    width: 1.2rem;
    content: '';
  }
  [role='menuitemcheckbox'][aria-checked='true']::before {
    content: '✓';
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

/** Three dots: the trigger's picture, beside its words (which a phone hides). */
function MoreIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

const Words = styled.span`
  ${wordsHiddenOnPhone}
`;

export function BoardMenu({ board }: { board: Board }) {
  const dispatch = useAppDispatch();
  const showArchived = useAppSelector(selectShowArchived);
  const canEdit = useAppSelector(selectCanEditBoard);
  const isOwner = useAppSelector(selectCanShareBoard);
  const onPhone = usePhoneLayout();
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();
  // An item's action leaves focus where the menu was: on its trigger.
  const done = () => close(true);

  return (
    <MenuAnchor ref={wrapRef}>
      <Button {...triggerProps}>
        <MoreIcon />
        <Words>Board menu</Words>
      </Button>
      {open && (
        <Popup {...menuProps} aria-label="Board menu">
          {/* A phone's header has no room for these two: they lead its menu instead. */}
          {onPhone && (
            <>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    done();
                    dispatch(modalOpened('shareBoard', board.id));
                  }}
                >
                  {isOwner ? 'Share' : 'Members'}
                </button>
              </li>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    done();
                    dispatch(activityPanelOpened());
                  }}
                >
                  Activity
                </button>
              </li>
              <li role="separator" />
            </>
          )}
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
                Archived items
              </button>
            </li>
          )}
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
              {isOwner ? 'Delete board' : 'Leave board'}
            </button>
          </li>
        </Popup>
      )}
    </MenuAnchor>
  );
}
