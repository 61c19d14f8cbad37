// What an editor shows of a text with mentions: each stored token `@[Ben Teammate](uid)` as
// `@Ben Teammate`, while the stored text keeps the token (issue 31 §2). The textarea holds the
// shown text; each change to it is mapped back onto the stored text. A change that deletes into
// a mention deletes the whole mention (Backspace after it removes it at once); typing inside one
// turns it into plain text; text before and after a mention moves it along.
import { MENTION_PATTERN } from './mentions';

interface ShownMention {
  start: number;
  end: number;
  token: string;
}

/** `stored` as shown, and where each mention sits in what is shown. */
export function shownText(stored: string): { text: string; mentions: ShownMention[] } {
  const mentions: ShownMention[] = [];
  let text = '';
  let at = 0;
  for (const match of stored.matchAll(MENTION_PATTERN)) {
    text += stored.slice(at, match.index);
    const shown = `@${match[1]!}`;
    mentions.push({ start: text.length, end: text.length + shown.length, token: match[0] });
    text += shown;
    at = match.index! + match[0].length;
  }
  return { text: text + stored.slice(at), mentions };
}

/** The shown text from `from` to `to` as stored: the mentions wholly inside it as tokens. */
function storedSlice(text: string, mentions: ShownMention[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const mention of mentions) {
    if (mention.start < from || mention.end > to) continue;
    out += text.slice(at, mention.start) + mention.token;
    at = mention.end;
  }
  return out + text.slice(at, to);
}

function commonPrefix(a: string, b: string, max: number): number {
  let n = 0;
  while (n < max && a[n] === b[n]) n += 1;
  return n;
}

function commonSuffix(a: string, b: string, max: number): number {
  let n = 0;
  while (n < max && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

/**
 * The textarea changed from what `stored` shows to `after`, the caret now at `caret`: the
 * stored text after the change, and where the caret goes in what is then shown. Text typed
 * (or a chosen mention's token, inserted by the @ picker) is kept as it is.
 */
export function editShownText(
  stored: string,
  after: string,
  caret: number,
): { stored: string; caret: number } {
  const { text: before, mentions } = shownText(stored);
  // The caret ends what was typed: it tells where a change among equal letters happened.
  const suffix = commonSuffix(
    before,
    after,
    Math.max(0, Math.min(before.length, after.length - caret)),
  );
  const prefix = commonPrefix(before, after, Math.min(before.length, after.length) - suffix);
  let from = prefix;
  let to = before.length - suffix;
  const inserted = after.slice(prefix, after.length - suffix);
  let kept = mentions;
  if (to > from) {
    // Deleting into a mention deletes all of it.
    for (const mention of mentions) {
      if (mention.start < to && mention.end > from) {
        from = Math.min(from, mention.start);
        to = Math.max(to, mention.end);
      }
    }
  } else {
    // Typing inside a mention leaves its words as plain text.
    kept = mentions.filter((mention) => !(mention.start < from && from < mention.end));
  }
  // What was typed may complete a token with the text before it (the picker's `@` + `[Bob](…)`):
  // the caret is placed by what the stored text up to it shows.
  const upToCaret = storedSlice(before, kept, 0, from) + inserted;
  return {
    stored: upToCaret + storedSlice(before, kept, to, before.length),
    caret: shownText(upToCaret).text.length,
  };
}
