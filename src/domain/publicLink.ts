// The read-only link (docs/features.md, "Read-only link"): an unguessable id on the board
// (boards/{id}.publicLinkId, set by the owner). What the link shows of the board itself (title,
// colour, labels, members' names) the server answers (functions/src/publicLink); the board
// document stays members-only: it holds members' emails.
// The server compiles this module (functions/): it imports nothing that needs a package.
import { fieldsOf, text } from './fields';
import { isColorKey } from './palette';

/** The id's shape (the rules check the same): 20 to 40 URL-safe characters. */
export const PUBLIC_LINK_ID = /^[A-Za-z0-9_-]{20,40}$/;

export const isPublicLinkId = (value: unknown): value is string =>
  typeof value === 'string' && PUBLIC_LINK_ID.test(value);

/** What the server answers for a link, from the stored board. */
export function publicProjectionOf(boardId: string, storedBoard: unknown) {
  const stored = fieldsOf(storedBoard);
  const memberNames: Record<string, string> = {};
  for (const [uid, entry] of Object.entries(fieldsOf(stored.members))) {
    memberNames[uid] = text(fieldsOf(entry).name);
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

/** The address of the public page of a link. */
export const publicLinkPath = (linkId: string) => `/view/${encodeURIComponent(linkId)}`;
