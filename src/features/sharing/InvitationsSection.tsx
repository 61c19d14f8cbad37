// Invitations to the signed-in person, above their boards (only when there are any): which
// board, who invited them and as what, and Accept or Decline.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { selectMyInvitations } from './sharingSelectors';
import { invitationAcceptRequested, invitationDeclineRequested } from './sharingSlice';

const Section = styled.section`
  margin-bottom: 1.5rem;

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.6rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  li + li {
    margin-top: 0.5rem;
  }
  .what {
    flex: 1 1 16rem;
    overflow-wrap: anywhere;
  }
`;

export function InvitationsSection() {
  const dispatch = useAppDispatch();
  const invitations = useAppSelector(selectMyInvitations);
  const { t } = useLingui();
  if (invitations.length === 0) return null;
  return (
    <Section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">
        <Trans>Invitations</Trans>
      </h2>
      <ul>
        {invitations.map(({ boardId, boardTitle, invitedBy, role }) => {
          const inviter = invitedBy.name || t`Someone`;
          return (
            <li key={boardId}>
              <span className="what">
                <strong>{boardTitle}</strong>:{' '}
                {role === 'viewer' ? (
                  <Trans>{inviter} invited you as viewer</Trans>
                ) : (
                  <Trans>{inviter} invited you as editor</Trans>
                )}
              </span>
              <Button
                type="button"
                $variant="primary"
                onClick={() => dispatch(invitationAcceptRequested({ boardId }))}
              >
                <Trans>
                  Accept<VisuallyHidden> the invitation to {boardTitle}</VisuallyHidden>
                </Trans>
              </Button>
              <Button
                type="button"
                onClick={() => dispatch(invitationDeclineRequested({ boardId }))}
              >
                <Trans>
                  Decline<VisuallyHidden> the invitation to {boardTitle}</VisuallyHidden>
                </Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
