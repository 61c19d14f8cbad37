// A board keeps at most LIMITS.labelsPerBoard labels. Past that, the ones on the most cards stay
// (ties: the file's order), so the fewest cards lose a label; they keep the file's order.
import type { ArchiveLabel, BoardArchive } from '../../../domain/boardArchive';
import { LIMITS } from '../../../domain/limits';
import { type ShortenedTally, shortenCounted } from './shorten';
import type { ImportNotice } from '../importNotice';

export interface FittedLabels {
  labels: ArchiveLabel[];
  /** Ids of the labels kept. */
  kept: ReadonlySet<string>;
  /** Ids of labels in the file that were left out for the limit. */
  dropped: ReadonlySet<string>;
}

function usesById(draft: BoardArchive): Map<string, number> {
  const uses = new Map<string, number>();
  for (const list of draft.lists) {
    for (const card of list.cards) {
      for (const id of new Set(card.labelIds)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
  }
  return uses;
}

export function fitLabels(draft: BoardArchive, tally: ShortenedTally): FittedLabels {
  const all = draft.board.labels;
  let keptLabels = all;
  if (all.length > LIMITS.labelsPerBoard) {
    const uses = usesById(draft);
    const chosen = new Set(
      all
        .map((label, index) => ({ id: label.id, index, uses: uses.get(label.id) ?? 0 }))
        .sort((a, b) => b.uses - a.uses || a.index - b.index)
        .slice(0, LIMITS.labelsPerBoard)
        .map(({ index }) => index),
    );
    keptLabels = all.filter((_label, index) => chosen.has(index));
  }
  const labels = keptLabels.map((label) => ({
    ...label,
    name: shortenCounted(label.name.trim(), LIMITS.labelName, 'labelName', tally),
  }));
  const kept = new Set(labels.map((label) => label.id));
  const dropped = new Set(all.map((label) => label.id).filter((id) => !kept.has(id)));
  return { labels, kept, dropped };
}

/** What the summary says about labels left out for the limit. */
export function labelLimitNotice(total: number, cardsThatLostOne: number): ImportNotice {
  const max = LIMITS.labelsPerBoard;
  return { kind: 'labelLimit', total, max, left: total - max, cardsThatLostOne };
}
