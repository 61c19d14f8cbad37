// Who may do what on a board (docs/data-model.md, "Members and roles"). The board keeps its
// owner in `ownerId` and every person who can open it, the owner included, in `members`, a map
// keyed by uid. Boards made before sharing have no `members`: their owner is still the owner.
import { fieldsOf, text } from './fields';

export type Role = 'owner' | 'editor' | 'viewer';
/** The roles an invitation can give (a board has one owner, its creator). */
export type InvitedRole = Exclude<Role, 'owner'>;
export const INVITED_ROLES: readonly InvitedRole[] = ['editor', 'viewer'];

export interface Member {
  uid: string;
  role: Role;
  /** The name the person signs in with, as they were when they joined. */
  name: string;
  /** Lowercased. */
  email: string;
}

/** A member as stored, under their uid in the board's `members` map. */
export interface StoredMember {
  role: Role;
  name: string;
  email: string;
}

const isRole = (value: unknown): value is Role =>
  value === 'owner' || value === 'editor' || value === 'viewer';

export const isInvitedRole = (value: unknown): value is InvitedRole =>
  value === 'editor' || value === 'viewer';

/**
 * The stored `members` map as a list: the owner first, then by name. The owner is a member
 * whatever the map says (older boards have no map), and nobody else can be an owner.
 */
export function parseMembers(value: unknown, ownerId: string): Member[] {
  const stored = fieldsOf(value);
  const members: Member[] = [];
  for (const [uid, entry] of Object.entries(stored)) {
    const fields = fieldsOf(entry);
    if (!isRole(fields.role)) continue;
    const role: Role = uid === ownerId ? 'owner' : fields.role === 'owner' ? 'viewer' : fields.role;
    members.push({ uid, role, name: text(fields.name), email: text(fields.email) });
  }
  if (ownerId && !members.some((member) => member.uid === ownerId)) {
    members.push({ uid: ownerId, role: 'owner', name: '', email: '' });
  }
  return members.sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name),
  );
}

export const storedMember = ({ role, name, email }: Member): StoredMember => ({
  role,
  name,
  email,
});

/** The role `uid` has on a board, or null when they are not a member. */
export function roleOn(
  board: { ownerId: string; members: Member[] },
  uid: string | null,
): Role | null {
  if (!uid) return null;
  if (board.ownerId === uid) return 'owner';
  return board.members.find((member) => member.uid === uid)?.role ?? null;
}

/** Lists, cards, labels and comments. */
export const canEdit = (role: Role | null): boolean => role === 'owner' || role === 'editor';
/** Invite, change roles, remove members, delete the board. */
export const canShare = (role: Role | null): boolean => role === 'owner';

/**
 * The members among `uids`, in the board's order. Someone who left stays in a card's
 * assignees until unassigned (docs/data-model.md), but only current members are shown.
 */
export const membersAmong = (members: Member[], uids: readonly string[]): Member[] =>
  uids.length === 0 ? [] : members.filter((member) => uids.includes(member.uid));

/**
 * A member's name as people read it: their name, else their email, else `someone` (the caller's
 * word for a person without either, in the reader's language).
 */
export const memberName = (member: Pick<Member, 'name' | 'email'>, someone: string): string =>
  member.name || member.email || someone;

/** The members as the @ picker offers them: by uid, under the name people read. */
export const mentionCandidates = (
  members: readonly Member[],
  someone: string,
): { uid: string; name: string }[] =>
  members.map((member) => ({ uid: member.uid, name: memberName(member, someone) }));

/** An email as invitations store and compare it. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Initials for an avatar: "Ada Lovelace" → "AL"; an email's first letter when there is no name. */
export function initialsOf(member: Pick<Member, 'name' | 'email'>): string {
  const words = member.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  const initials = letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
  return initials || (Array.from(member.email)[0] ?? '?').toLocaleUpperCase();
}

/** An invitation to a board: boards/{boardId}/invitations/{email}. */
export interface Invitation {
  boardId: string;
  /** Lowercased; also the document's id. */
  email: string;
  role: InvitedRole;
  /** The board's name when the invitation was made (the invitee cannot read the board yet). */
  boardTitle: string;
  invitedBy: { uid: string; name: string };
  createdAt: number | null;
}
