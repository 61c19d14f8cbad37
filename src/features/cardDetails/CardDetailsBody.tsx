// The dialog's contents for one card: each section reads what else it needs from the store.
// A viewer gets the same facts with nothing to change.
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import type { Card } from '../../domain/types';
import { ActivitySection } from './ActivitySection';
import { AssigneesSection } from './AssigneesSection';
import { selectCanEditBoard } from '../board';
import { CardActions } from './CardActions';
import { CopyCardLink } from './CopyCardLink';
import { CardTitleSection } from './CardTitleSection';
import { ChecklistSection } from './ChecklistSection';
import { CommentsSection } from '../comments';
import { AttachmentsSection } from '../attachments';
import { DescriptionSection } from './DescriptionSection';
import { CoverColorSection } from './CoverColorSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { DueDateSection } from './DueDateSection';
import { LabelsSection } from './LabelsSection';
import { ReadOnlyCardDetails } from './ReadOnlyCardDetails';
import { TemplateToggle } from './TemplateToggle';
import { WatchToggle } from './WatchToggle';

const ArchivedBanner = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.warningSurface};
`;

const TemplateBanner = styled.p`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.text};
  border-radius: 6px;
`;

const Toggles = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin: 0 0 0.5rem;
`;

export function CardDetailsBody({ card }: { card: Card }) {
  const canEdit = useAppSelector(selectCanEditBoard);
  if (!canEdit) {
    return (
      <>
        {card.archived && (
          <ArchivedBanner>
            <Trans>This card is archived.</Trans>
          </ArchivedBanner>
        )}
        {card.template && (
          <TemplateBanner>
            <Trans>This card is a template.</Trans>
          </TemplateBanner>
        )}
        <WatchToggle card={card} />
        <ReadOnlyCardDetails card={card} />
        <AssigneesSection card={card} />
        <CustomFieldsSection card={card} canEdit={false} />
        <AttachmentsSection card={card} />
        <CommentsSection card={card} />
        <ActivitySection card={card} canRevert={false} />
        <CopyCardLink card={card} />
      </>
    );
  }
  return (
    <>
      {card.archived && (
        <ArchivedBanner>
          <Trans>This card is archived.</Trans>
        </ArchivedBanner>
      )}
      <Toggles>
        <TemplateToggle card={card} />
        <WatchToggle card={card} />
      </Toggles>
      <CardTitleSection card={card} />
      <LabelsSection card={card} />
      <AssigneesSection card={card} />
      <DueDateSection card={card} />
      <CustomFieldsSection card={card} canEdit />
      <CoverColorSection card={card} />
      <DescriptionSection card={card} />
      <ChecklistSection card={card} />
      <AttachmentsSection card={card} />
      <CommentsSection card={card} />
      <ActivitySection card={card} canRevert />
      <CopyCardLink card={card} />
      <CardActions card={card} />
    </>
  );
}
