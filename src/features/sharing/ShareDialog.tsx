// The board's people: for its owner, invite by email, pending invitations to withdraw, and
// members whose role they change or whom they remove; for everyone else, the members (read
// only) and the way to leave. The modal's 'shareBoard'; its invitations follow live while open.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { Modal } from '../../components/Modal/Modal';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { isInvitedRole, type InvitedRole, type Member } from '../../domain/members';
import { modalClosed, modalOpened, selectIsModalOpen } from '../modal';
import { selectBoard, selectBoardMembers, selectCanShareBoard, selectMyRole } from '../board';
import { selectBoardInvitations } from './sharingSelectors';
import {
  invitationWithdrawRequested,
  inviteRequested,
  memberRemoveRequested,
  memberRoleChangeRequested,
} from './sharingSlice';
import { PublicLinkSection } from './PublicLinkSection';
import { roleName } from './roleNames';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
  margin-bottom: 1rem;

  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  .email {
    flex: 1 1 12rem;
  }
`;

const People = styled.ul`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.35rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .who {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .email {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const SubHeading = styled.h3`
  margin: 0 0 0.4rem;
  font-size: 1rem;
`;

function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: InvitedRole;
  onChange: (role: InvitedRole) => void;
}) {
  const { i18n } = useLingui();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => {
        if (isInvitedRole(event.target.value)) onChange(event.target.value);
      }}
    >
      <option value="editor">{i18n._(roleName.editor)}</option>
      <option value="viewer">{i18n._(roleName.viewer)}</option>
    </select>
  );
}

function InviteForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('editor');
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(inviteRequested({ email, role }));
    // A refused invite says why and offers the typed address back (notices).
    setEmail('');
  };
  return (
    <Form onSubmit={submit} aria-label={t`Invite someone`}>
      <label className="email">
        <Trans>Email address</Trans>
        <TextField
          type="email"
          value={email}
          autoComplete="off"
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        <Trans>Role</Trans>
        <RoleSelect label={t`Role`} value={role} onChange={setRole} />
      </label>
      <Button type="submit" $variant="primary">
        <Trans>Invite</Trans>
      </Button>
    </Form>
  );
}

function PendingInvitations() {
  const dispatch = useAppDispatch();
  const invitations = useAppSelector(selectBoardInvitations);
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="pending-invitations">
      <SubHeading id="pending-invitations">
        <Trans>Pending invitations</Trans>
      </SubHeading>
      {invitations.length === 0 ? (
        <p>
          <Trans>No one is waiting to join.</Trans>
        </p>
      ) : (
        <People>
          {invitations.map(({ email, role }) => (
            <li key={email}>
              <span className="who">
                {email} ({i18n._(roleName[role])})
              </span>
              <Button
                type="button"
                onClick={() => dispatch(invitationWithdrawRequested({ email }))}
              >
                <Trans>
                  Withdraw<VisuallyHidden> the invitation to {email}</VisuallyHidden>
                </Trans>
              </Button>
            </li>
          ))}
        </People>
      )}
    </section>
  );
}

function MemberRow({ member, canShare }: { member: Member; canShare: boolean }) {
  const dispatch = useAppDispatch();
  const name = member.name || member.email;
  const { i18n, t } = useLingui();
  return (
    <li>
      <span className="who">
        {name}
        {member.email && member.email !== name && <span className="email"> {member.email}</span>}
      </span>
      {canShare && member.role !== 'owner' ? (
        <>
          <RoleSelect
            label={t`Role of ${name}`}
            value={member.role}
            onChange={(role) => dispatch(memberRoleChangeRequested({ uid: member.uid, role }))}
          />
          <Button
            type="button"
            onClick={() => dispatch(memberRemoveRequested({ uid: member.uid }))}
          >
            <Trans>
              Remove<VisuallyHidden> {name}</VisuallyHidden>
            </Trans>
          </Button>
        </>
      ) : (
        <span>{i18n._(roleName[member.role])}</span>
      )}
    </li>
  );
}

export function ShareDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'shareBoard'));
  const board = useAppSelector(selectBoard);
  const members = useAppSelector(selectBoardMembers);
  const canShare = useAppSelector(selectCanShareBoard);
  const role = useAppSelector(selectMyRole);
  const { t } = useLingui();
  const title = board?.title ?? '';

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading={canShare ? t`Share “${title}”` : t`Members`}
      width="34rem"
    >
      {canShare && <InviteForm />}
      {canShare && <PendingInvitations />}
      <PublicLinkSection />
      <section aria-labelledby="board-members">
        <SubHeading id="board-members">
          <Trans>Members</Trans>
        </SubHeading>
        <People>
          {members.map((member) => (
            <MemberRow key={member.uid} member={member} canShare={canShare} />
          ))}
        </People>
      </section>
      {(role === 'editor' || role === 'viewer') && board && (
        <Button type="button" onClick={() => dispatch(modalOpened('leaveBoard', board.id))}>
          <Trans>Leave board</Trans>
        </Button>
      )}
    </Modal>
  );
}
