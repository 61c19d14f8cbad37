// A card's details as a viewer sees them: everything the card says, and nothing to change.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatDay, formatDue } from '../../domain/due';
import type { Card } from '../../domain/types';
import { selectBoardLabels } from '../board';
import { labelName } from './labelName';
import { wordList } from './wordList';

const Section = styled.section`
  margin-bottom: 1rem;

  h3 {
    margin: 0 0 0.35rem;
    font-size: 0.95rem;
  }
  p,
  ul {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export function ReadOnlyCardDetails({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const boardLabels = useAppSelector(selectBoardLabels);
  const labels = boardLabels.filter((label) => card.labelIds.includes(label.id));
  return (
    <>
      <p>
        <Trans>You can only view this board.</Trans>
      </p>
      {labels.length > 0 && (
        <Section aria-label={t`Labels`}>
          <h3>
            <Trans>Labels</Trans>
          </h3>
          <p>{wordList(i18n.locale, labels.map(labelName))}</p>
        </Section>
      )}
      {card.due && (
        <Section aria-label={t`Due date`}>
          <h3>
            <Trans>Due date</Trans>
          </h3>
          <p>
            {formatDue(card, new Date(), i18n.locale)}
            {card.dueComplete && ' '}
            {card.dueComplete && t`(done)`}
          </p>
        </Section>
      )}
      {card.start && (
        <Section aria-label={t`Start date`}>
          <h3>
            <Trans>Start date</Trans>
          </h3>
          <p>{formatDay(card.start, new Date(), i18n.locale)}</p>
        </Section>
      )}
      <Section aria-label={t`Description`}>
        <h3>
          <Trans>Description</Trans>
        </h3>
        <p>{card.description || t`No description.`}</p>
      </Section>
      {card.checklist.length > 0 && (
        <Section aria-label={t`Checklist`}>
          <h3>
            <Trans>Checklist</Trans>
          </h3>
          <ul>
            {card.checklist.map((item) => (
              <li key={item.id}>
                {item.text} {item.done ? t`(done)` : t`(not done)`}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
