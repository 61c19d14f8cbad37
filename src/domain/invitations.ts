// Reading invitations (boards/{boardId}/invitations/{email}) and checking whom one may invite
// (docs/data-model.md). The rules check the stored shape; the app checks what they cannot:
// that the email is not already a member's.
import { fieldsOf, millis, text } from './fields';
import { isInvitedRole, normalizeEmail, type Invitation, type Member } from './members';
import type { Problem } from './problems';

/** An invitation as read, or null when it is not one (another client's stray document). */
export function parseInvitation(boardId: string, data: unknown): Invitation | null {
  const stored = fieldsOf(data);
  const invitedBy = fieldsOf(stored.invitedBy);
  const email = text(stored.email);
  if (!email || !isInvitedRole(stored.role)) return null;
  return {
    boardId,
    email,
    role: stored.role,
    boardTitle: text(stored.boardTitle),
    invitedBy: { uid: text(invitedBy.uid), name: text(invitedBy.name) },
    createdAt: millis(stored.createdAt),
  };
}

/** Long enough for any real address; the rules allow 320 characters. */
const MAX_EMAIL = 320;
// Something@something.something: the person is told about typos, not taught RFC 5322.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CheckedInvitee = { ok: true; email: string } | { ok: false; problem: Problem };

/** Whether `typed` can be invited to a board with these members and pending invitations. */
export function checkInvitee(
  typed: string,
  {
    members,
    invitations,
    myEmail,
  }: { members: Member[]; invitations: Invitation[]; myEmail: string },
): CheckedInvitee {
  const email = normalizeEmail(typed);
  const refuse = (problem: Problem) => ({ ok: false as const, problem });
  if (!email) return refuse({ code: 'inviteeMissing' });
  if (email.length > MAX_EMAIL || !EMAIL_SHAPE.test(email)) {
    return refuse({ code: 'inviteeNotAnEmail', typed: typed.trim() });
  }
  if (email === normalizeEmail(myEmail)) return refuse({ code: 'inviteeIsYou' });
  const member = members.find((each) => normalizeEmail(each.email) === email);
  if (member) return refuse({ code: 'inviteeIsMember', name: member.name || email });
  if (invitations.some((invitation) => invitation.email === email)) {
    return refuse({ code: 'inviteeInvited', email });
  }
  return { ok: true, email };
}
