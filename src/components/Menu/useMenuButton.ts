// The WAI-ARIA menu button, headless: a trigger that opens a menu of buttons. Opening focuses
// the first item; arrows move between items (wrapping); Escape closes and gives focus back to
// the trigger; Tab or a click outside closes. The component renders and styles both parts.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export function useMenuButton() {
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

  /** Closes the menu; `refocus` puts focus back on the trigger (Escape, not an item's action). */
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

  return {
    open,
    close,
    wrapRef: wrap,
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((was) => !was),
    },
    menuProps: { ref: menu, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
