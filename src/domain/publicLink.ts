// The read-only link (docs/features.md, "Read-only link"): an unguessable id on the board
// (boards/{id}.publicLinkId, set by the owner). What the link shows of the board itself (title,
// colour, labels, members' names) the server answers (functions/src/publicLink); the board
// document stays members-only: it holds members' emails.
import { parseLabels, type Label } from './board';
import { fieldsOf, text } from './fields';
import { parseMembers } from './members';
import { isColorKey, type ColorKey } from './palette';

/** The id's shape (the rules check the same): 20 to 40 URL-safe characters. */
export const PUBLIC_LINK_ID = /^[A-Za-z0-9_-]{20,40}$/;

export const isPublicLinkId = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_LINK_ID.test(value);

/** What anyone holding the link reads of the board: nothing private (no emails, no roles). */
export interface PublicBoard {
  linkId: string;
  boardId: string;
  title: string;
  color: ColorKey;
  labels: Label[];
  /** Members' display names by uid, for the cards' assignees. */
  memberNames: Record<string, string>;
}

/** What the server answers for a link, from the stored board. */
export function publicProjectionOf(boardId: string, storedBoard: unknown) {
  const stored = fieldsOf(storedBoard);
  const memberNames: Record<string, string> = {};
  for (const member of parseMembers(stored.members, text(stored.ownerId))) {
    memberNames[member.uid] = member.name;
  }
  return {
    boardId,
    title: text(stored.title),
    color: isColorKey(stored.color) ? stored.color : 'blue',
    // Stored as the board stores them (a keyed map, or an old array): parsed the same way.
    labels: stored.labels ?? {},
    memberNames,
  };
}

export function parsePublicBoard(linkId: string, data: unknown): PublicBoard {
  const stored = fieldsOf(data);
  const memberNames: Record<string, string> = {};
  for (const [uid, name] of Object.entries(fieldsOf(stored.memberNames))) {
    if (typeof name === 'string') memberNames[uid] = name;
  }
  return {
    linkId,
    boardId: text(stored.boardId),
    title: text(stored.title),
    color: isColorKey(stored.color) ? stored.color : 'blue',
    labels: parseLabels(stored.labels),
    memberNames,
  };
}

/** The address of the public page of a link. */
export const publicLinkPath = (linkId: string) => `/view/${encodeURIComponent(linkId)}`;
