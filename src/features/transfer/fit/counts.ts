import type { ArchiveCounts, BoardArchive } from '../../../domain/boardArchive';

/** What an archive holds, counted for the summary shown before and after writing. */
export function countArchive(archive: BoardArchive): ArchiveCounts {
  const counts: ArchiveCounts = {
    lists: archive.lists.length,
    cards: 0,
    archivedCards: 0,
    labels: archive.board.labels.length,
    checklistItems: 0,
    comments: 0,
  };
  for (const list of archive.lists) {
    for (const card of list.cards) {
      counts.cards += 1;
      if (card.archived || list.archived) counts.archivedCards += 1;
      counts.checklistItems += card.checklist.length;
      counts.comments += card.comments.length;
    }
  }
  return counts;
}
