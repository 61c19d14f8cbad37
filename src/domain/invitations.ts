// Reading invitations (boards/{boardId}/invitations/{email}) and checking whom one may invite
// (docs/data-model.md). The rules check the stored shape; the app checks what they cannot:
// that the email is not already a member's.
import { fieldsOf, millis, text } from './fields';
import { isInvitedRole, normalizeEmail, type Invitation, type Member } from './members';

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

export type CheckedInvitee = { ok: true; email: string } | { ok: false; message: string };

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
  if (!email) return { ok: false, message: 'Type the email address of the person to invite.' };
  if (email.length > MAX_EMAIL || !EMAIL_SHAPE.test(email)) {
    return { ok: false, message: `“${typed.trim()}” doesn’t look like an email address.` };
  }
  if (email === normalizeEmail(myEmail)) {
    return { ok: false, message: 'You are already on this board: invite someone else.' };
  }
  const member = members.find((each) => normalizeEmail(each.email) === email);
  if (member) {
    return {
      ok: false,
      message: `${member.name || email} is already a member of this board.`,
    };
  }
  if (invitations.some((invitation) => invitation.email === email)) {
    return {
      ok: false,
      message: `${email} is already invited. Withdraw that invitation to invite them again.`,
    };
  }
  return { ok: true, email };
}
