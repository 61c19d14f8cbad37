// Text past a limit is cut, marked with "…", and counted, so the summary can say how many.

export type ShortenedKind =
  | 'boardTitle'
  | 'listTitle'
  | 'cardTitle'
  | 'description'
  | 'labelName'
  | 'checklistItem'
  | 'comment'
  | 'name';

/** How many texts of each kind were shortened. */
export type ShortenedTally = Record<ShortenedKind, number>;

export const emptyTally = (): ShortenedTally => ({
  boardTitle: 0,
  listTitle: 0,
  cardTitle: 0,
  description: 0,
  labelName: 0,
  checklistItem: 0,
  comment: 0,
  name: 0,
});

/** At most `max` characters, the last one "…" when cut; never splits a surrogate pair. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let head = text.slice(0, max - 1);
  const last = head.charCodeAt(head.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) head = head.slice(0, -1);
  return `${head}…`;
}

/** shortenText, counted in `tally` under `kind` when it cut something. */
export function shortenCounted(
  text: string,
  max: number,
  kind: ShortenedKind,
  tally: ShortenedTally,
): string {
  if (text.length <= max) return text;
  tally[kind] += 1;
  return shortenText(text, max);
}
