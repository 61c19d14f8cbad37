// An @mention in a comment or a card description, stored in the text itself as
// `@[Name](uid)`: the uid is what counts (who is notified, whose current name shows), the name is
// the person's name when they were mentioned, shown if they are no longer a member. Editing
// stays plain text, and a text with mentions still reads sensibly anywhere it is shown raw
// (an export, a notification's excerpt).

/** The longest name a mention keeps (members' names have the same bound). */
export const MENTION_NAME_MAX = 100;

// Names never hold `]` or a line break (mentionToken strips them); uids are Firebase Auth's.
const MENTION = /@\[([^\]\n]{1,100})\]\(([A-Za-z0-9_-]{1,128})\)/g;

/** A stored mention: the name as group 1, the uid as group 2 (global: use with matchAll). */
export const MENTION_PATTERN = MENTION;

/** The token a chosen member becomes in the text. */
export function mentionToken(name: string, uid: string): string {
  const clean =
    name
      .replace(/[\]\n\r]/g, ' ')
      .trim()
      .slice(0, MENTION_NAME_MAX) || 'someone';
  return `@[${clean}](${uid})`;
}

/** The uids mentioned in `text`, each once, in order of first mention. */
export function mentionedUids(text: string): string[] {
  const uids: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const uid = match[2]!;
    if (!uids.includes(uid)) uids.push(uid);
  }
  return uids;
}

export type MentionSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; uid: string; name: string };

/** `text` cut into plain runs and mentions, for rendering each mention as a name. */
export function mentionSegments(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index!;
    if (start > at) segments.push({ kind: 'text', text: text.slice(at, start) });
    segments.push({ kind: 'mention', uid: match[2]!, name: match[1]! });
    at = start + match[0].length;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** `text` with each mention as `@Name` (a member's current name from `nameOf`, else the stored one). */
export function mentionsAsNames(text: string, nameOf: (uid: string) => string | undefined): string {
  return text.replace(MENTION, (_token, name: string, uid: string) => `@${nameOf(uid) ?? name}`);
}

/**
 * `text` with each mention readable outside the app, the uid kept beside the name:
 * `@Ben Teammate (uid-ben)`. The JSON export writes this (docs/export-format.md).
 */
export function mentionsReadable(text: string): string {
  return text.replace(MENTION, (_token, name: string, uid: string) => `@${name} (${uid})`);
}
