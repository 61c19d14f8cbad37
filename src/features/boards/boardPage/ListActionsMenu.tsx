// A list's actions in a small menu button: archive it, or delete it (after a confirmation).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { theme } from '../../../styles/theme';
import { modalOpened } from '../../modal';
import { listArchiveRequested } from '../openBoardSlice';

const Wrap = styled.div`
  position: relative;
  flex: 0 0 auto;
`;

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

const Menu = styled.ul`
  position: absolute;
  top: 2.25rem;
  right: 0;
  z-index: 50;
  min-width: 11rem;
  margin: 0;
  padding: 0.3rem 0;
  list-style: none;
  border-radius: 8px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};

  button {
    display: block;
    width: 100%;
    padding: 0.45rem 0.9rem;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: left;
    color: ${theme.colors.text};
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${theme.colors.sunken};
    outline: none;
  }
  .danger {
    color: ${theme.colors.danger};
  }
`;

export function ListActionsMenu({ listId, title }: { listId: string; title: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector('button')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={`List actions for ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">⋯</span>
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={`Actions for ${title}`} onKeyDown={onMenuKeyDown}>
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
              className="danger"
              onClick={() => {
                close(false);
                dispatch(modalOpened('deleteList', listId));
              }}
            >
              Delete list
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
