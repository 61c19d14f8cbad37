// Who the card is assigned to: one toggle per member of the board, each assigning or
// unassigning that one person. Viewers see who is assigned, without the toggles.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { initialsOf, memberName, membersAmong } from '../../domain/members';
import type { Card } from '../../domain/types';
import { selectSessionUid } from '../session';
import { selectBoardMembers, selectCanEditBoard } from '../board';
import { cardAssigneeToggled } from '../cards';
import { wordList } from './wordList';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import {
  Muted,
  Row,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';

const MemberToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 2rem;
  padding-block: 0.2rem;
  padding-inline: 0.25rem 0.6rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.7rem;
  font-weight: 700;
`;

export function AssigneesSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { i18n, t } = useLingui();
  const members = useAppSelector(selectBoardMembers);
  const canEdit = useAppSelector(selectCanEditBoard);
  const me = useAppSelector(selectSessionUid);
  const headingId = useId();

  if (!canEdit) {
    const assigned = membersAmong(members, card.assigneeIds);
    return (
      <Section aria-labelledby={headingId}>
        <SectionHeader>
          <SectionHeading id={headingId}>
            <Trans>Assignees</Trans>
          </SectionHeading>
        </SectionHeader>
        {assigned.length === 0 ? (
          <Muted>
            <Trans>Nobody is assigned.</Trans>
          </Muted>
        ) : (
          <Muted>
            {wordList(
              i18n.locale,
              assigned.map((member) => memberName(member, t`Someone`)),
            )}
          </Muted>
        )}
      </Section>
    );
  }

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Assignees</Trans>
        </SectionHeading>
      </SectionHeader>
      <Row role="group" aria-labelledby={headingId}>
        {members.map((member) => {
          const assigned = card.assigneeIds.includes(member.uid);
          const name = memberName(member, t`Someone`);
          return (
            <MemberToggle
              key={member.uid}
              type="button"
              aria-pressed={assigned}
              onClick={() =>
                dispatch(
                  cardAssigneeToggled({ cardId: card.id, uid: member.uid, assigned: !assigned }),
                )
              }
            >
              {/* Named by its content, so the name holds the visible name (axe's
                  label-content-name-mismatch): "Assign Ada Lovelace (you)". */}
              <Initials aria-hidden="true">{initialsOf(member)}</Initials>
              {member.uid === me ? (
                <Trans>
                  <VisuallyHidden>Assign </VisuallyHidden>
                  {name}
                  <VisuallyHidden> (you)</VisuallyHidden>
                </Trans>
              ) : (
                <Trans>
                  <VisuallyHidden>Assign </VisuallyHidden>
                  {name}
                </Trans>
              )}
            </MemberToggle>
          );
        })}
      </Row>
    </Section>
  );
}
