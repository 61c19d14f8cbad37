// A list's actions in a small menu button: archive it, set its limit, copy or move it (here or
// to another board, in a dialog), or delete it (after a confirmation).
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { open, close, wrapRef, triggerProps, menuProps } = useMenuButton();

  return (
    <MenuAnchor ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={t`List actions for ${title}`}>
        <span aria-hidden="true">⋯</span>
      </Trigger>
      {open && (
        <MenuPopup {...menuProps} aria-label={t`Actions for ${title}`}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                close(false);
                dispatch(listArchiveRequested({ listId, archived: true }));
              }}
            >
              <Trans>Archive list</Trans>
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
              <Trans>Set limit…</Trans>
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
              <Trans>Copy list…</Trans>
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
              <Trans>Move list…</Trans>
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
              <Trans>Delete list</Trans>
            </button>
          </li>
        </MenuPopup>
      )}
    </MenuAnchor>
  );
}
