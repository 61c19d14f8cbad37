// The board's members as initials in the header, each named for screen readers and on hover;
// past `max`, a count of the others ("+3"), so that many members never widen the header.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { initialsOf, type Member } from '../../domain/members';
import { selectBoardMembers } from '../board';
import { roleName } from './roleNames';

const Avatars = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-inline-start: -0.3rem;
  }
`;

const Avatar = styled.li`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.9rem;
  height: 1.9rem;
  border: 2px solid #ffffff;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  font-weight: 700;
`;

const labelOf = (i18n: I18n, member: Member) => {
  const name = member.name || member.email || i18n._(msg`Someone`);
  const role = i18n._(roleName[member.role]);
  return i18n._(msg`${name} (${role})`);
};

export function MemberAvatars({ max = Infinity }: { max?: number }) {
  const members = useAppSelector(selectBoardMembers);
  // "+1" would take the room of the one it stands for.
  const shown = members.length > max ? members.slice(0, max - 1) : members;
  const others = members.slice(shown.length);
  const { i18n, t } = useLingui();
  const count = others.length;
  const names = others.map((member) => labelOf(i18n, member)).join(', ');
  return (
    <Avatars aria-label={t`Members`}>
      {shown.map((member) => (
        <Avatar key={member.uid} title={labelOf(i18n, member)} aria-label={labelOf(i18n, member)}>
          <span aria-hidden="true">{initialsOf(member)}</span>
        </Avatar>
      ))}
      {others.length > 0 && (
        <Avatar className="others" title={names} aria-label={t`${count} more: ${names}`}>
          <span aria-hidden="true">+{others.length}</span>
        </Avatar>
      )}
    </Avatars>
  );
}
