// The board's members as initials in the header, each named for screen readers and on hover.
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
    margin-left: -0.3rem;
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

const labelOf = (member: Member) =>
  `${member.name || member.email || 'Someone'} (${roleName[member.role]})`;

export function MemberAvatars() {
  const members = useAppSelector(selectBoardMembers);
  return (
    <Avatars aria-label="Members">
      {members.map((member) => (
        <Avatar key={member.uid} title={labelOf(member)} aria-label={labelOf(member)}>
          <span aria-hidden="true">{initialsOf(member)}</span>
        </Avatar>
      ))}
    </Avatars>
  );
}
