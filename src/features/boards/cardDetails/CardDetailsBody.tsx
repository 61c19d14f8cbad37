// The dialog's contents for one card: each section reads what else it needs from the store.
import styled from 'styled-components';
import type { Card } from '../../../domain/types';
import { AssigneesSection } from './AssigneesSection';
import { CardActions } from './CardActions';
import { CardTitleSection } from './CardTitleSection';
import { ChecklistSection } from './ChecklistSection';
import { CommentsSection } from './CommentsSection';
import { DescriptionSection } from './DescriptionSection';
import { DueDateSection } from './DueDateSection';
import { LabelsSection } from './LabelsSection';

const ArchivedBanner = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.warningSurface};
`;

export function CardDetailsBody({ card }: { card: Card }) {
  return (
    <>
      {card.archived && <ArchivedBanner>This card is archived.</ArchivedBanner>}
      <CardTitleSection card={card} />
      <LabelsSection card={card} />
      <AssigneesSection card={card} />
      <DueDateSection card={card} />
      <DescriptionSection card={card} />
      <ChecklistSection card={card} />
      <CommentsSection card={card} />
      <CardActions card={card} />
    </>
  );
}
