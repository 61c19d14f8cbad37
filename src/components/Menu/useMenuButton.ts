// The WAI-ARIA menu button, headless: a trigger that opens a menu of buttons. Opening focuses
// the first item; arrows move between items (wrapping); Escape closes and gives focus back to
// the trigger; Tab or a click outside closes. The component renders and styles both parts.
// Floating UI places the popup: under the trigger, flipped above it or shifted sideways when
// the window has no room, and never taller than the window (issue 31 §1: a phone cut the board
// menu's items at the left edge).
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
} from '@floating-ui/react-dom';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** Space kept between a popup and the window's edges, in px. */
const EDGE = 8;

export function useMenuButton({ placement = 'bottom-end' }: { placement?: Placement } = {}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLUListElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    // Fixed: a header's sticky or clipped boxes do not cut it off.
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        apply({ availableWidth, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            maxWidth: `${Math.max(0, availableWidth)}px`,
            maxHeight: `${Math.max(0, availableHeight)}px`,
          });
        },
      }),
    ],
  });
  const { setReference, setFloating } = refs;
  const triggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      trigger.current = node;
      setReference(node);
    },
    [setReference],
  );
  const menuRef = useCallback(
    (node: HTMLUListElement | null) => {
      menu.current = node;
      setFloating(node);
    },
    [setFloating],
  );

  useEffect(() => {
    if (!open) return undefined;
    // Focus without scrolling: the popup may not be placed yet on this frame.
    menu.current
      ?.querySelector<HTMLButtonElement>('button:not(:disabled)')
      ?.focus({ preventScroll: true });
    // The popup may be in a portal (a card tile's: the tile contains its paint), so outside both.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!wrap.current?.contains(target) && !menu.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  /** Closes the menu; `refocus` puts focus back on the trigger (Escape, not an item's action). */
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll('button') ?? [])].filter(
      (item) => !item.disabled,
    );
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

  return {
    open,
    close,
    wrapRef: wrap,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((was) => !was),
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu',
      onKeyDown: onMenuKeyDown,
      style: floatingStyles,
    },
  };
}
