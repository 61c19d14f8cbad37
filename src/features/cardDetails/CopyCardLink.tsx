// The card's own address, to paste anywhere: it opens the board with this card's details (as a
// notification's link does). Shown in a field as well, since a browser may refuse the clipboard.
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { Row, Section, SectionHeading } from '../../components/CardDetails/cardDetails.styles';
import { cardPath } from '../../config/routes';
import type { Card } from '../../domain/types';
import { copyText } from '../../services/clipboard';
import { absoluteUrl } from '../../services/navigation';
import { useAppSelector } from '../../app/hooks';
import { selectOpenBoardId } from '../board';

export function CopyCardLink({ card }: { card: Card }) {
  const boardId = useAppSelector(selectOpenBoardId);
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!boardId) return null;
  const url = absoluteUrl(cardPath(boardId, card.id));
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Link to this card</SectionHeading>
      <Row>
        <TextField
          ref={field}
          readOnly
          value={url}
          aria-label="Card link"
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 16rem' }}
        />
        {/* Called in the click itself: browsers let a page copy only during a gesture. */}
        <Button type="button" onClick={async () => setCopied(await copyText(url, field.current))}>
          Copy link
        </Button>
      </Row>
      <p aria-live="polite">
        {copied === true ? 'Link copied.' : copied === false ? 'Select the link to copy it.' : ''}
      </p>
    </Section>
  );
}
