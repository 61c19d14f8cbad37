// The dashboard's "Import" dialog: choose a file, see what it holds, confirm, watch it being
// written, open the board. While writing it does not just close (Escape, the overlay, Close):
// it asks whether to cancel the import, which deletes what was written.
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, DangerButton } from '../../components/Button/Button';
import { DialogActions, Modal } from '../../components/Modal/Modal';
import { modalClosed, selectIsModalOpen } from '../modal';
import { selectBrowserOnline } from '../sync';
import { FileChooser } from './FileChooser';
import { Failure, Progress, Quoted } from './ImportDialog.styles';
import { ImportNameForm } from './ImportNameForm';
import { ImportSummaryView } from './ImportSummaryView';
import { selectTransfer } from './selectors';
import {
  importCancelRequested,
  importCopyChosen,
  importedBoardOpened,
  importOpenExistingChosen,
  type TransferState,
} from './transferSlice';

const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** What the live region says at each step (the progress bar carries the numbers). */
function statusOf({ phase, fileName, summary, name }: TransferState): string {
  const title = name || summary?.title || '';
  switch (phase) {
    case 'reading':
      return `Reading ${fileName ?? 'the file'}…`;
    case 'starting':
      return 'Starting the importer…';
    case 'writing':
      return `Importing ‘${title}’…`;
    case 'saving':
      return `Saving ‘${title}’ on the server…`;
    case 'cancelling':
      return 'Cancelling: removing what was written…';
    case 'done':
      return summary
        ? `Imported ‘${title}’: ${plural(summary.counts.cards, 'card', 'cards')} in ${plural(summary.counts.lists, 'list', 'lists')}.`
        : 'Imported.';
    case 'cancelled':
      return 'The import was cancelled: nothing was kept.';
    default:
      return '';
  }
}

export function ImportDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'importBoard'));
  const transfer = useAppSelector(selectTransfer);
  const online = useAppSelector(selectBrowserOnline);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const progressLabel = useId();
  const { phase, summary, progress, error, duplicateOf } = transfer;
  const close = () => dispatch(modalClosed());
  const onClose = () => {
    if (phase === 'starting' || phase === 'writing' || phase === 'saving') setAskingToCancel(true);
    else if (phase !== 'cancelling') close();
  };
  const cancelImport = () => {
    setAskingToCancel(false);
    dispatch(importCancelRequested());
  };
  const status = statusOf(transfer);

  return (
    <Modal isOpen={isOpen} onClose={onClose} heading="Import a board" width="34rem">
      <p role="status" aria-live="polite">
        {status}
      </p>
      {(phase === 'choosing' || phase === 'unreadable') && (
        <>
          {phase === 'unreadable' && <Failure role="alert">{error}</Failure>}
          <FileChooser again={phase === 'unreadable'} />
        </>
      )}
      {phase === 'duplicate' && duplicateOf && (
        <>
          <Quoted>
            You imported this board before, as ‘{duplicateOf.title}’. Open it, or import a second
            copy?
          </Quoted>
          <DialogActions>
            <Button type="button" onClick={() => dispatch(importCopyChosen())}>
              Import a copy
            </Button>
            <Button
              type="button"
              $variant="primary"
              onClick={() => dispatch(importOpenExistingChosen(duplicateOf.boardId))}
            >
              Open ‘{duplicateOf.title}’
            </Button>
          </DialogActions>
        </>
      )}
      {phase === 'summary' && summary && (
        <>
          <ImportSummaryView summary={summary} />
          <ImportNameForm proposed={transfer.name || summary.title} onCancel={close} />
        </>
      )}
      {(phase === 'starting' ||
        phase === 'writing' ||
        phase === 'saving' ||
        phase === 'cancelling') && (
        <>
          {phase === 'starting' ? (
            // No count yet: the server has not answered (its importer may be starting cold).
            <Progress aria-label="Starting the importer" />
          ) : (
            <>
              <p id={progressLabel}>
                {count(progress.cardsDone)} of {plural(progress.cardsTotal, 'card', 'cards')}
              </p>
              <Progress
                aria-labelledby={progressLabel}
                value={progress.cardsDone}
                max={Math.max(progress.cardsTotal, 1)}
              />
            </>
          )}
          {!online && (
            <p>Waiting for the connection… The import goes on once you are back online.</p>
          )}
          {phase !== 'cancelling' && askingToCancel ? (
            <>
              <p>Cancel import? What has been written so far will be deleted.</p>
              <DialogActions>
                <Button type="button" onClick={() => setAskingToCancel(false)}>
                  Keep importing
                </Button>
                <DangerButton type="button" onClick={cancelImport}>
                  Cancel import
                </DangerButton>
              </DialogActions>
            </>
          ) : (
            phase !== 'cancelling' && (
              <DialogActions>
                <Button type="button" onClick={cancelImport}>
                  Cancel import
                </Button>
              </DialogActions>
            )
          )}
        </>
      )}
      {phase === 'done' && (
        <DialogActions>
          <Button type="button" $variant="subtle" onClick={close}>
            Close
          </Button>
          <Button type="button" $variant="primary" onClick={() => dispatch(importedBoardOpened())}>
            Open board
          </Button>
        </DialogActions>
      )}
      {(phase === 'failed' || phase === 'cancelled') && (
        <>
          {phase === 'failed' && <Failure role="alert">{error}</Failure>}
          <DialogActions>
            <Button type="button" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Modal>
  );
}
