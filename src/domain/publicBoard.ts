// What a read-only link shows of its board (the server's openPublicLink answer), as the page
// reads it: parsed like the board itself, nothing private (no emails, no roles).
import { parseLabels, type Label } from './board';
import { fieldsOf, text } from './fields';
import { isColorKey, type ColorKey } from './palette';

export interface PublicBoard {
  linkId: string;
  boardId: string;
  title: string;
  color: ColorKey;
  labels: Label[];
  /** Members' display names by uid, for the cards' assignees. */
  memberNames: Record<string, string>;
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
