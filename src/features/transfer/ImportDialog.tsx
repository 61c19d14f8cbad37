// The dashboard's "Import" dialog: choose a file, see what it holds, confirm, watch it being
// written, open the board. While writing it does not just close (Escape, the overlay, Close):
// it asks whether to cancel the import, which deletes what was written.
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, DangerButton } from '../../components/Button/Button';
import { DialogActions, Modal } from '../../components/Modal/Modal';
import { i18n } from '../../i18n';
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

/** What the live region says at each step (the progress bar carries the numbers). */
function statusOf({ phase, fileName, summary, name }: TransferState): string {
  const title = name || summary?.title || '';
  switch (phase) {
    case 'reading':
      return fileName ? i18n._(msg`Reading ${fileName}…`) : i18n._(msg`Reading the file…`);
    case 'starting':
      return i18n._(msg`Starting the importer…`);
    case 'writing':
      return i18n._(msg`Importing ‘${title}’…`);
    case 'saving':
      return i18n._(msg`Saving ‘${title}’ on the server…`);
    case 'cancelling':
      return i18n._(msg`Cancelling: removing what was written…`);
    case 'done': {
      if (!summary) return i18n._(msg`Imported.`);
      const { cards, lists } = summary.counts;
      return i18n._(
        msg`Imported ‘${title}’: ${plural(cards, { one: '# card', other: '# cards' })} in ${plural(lists, { one: '# list', other: '# lists' })}.`,
      );
    }
    case 'cancelled':
      return i18n._(msg`The import was cancelled: nothing was kept.`);
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
  const { t, i18n: lingui } = useLingui();
  const status = statusOf(transfer);
  const { title: earlierTitle = '' } = duplicateOf ?? {};
  const done = new Intl.NumberFormat(lingui.locale).format(progress.cardsDone);

  return (
    <Modal isOpen={isOpen} onClose={onClose} heading={t`Import a board`} width="34rem">
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
            <Trans>
              You imported this board before, as ‘{earlierTitle}’. Open it, or import a second copy?
            </Trans>
          </Quoted>
          <DialogActions>
            <Button type="button" onClick={() => dispatch(importCopyChosen())}>
              <Trans>Import a copy</Trans>
            </Button>
            <Button
              type="button"
              $variant="primary"
              onClick={() => dispatch(importOpenExistingChosen(duplicateOf.boardId))}
            >
              <Trans>Open ‘{earlierTitle}’</Trans>
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
            <Progress aria-label={t`Starting the importer`} />
          ) : (
            <>
              <p id={progressLabel}>
                <Plural
                  value={progress.cardsTotal}
                  one={`${done} of # card`}
                  other={`${done} of # cards`}
                />
              </p>
              <Progress
                aria-labelledby={progressLabel}
                value={progress.cardsDone}
                max={Math.max(progress.cardsTotal, 1)}
              />
            </>
          )}
          {!online && (
            <p>
              <Trans>
                Waiting for the connection… The import goes on once you are back online.
              </Trans>
            </p>
          )}
          {phase !== 'cancelling' && askingToCancel ? (
            <>
              <p>
                <Trans>Cancel import? What has been written so far will be deleted.</Trans>
              </p>
              <DialogActions>
                <Button type="button" onClick={() => setAskingToCancel(false)}>
                  <Trans>Keep importing</Trans>
                </Button>
                <DangerButton type="button" onClick={cancelImport}>
                  <Trans>Cancel import</Trans>
                </DangerButton>
              </DialogActions>
            </>
          ) : (
            phase !== 'cancelling' && (
              <DialogActions>
                <Button type="button" onClick={cancelImport}>
                  <Trans>Cancel import</Trans>
                </Button>
              </DialogActions>
            )
          )}
        </>
      )}
      {phase === 'done' && (
        <DialogActions>
          <Button type="button" $variant="subtle" onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button type="button" $variant="primary" onClick={() => dispatch(importedBoardOpened())}>
            <Trans>Open board</Trans>
          </Button>
        </DialogActions>
      )}
      {(phase === 'failed' || phase === 'cancelled') && (
        <>
          {phase === 'failed' && <Failure role="alert">{error}</Failure>}
          <DialogActions>
            <Button type="button" onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </>
      )}
    </Modal>
  );
}
