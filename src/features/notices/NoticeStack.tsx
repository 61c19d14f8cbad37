// Messages for the person (a write the server refused, input a saga turned down), stacked at
// the bottom of the page, at the start of the reading direction. Rendered once per page: the dashboard and the board page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { noticeDismissed, type Notice } from './noticesSlice';
import { selectNotices } from './selectors';
import { copyText } from '../../services/clipboard';

/** How long an info notice stays before it goes by itself. Errors stay until dismissed. */
export const INFO_NOTICE_MS = 6000;

const Stack = styled.div`
  position: fixed;
  inset-inline-start: 1rem;
  bottom: 1rem;
  z-index: 900; /* Under the modal overlay (1000), over the page. */
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
`;

const Card = styled.div<{ $tone: Notice['tone'] }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Text = styled.p`
  margin: 0;
  padding-top: 0.4rem;
  overflow-wrap: anywhere;
`;

const KeptLabel = styled.label`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const KeptText = styled.textarea`
  width: 100%;
  min-height: 3.5rem;
  max-height: 10rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
  resize: vertical;
`;

/** What the person typed, offered back so that a refused change never loses it. */
function KeptTextField({ text }: { text: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <KeptLabel htmlFor={id}>
        <Trans>Your text</Trans>
      </KeptLabel>
      <KeptText id={id} ref={field} readOnly value={text} />
      <Row>
        <span aria-live="polite">{copied ? t`Copied.` : ''}</span>
        <Button type="button" onClick={async () => setCopied(await copyText(text, field.current))}>
          <Trans>Copy</Trans>
        </Button>
      </Row>
    </>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  const { id, tone } = notice;

  useEffect(() => {
    if (tone !== 'info') return undefined;
    const timer = setTimeout(() => dispatch(noticeDismissed(id)), INFO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, id, tone]);

  return (
    <Card $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Row>
        <Text>{notice.text}</Text>
        <Button type="button" $variant="subtle" onClick={() => dispatch(noticeDismissed(id))}>
          <Trans>Dismiss</Trans>
        </Button>
      </Row>
      {notice.keptText !== undefined && <KeptTextField text={notice.keptText} />}
    </Card>
  );
}

/** Every notice in the store, newest last. */
export function NoticeStack() {
  const notices = useAppSelector(selectNotices);
  const { t } = useLingui();
  if (notices.length === 0) return null;
  return (
    <Stack aria-label={t`Messages`} role="region">
      {notices.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
