// The board page's single-key shortcuts (see components/Keyboard/shortcuts.ts): `?` lists them,
// `n` adds a card, `f` filters, and with a card open `w` watches it and `e` edits its title.
// Never while typing, never with a modifier, and never behind another dialog.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isTextField } from '../../components/Keyboard/isTextField';
import { singleKeyShortcut, type ShortcutAction } from '../../components/Keyboard/shortcuts';
import { selectCanEditBoard, selectCard } from '../board';
import { cardWatchToggled } from '../cards';
import { modalOpened } from '../modal';
import type { RootState } from '../../app/rootReducer';
import { selectSessionUid } from '../session';

const control = (action: ShortcutAction, within: ParentNode = document) =>
  within.querySelector<HTMLElement>(`[data-shortcut="${action}"]`);

/** The list holding focus, or else the first on the board. */
function focusedList(): HTMLElement | null {
  const active = document.activeElement;
  return (
    (active instanceof HTMLElement ? active.closest<HTMLElement>('[data-list-id]') : null) ??
    document.querySelector<HTMLElement>('[data-list-id]')
  );
}

function openCard(state: RootState) {
  if (state.modal.open !== 'cardDetails' || !state.modal.subject) return undefined;
  return selectCard(state, state.modal.subject);
}

export function useBoardShortcuts() {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector(selectCanEditBoard);
  const uid = useAppSelector(selectSessionUid);
  const modal = useAppSelector((state) => state.modal.open);
  const card = useAppSelector(openCard);
  // The listener reads the latest of these without being added again on every change.
  const latest = useRef({ canEdit, uid, modal, card });
  useEffect(() => {
    latest.current = { canEdit, uid, modal, card };
  }, [canEdit, uid, modal, card]);

  useEffect(() => {
    const run = (action: ShortcutAction): boolean => {
      const now = latest.current;
      if (action === 'showShortcuts' && now.modal === null) {
        dispatch(modalOpened('shortcuts'));
        return true;
      }
      if (action === 'newCard' && now.modal === null && now.canEdit) {
        const opener = focusedList()?.querySelector<HTMLElement>('[data-shortcut="newCard"]');
        opener?.click();
        return Boolean(opener);
      }
      if (action === 'filter' && now.modal === null) {
        const field = control('filter');
        field?.focus();
        return Boolean(field);
      }
      if (action === 'watchCard' && now.card && now.uid) {
        const watching = now.card.watcherIds.includes(now.uid);
        dispatch(cardWatchToggled({ cardId: now.card.id, watching: !watching }));
        return true;
      }
      if (action === 'editCardTitle' && now.card && now.canEdit) {
        const edit = control('editCardTitle');
        edit?.click();
        return Boolean(edit);
      }
      return false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = singleKeyShortcut(event, isTextField(event.target));
      // The key is not typed into the field the shortcut opens.
      if (action && run(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
