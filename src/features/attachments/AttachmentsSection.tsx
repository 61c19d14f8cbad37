// The card's files in its details: "Attach a file" (or drop files anywhere on the details, or
// paste an image), each upload with its progress and Cancel, then each file as a list item.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import {
  Muted,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';
import type { Card } from '../../domain/types';
import { selectCanEditBoard } from '../board';
import { AttachmentItem, FileName, Item } from './AttachmentItem';
import {
  attachmentsRetryRequested,
  filesAttachRequested,
  uploadCancelRequested,
  type Upload,
} from './attachmentsSlice';
import { fileSize } from './fileWords';
import {
  selectAttachments,
  selectAttachmentsError,
  selectAttachmentsState,
  selectAttachmentsStatus,
  selectUploadsOf,
} from './selectors';

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

const Progress = styled.progress`
  display: block;
  width: 100%;
  margin: 0.25rem 0;
`;

function UploadItem({ upload }: { upload: Upload }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const { name } = upload;
  const percent = upload.chunkCount === 0 ? 100 : (100 * upload.chunksSaved) / upload.chunkCount;
  return (
    <Item aria-label={t`Uploading ${name}`}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <FileName>{upload.name}</FileName> <Muted as="span">{fileSize(upload.size)}</Muted>
        <Progress max={100} value={Math.round(percent)} aria-label={t`Upload of ${name}`} />
        <Muted>{upload.phase === 'waiting' ? t`Waiting to upload (offline)` : t`Uploading…`}</Muted>
      </div>
      <Button
        type="button"
        $variant="subtle"
        aria-label={t`Cancel the upload of ${name}`}
        onClick={() => dispatch(uploadCancelRequested({ id: upload.id }))}
      >
        <Trans>Cancel</Trans>
      </Button>
    </Item>
  );
}

/** Files dropped or pasted anywhere on the card's details attach to it (editors only). */
function useDropAndPaste(
  section: React.RefObject<HTMLElement | null>,
  attach: ((files: File[]) => void) | null,
) {
  useEffect(() => {
    const dialog = section.current?.closest<HTMLElement>('[role="dialog"]');
    if (!dialog || !attach) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      attach(files);
    };
    const paste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      attach(files);
    };
    dialog.addEventListener('dragover', over);
    dialog.addEventListener('drop', drop);
    dialog.addEventListener('paste', paste);
    return () => {
      dialog.removeEventListener('dragover', over);
      dialog.removeEventListener('drop', drop);
      dialog.removeEventListener('paste', paste);
    };
  }, [section, attach]);
}

export function AttachmentsSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const canEdit = useAppSelector(selectCanEditBoard);
  const forCard = useAppSelector((state) => selectAttachmentsState(state).cardId) === card.id;
  const attachments = useAppSelector(selectAttachments);
  const uploads = useAppSelector((state) => selectUploadsOf(state, card.id));
  const status = useAppSelector(selectAttachmentsStatus);
  const error = useAppSelector(selectAttachmentsError);
  const now = useMinuteClock();
  const shown = forCard ? attachments : [];
  const cardId = card.id;
  const attach = useCallback(
    (files: File[]) => dispatch(filesAttachRequested(cardId, files)),
    [dispatch, cardId],
  );
  useDropAndPaste(section, canEdit ? attach : null);

  return (
    <Section ref={section} aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Attachments</Trans>
        </SectionHeading>
        {canEdit && (
          <>
            <Button type="button" $variant="subtle" onClick={() => input.current?.click()}>
              <Trans>Attach a file</Trans>
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label={t`Files to attach`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) dispatch(filesAttachRequested(cardId, files));
              }}
            />
          </>
        )}
      </SectionHeader>
      {forCard && status === 'error' ? (
        <Muted role="alert">
          {error?.text ?? t`We could not load the card’s files.`}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(attachmentsRetryRequested())}
          >
            <Trans>Try again</Trans>
          </Button>
        </Muted>
      ) : shown.length > 0 || uploads.length > 0 ? (
        <List aria-label={t`Attachments`}>
          {shown.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              cardId={cardId}
              attachment={attachment}
              canEdit={canEdit}
              isCover={card.cover?.attachmentId === attachment.id}
              now={now}
            />
          ))}
          {uploads.map((upload) => (
            <UploadItem key={upload.id} upload={upload} />
          ))}
        </List>
      ) : forCard && status === 'loading' ? (
        <Muted>
          <Trans>Loading files…</Trans>
        </Muted>
      ) : (
        <Muted>
          {canEdit ? (
            <Trans>No files yet. Drop files here, or paste an image, to attach them.</Trans>
          ) : (
            <Trans>No files yet.</Trans>
          )}
        </Muted>
      )}
    </Section>
  );
}
