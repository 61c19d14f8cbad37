// A card's details as a viewer sees them: everything the card says, and nothing to change.
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatDay, formatDue } from '../../domain/due';
import type { Card } from '../../domain/types';
import { selectBoardLabels } from '../board';
import { labelName } from './labelName';

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
  const boardLabels = useAppSelector(selectBoardLabels);
  const labels = boardLabels.filter((label) => card.labelIds.includes(label.id));
  return (
    <>
      <p>You can only view this board.</p>
      {labels.length > 0 && (
        <Section aria-label="Labels">
          <h3>Labels</h3>
          <p>{labels.map(labelName).join(', ')}</p>
        </Section>
      )}
      {card.due && (
        <Section aria-label="Due date">
          <h3>Due date</h3>
          <p>
            {formatDue(card, new Date())}
            {card.dueComplete && ' (done)'}
          </p>
        </Section>
      )}
      {card.start && (
        <Section aria-label="Start date">
          <h3>Start date</h3>
          <p>{formatDay(card.start, new Date())}</p>
        </Section>
      )}
      <Section aria-label="Description">
        <h3>Description</h3>
        <p>{card.description || 'No description.'}</p>
      </Section>
      {card.checklist.length > 0 && (
        <Section aria-label="Checklist">
          <h3>Checklist</h3>
          <ul>
            {card.checklist.map((item) => (
              <li key={item.id}>
                {item.text} {item.done ? '(done)' : '(not done)'}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
