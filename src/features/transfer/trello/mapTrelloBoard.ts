// A Trello board export (parsed JSON) as an import plan: everything we model is mapped,
// everything else is named in the notices, and what points at something missing from the
// export (a card's list, a checklist's card) is skipped and counted. The field-by-field table
// is in docs/import-export.md.
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveList,
  type BoardArchive,
  type ImportPlanResult,
} from '../../../domain/boardArchive';
import { fitArchive } from '../fit/fitArchive';
import { emptyTally } from '../fit/shorten';
import { plural, verb } from '../fit/words';
import { boardColor } from './colors';
import { mapCard } from './mapCard';
import { mapChecklists } from './mapChecklists';
import { mapComments } from './mapComments';
import { mapLabels } from './mapLabels';
import { byPosition } from './read';
import { readTrelloExport } from './readExport';
import {
  backgroundNotice,
  customFieldNotice,
  memberNotices,
  missingCommentsNotice,
  startDateNotice,
} from './reported';
import type { TrelloCard } from './types';
import { uniqueIds } from './uniqueIds';

const withIds = <T extends { id: string }>(items: T[], prefix: string): T[] => {
  const ids = uniqueIds(
    items.map((item) => item.id),
    prefix,
  );
  return items.map((item, index) => ({ ...item, id: ids[index] ?? item.id }));
};

const skipped = (count: number, what: string, whose: string) =>
  `${plural(count, what)} ${verb(count, 'belongs', 'belong')} to ${whose} that aren’t in the export; ` +
  `${verb(count, 'it was', 'they were')} skipped.`;

/** `now` is the archive's exportedAt: when the Trello file became an archive. */
export function mapTrelloBoard(json: unknown, now: Date = new Date()): ImportPlanResult {
  const board = readTrelloExport(json);
  const notices: string[] = [];
  const tally = emptyTally();
  const lists = withIds(board.lists, 'list');
  const listIds = new Set(lists.map((list) => list.id));
  const cards = withIds(board.cards, 'card');
  const placed = cards.filter((card) => listIds.has(card.idList));
  const placedIds = new Set(placed.map((card) => card.id));
  const checklists = mapChecklists(board.checklists, placedIds);
  const comments = mapComments(board.actions, placedIds);

  const cardsByList = new Map<string, TrelloCard[]>();
  for (const card of placed) {
    const listCards = cardsByList.get(card.idList);
    if (listCards) listCards.push(card);
    else cardsByList.set(card.idList, [card]);
  }
  const archiveLists: ArchiveList[] = byPosition(lists).map((list) => ({
    id: list.id,
    title: list.name,
    archived: list.closed,
    cards: byPosition(cardsByList.get(list.id) ?? []).map((card) =>
      mapCard(card, {
        checklist: checklists.byCard.get(card.id) ?? [],
        comments: comments.byCard.get(card.id) ?? [],
        tally,
      }),
    ),
  }));
  const labels = mapLabels(board.labels, notices);

  if (cards.length > placed.length)
    notices.push(skipped(cards.length - placed.length, 'card', 'lists'));
  if (checklists.orphans > 0) notices.push(skipped(checklists.orphans, 'checklist', 'cards'));
  if (comments.orphans > 0) notices.push(skipped(comments.orphans, 'comment', 'cards'));
  if (comments.undated > 0) {
    notices.push(
      `${plural(comments.undated, 'comment')} had no date that could be read; left out.`,
    );
  }
  const withAttachments = placed.filter((card) => card.attachments.length > 0);
  if (withAttachments.length > 0) {
    const total = withAttachments.reduce((sum, card) => sum + card.attachments.length, 0);
    notices.push(
      `${plural(withAttachments.length, 'card')} had attachments (${plural(total, 'attachment')}); ` +
        `files are not brought over, their names and links are listed at the end of the card’s description.`,
    );
  }
  const present = (cardId: string) => comments.byCard.get(cardId)?.length ?? 0;
  const reported = [
    missingCommentsNotice(placed, present),
    ...memberNotices(board, placed),
    customFieldNotice(board, placed),
    startDateNotice(placed),
    backgroundNotice(board),
  ];
  notices.push(...reported.filter((notice): notice is string => notice !== null));

  const draft: BoardArchive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    source: { system: 'trello', boardId: board.id },
    board: { title: board.name, color: boardColor(board.prefs), labels, members: [] },
    lists: archiveLists,
  };
  return fitArchive(draft, notices, tally);
}
