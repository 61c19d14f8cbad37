// The card's own activity (the activity feature follows it while the details are open).
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { Card } from '../../domain/types';
import { CardActivityList } from '../activity';
import {
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';

export function ActivitySection({ card, canRevert }: { card: Card; canRevert: boolean }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Activity</Trans>
        </SectionHeading>
      </SectionHeader>
      <CardActivityList cardId={card.id} canRevert={canRevert} />
    </Section>
  );
}
