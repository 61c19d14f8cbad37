// A list's actions in a small menu button: archive it, set its limit, copy or move it (here or
// to another board, in a dialog), or delete it (after a confirmation).
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { MenuAnchor, MenuPopup } from '../../components/Menu/Menu.styles';
import { useMenuButton } from '../../components/Menu/useMenuButton';
import { theme } from '../../styles/theme';
import { modalOpened } from '../modal';
import { listArchiveRequested } from './listRequests';

const Trigger = styled.button`
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: rgba(9, 30, 66, 0.12);
  }
`;

export function ListActionsMenu({ listId, title }: { listId: string; title: string }) {
  const dispatch = useAppDispatch();
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();

  return (
    <MenuAnchor ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={`List actions for ${title}`}>
        <span aria-hidden="true">⋯</span>
      </Trigger>
      {open && (
        <MenuPopup {...menuProps} aria-label={`Actions for ${title}`}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                dispatch(listArchiveRequested({ listId, archived: true }));
              }}
            >
              Archive list
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                dispatch(modalOpened('wipLimit', listId));
              }}
            >
              Set limit…
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                dispatch(modalOpened('copyList', listId));
              }}
            >
              Copy list…
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                dispatch(modalOpened('moveList', listId));
              }}
            >
              Move list…
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="danger"
              onClick={() => {
                close(false);
                dispatch(modalOpened('deleteList', listId));
              }}
            >
              Delete list
            </button>
          </li>
        </MenuPopup>
      )}
    </MenuAnchor>
  );
}
