// The modal's behaviour, headless (after Zendesk Garden's useModal): Escape closes, focus moves
// in and is trapped, focus returns to what opened it, and the page behind does not scroll.
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useRef, useState, type RefObject } from 'react';

interface UseModalOptions {
  active: boolean;
  onClose: () => void;
  dialogRef: RefObject<HTMLElement | null>;
}

// jsdom has no layout, so visibility checks would hide every element from the trap in tests.
const displayCheck = process.env.NODE_ENV === 'test' ? 'none' : 'full';

export function useModal({ active, onClose, dialogRef }: UseModalOptions): void {
  // The latest onClose without re-running the effects when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return undefined;
    const trap: FocusTrap = createFocusTrap(dialog, {
      escapeDeactivates: false, // Escape closes through onClose, so the store decides.
      allowOutsideClick: true, // The overlay's own click handler closes the modal.
      returnFocusOnDeactivate: true,
      // What opened the dialog may be gone (the tile of a board just deleted): then the first
      // control of the page's main content, rather than nowhere.
      setReturnFocus: (opener) =>
        opener.isConnected
          ? opener
          : (document.querySelector<HTMLElement>('main button, main a[href], main input') ?? false),
      fallbackFocus: dialog,
      tabbableOptions: { displayCheck },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, dialogRef]);

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const { body } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [active]);
}

/** Keeps a closing modal on screen for its exit transition, then unmounts it. */
export function usePresence(isOpen: boolean, durationMs: number) {
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [leaving, setLeaving] = useState(false);
  const [shown, setShown] = useState(false);
  if (wasOpen !== isOpen) {
    // Adjusting state while rendering, as React advises for changes of a prop.
    setWasOpen(isOpen);
    setLeaving(!isOpen);
    setShown(false);
  }
  useEffect(() => {
    if (!isOpen) return undefined;
    // One frame in the closed state first, so the opening transition runs.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(
      () => setLeaving(false),
      prefersReducedMotion() ? 0 : durationMs,
    );
    return () => window.clearTimeout(timer);
  }, [leaving, durationMs]);
  return { mounted: isOpen || leaving, shown: shown && isOpen };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
