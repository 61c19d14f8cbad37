// Asks before an irreversible action, naming what it is about: Cancel, or the action's button.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, DangerButton } from '../Button/Button';
import { Modal } from './Modal';
import { DialogActions } from './Modal.styles';

interface ConfirmDialogProps<Subject> {
  isOpen: boolean;
  /** Cancel, Close, Escape and the overlay: the caller closes the dialog. */
  onClose: () => void;
  heading: string;
  /** What the dialog is about; undefined or null once it no longer exists. */
  subject: Subject | null | undefined;
  /** What confirming does, naming the subject. */
  question: (subject: Subject) => ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /** Called after onClose when the person confirms. */
  onConfirm: (subject: Subject) => void;
  /** Said instead of the question when the subject no longer exists. */
  goneText: string;
}

const Question = { overflowWrap: 'anywhere' } as const;

export function ConfirmDialog<Subject>({
  isOpen,
  onClose,
  heading,
  subject,
  question,
  confirmLabel,
  onConfirm,
  goneText,
}: ConfirmDialogProps<Subject>) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} heading={heading}>
      {subject ? (
        <>
          <p style={Question}>{question(subject)}</p>
          <DialogActions>
            <Button type="button" $variant="subtle" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <DangerButton
              type="button"
              onClick={() => {
                onClose();
                onConfirm(subject);
              }}
            >
              {confirmLabel}
            </DangerButton>
          </DialogActions>
        </>
      ) : (
        isOpen && <p>{goneText}</p>
      )}
    </Modal>
  );
}
