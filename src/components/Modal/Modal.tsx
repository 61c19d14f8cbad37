import { Trans } from '@lingui/react/macro';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from 'styled-components';
import { Button } from '../Button/Button';
import { Body, Dialog, Header, Heading, Overlay } from './Modal.styles';
import { useModal, usePresence } from './useModal';

export { DialogActions } from './Modal.styles';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  heading: string;
  /** Maximum width, any CSS length. Default: narrow (28rem). */
  width?: string;
  /** Fills a phone's screen (a dialog as big as a page, like a card's details). */
  fullScreenOnPhone?: boolean;
  /** The heading's Close; off for a form whose own Cancel says it (two ways out read as two things). */
  closeButton?: boolean;
  children?: ReactNode;
}

const DEFAULT_MODAL_WIDTH = '28rem';

/** A dialog over a dimmed overlay, rendered in a portal. What is open is the caller's state. */
export function Modal({
  isOpen,
  onClose,
  heading,
  width = DEFAULT_MODAL_WIDTH,
  fullScreenOnPhone = false,
  closeButton = true,
  children,
}: ModalProps) {
  const theme = useTheme();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { mounted, shown } = usePresence(isOpen, theme.transitionMs);
  useModal({ active: isOpen && mounted, onClose, dialogRef });

  if (!mounted) return null;

  const closeOnOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Overlay
      $shown={shown}
      $fullScreenOnPhone={fullScreenOnPhone}
      onClick={closeOnOverlayClick}
      data-testid="modal-overlay"
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        data-state={shown ? 'open' : 'closed'}
        $width={width}
        $shown={shown}
        $fullScreenOnPhone={fullScreenOnPhone}
      >
        <Header>
          <Heading id={headingId}>{heading}</Heading>
          {closeButton && (
            <Button type="button" $variant="subtle" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          )}
        </Header>
        <Body>{children}</Body>
      </Dialog>
    </Overlay>,
    document.body,
  );
}
