// The headers' Search button, and the shortcut that opens Search from anywhere on a signed-in
// page: Ctrl+K (Cmd+K on a Mac), or `/` outside a text field. The dialog (and the search worker
// it starts) load the first time Search opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { isTextField } from '../../components/Keyboard/isTextField';
import { isMac } from '../../components/Keyboard/keyCaps';
import { OnceOpened } from '../../components/Modal/OnceOpened';
import { laptopHeader } from '../../styles/media';
import { modalOpened, selectIsModalOpen } from '../modal';
import { selectOtherDialogOpen } from './selectors';

const SearchDialog = lazy(() => import(/* webpackChunkName: "search" */ './SearchDialog'));

const Hint = styled.kbd`
  padding: 0 0.35rem;
  border: 1px solid currentColor;
  border-radius: 4px;
  font: inherit;
  font-size: 0.75rem;
  font-weight: 400;
  opacity: 0.8;
  /* A narrow header has no room for it (and a phone no keyboard shortcut to show). */
  @media ${laptopHeader} {
    display: none;
  }
`;

/** The keystroke opens Search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.isComposing) return false;
  const command = event.ctrlKey || event.metaKey;
  if (command) return !event.shiftKey && event.key.toLowerCase() === 'k';
  return event.key === '/' && !isTextField(event.target);
}

function useSearchShortcut(open: () => void) {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      openRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function SearchButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectIsModalOpen(state, 'search'));
  // Another dialog keeps its place (and what is typed in it): the shortcut waits for it to close.
  const otherDialogOpen = useAppSelector(selectOtherDialogOpen);
  useSearchShortcut(() => {
    if (!otherDialogOpen && !open) dispatch(modalOpened('search'));
  });
  const { t } = useLingui();
  // The key's name as the keyboard prints it: "Strg" on a German one.
  const shortcut = isMac() ? '⌘K' : t`Ctrl K`;
  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        // eslint-disable-next-line lingui/no-unlocalized-strings -- key names for assistive tech
        aria-keyshortcuts={isMac() ? 'Meta+K /' : 'Control+K /'}
        onClick={() => dispatch(modalOpened('search'))}
      >
        <Trans>Search</Trans> <Hint aria-hidden="true">{shortcut}</Hint>
      </Button>
      <OnceOpened open={open}>
        <SearchDialog />
      </OnceOpened>
    </>
  );
}
