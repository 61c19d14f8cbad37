// One file on the card: its name, size, who added it and when, Download, and for those who
// may edit Delete (after a warning: it can't be undone) and, for an image, Make cover.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, DangerButton } from '../../components/Button/Button';
import { Muted, Row } from '../../components/CardDetails/cardDetails.styles';
import { formatCommentTime } from '../../messages/times';
import {
  attachmentDeleteRequested,
  attachmentDownloadRequested,
  coverChangeRequested,
  type ShownAttachment,
} from './attachmentsSlice';
import { fileSize } from './fileWords';
import { selectIsDownloading } from './selectors';

export const Item = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.img`
  width: 4.5rem;
  height: 3rem;
  object-fit: cover;
  border-radius: 4px;
  flex: none;
`;

export const FileName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

export function AttachmentItem({
  cardId,
  attachment,
  canEdit,
  isCover,
  now,
}: {
  cardId: string;
  attachment: ShownAttachment;
  canEdit: boolean;
  isCover: boolean;
  now: number;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const downloading = useAppSelector((state) => selectIsDownloading(state, attachment.id));
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The safe choice takes the focus, so an Enter right after "Delete" deletes nothing.
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const ids = { cardId, attachmentId: attachment.id };
  const size = fileSize(attachment.size);
  const { name } = attachment;
  const uploader = attachment.uploaderName || t`someone`;
  const time = attachment.createdAt === null ? null : formatCommentTime(attachment.createdAt, now);

  return (
    <Item aria-label={attachment.name}>
      {attachment.thumbnail && <Thumb src={attachment.thumbnail} alt="" loading="lazy" />}
      <Body>
        <FileName>{attachment.name}</FileName> <Muted as="span">{size}</Muted>
        <Muted>
          {time === null ? (
            <Trans>Added by {uploader}</Trans>
          ) : (
            <Trans>
              Added by {uploader}, {time}
            </Trans>
          )}
          {attachment.pending && (
            <>
              {' · '}
              <Trans>waiting to upload</Trans>
            </>
          )}
        </Muted>
        {confirming ? (
          <Row role="group" aria-label={t`Delete ${name}?`}>
            <Muted>
              <Trans>Delete “{name}”? This can’t be undone.</Trans>
            </Muted>
            <Button ref={keep} type="button" $variant="subtle" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <DangerButton
              type="button"
              onClick={() => {
                setConfirming(false);
                dispatch(attachmentDeleteRequested(ids));
              }}
            >
              <Trans>Delete file</Trans>
            </DangerButton>
          </Row>
        ) : (
          <Row>
            <Button
              type="button"
              $variant="subtle"
              aria-label={t`Download ${name}`}
              disabled={downloading}
              onClick={() => dispatch(attachmentDownloadRequested(ids))}
            >
              {downloading ? t`Downloading…` : t`Download`}
            </Button>
            {canEdit && attachment.thumbnail && (
              <Button
                type="button"
                $variant="subtle"
                aria-label={isCover ? t`Remove cover: ${name}` : t`Make cover: ${name}`}
                onClick={() =>
                  dispatch(
                    coverChangeRequested({ cardId, attachmentId: isCover ? null : attachment.id }),
                  )
                }
              >
                {isCover ? t`Remove cover` : t`Make cover`}
              </Button>
            )}
            {canEdit && (
              <Button
                type="button"
                $variant="subtle"
                aria-label={t`Delete ${name}`}
                onClick={() => setConfirming(true)}
              >
                <Trans>Delete</Trans>
              </Button>
            )}
          </Row>
        )}
      </Body>
    </Item>
  );
}
