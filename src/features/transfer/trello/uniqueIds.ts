// Ids tie a file together (a card's list, a checklist's card). One that is missing or used twice
// gets a made-up id that no Trello id can equal (Trello's are 24 hex digits), so nothing else
// can attach to it, and the first holder of an id keeps it.
export function uniqueIds(ids: readonly string[], prefix: string): string[] {
  const seen = new Set<string>();
  return ids.map((id, index) => {
    const unique = id === '' || seen.has(id) ? `${prefix}-${index + 1}` : id;
    seen.add(unique);
    return unique;
  });
}
