// The card's own address, to paste anywhere: it opens the board with this card's details (as a
// notification's link does). Shown as text as well, since a browser may refuse the clipboard.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { Row, Section, SectionHeading } from '../../components/CardDetails/cardDetails.styles';
import { cardPath } from '../../config/routes';
import type { Card } from '../../domain/types';
import { copyText } from '../../services/clipboard';
import { absoluteUrl } from '../../services/navigation';
import { selectOpenBoardId } from '../board';

const Address = styled.a`
  flex: 1 1 16rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

export function CopyCardLink({ card }: { card: Card }) {
  const { t } = useLingui();
  const boardId = useAppSelector(selectOpenBoardId);
  const headingId = useId();
  const shown = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!boardId) return null;
  const path = cardPath(boardId, card.id);
  const url = absoluteUrl(path);
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        <Trans>Link to this card</Trans>
      </SectionHeading>
      <Row>
        {/* A link rather than a field: viewers get no field, and it opens where it points. */}
        <Address ref={shown} href={path}>
          {url}
        </Address>
        {/* Called in the click itself: browsers let a page copy only during a gesture. */}
        <Button type="button" onClick={async () => setCopied(await copyText(url, shown.current))}>
          <Trans>Copy link</Trans>
        </Button>
      </Row>
      <p aria-live="polite">
        {copied === true
          ? t`Link copied.`
          : copied === false
            ? t`The link is selected: copy it.`
            : ''}
      </p>
    </Section>
  );
}
