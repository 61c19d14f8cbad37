// A Trello board export (parsed JSON) as an import plan: everything we model is mapped,
// everything else is named in the notices, and what points at something missing from the
// export (a checklist's card, a comment's card) is skipped and counted; cards whose list is
// missing are kept, in an archived list of their own; labels missing from the board's own list
// are taken from the cards. The field-by-field table
// is in docs/import-export.md.
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveList,
  type BoardArchive,
} from '../../../domain/boardArchive';
import { fitArchive } from '../fit/fitArchive';
import type { ImportNotice, TransferPlanResult } from '../importNotice';
import { emptyTally } from '../fit/shorten';
import { boardColor } from './colors';
import { mapCard } from './mapCard';
import { mapChecklists } from './mapChecklists';
import { mapComments } from './mapComments';
import { mapCustomFields, mapFieldValues } from './mapCustomFields';
import { mapLabels } from './mapLabels';
import { byPosition } from './read';
import { readTrelloExport } from './readExport';
import {
  attachmentsNotice,
  backgroundNotice,
  customFieldNotice,
  memberNotices,
  labelsFromCardsNotice,
  missingCommentsNotice,
  orphanCardsNotice,
  orphansList as orphansListName,
  skippedNotice,
  undatedCommentsNotice,
} from './reported';
import type { TrelloCard, TrelloList } from './types';
import { uniqueIds } from './uniqueIds';

const withIds = <T extends { id: string }>(items: T[], prefix: string): T[] => {
  const ids = uniqueIds(
    items.map((item) => item.id),
    prefix,
  );
  return items.map((item, index) => ({ ...item, id: ids[index] ?? item.id }));
};

/** `now` is the archive's exportedAt: when the Trello file became an archive. */
export function mapTrelloBoard(json: unknown, now: Date = new Date()): TransferPlanResult {
  const board = readTrelloExport(json);
  const notices: ImportNotice[] = [];
  const tally = emptyTally();
  const lists = withIds(board.lists, 'list');
  const listIds = new Set(lists.map((list) => list.id));
  const cards = withIds(board.cards, 'card');
  const orphans = cards.filter((card) => !listIds.has(card.idList));
  // Last, archived; its id is no Trello id (24 hex digits) nor one uniqueIds makes up.
  const orphansList: TrelloList = {
    id: 'lists-not-in-export',
    name: orphansListName(),
    closed: true,
    pos: Number.MAX_SAFE_INTEGER,
  };
  if (orphans.length > 0) lists.push(orphansList);
  const placed = cards.map((card) =>
    listIds.has(card.idList) ? card : { ...card, idList: orphansList.id },
  );
  const placedIds = new Set(placed.map((card) => card.id));
  const checklists = mapChecklists(board.checklists, placedIds);
  const comments = mapComments(board.actions, placedIds);

  const customFields = mapCustomFields(board);
  const fieldsById = new Map(customFields.map((field) => [field.id, field]));

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
        listClosed: list.closed,
        checklist: checklists.byCard.get(card.id) ?? [],
        comments: comments.byCard.get(card.id) ?? [],
        fieldValues: mapFieldValues(card, fieldsById),
        tally,
      }),
    ),
  }));
  const labels = mapLabels(board.labels, notices);

  const present = (cardId: string) => comments.byCard.get(cardId)?.length ?? 0;
  const reported = [
    labelsFromCardsNotice(board),
    orphanCardsNotice(orphans.length, orphansList.name),
    skippedNotice(checklists.orphans, 'checklist'),
    skippedNotice(comments.orphans, 'comment'),
    undatedCommentsNotice(comments.undated),
    attachmentsNotice(placed),
    missingCommentsNotice(placed, present),
    ...memberNotices(board, placed),
    customFieldNotice(board, customFields.length),
    backgroundNotice(board),
  ];
  notices.push(...reported.filter((notice): notice is ImportNotice => notice !== null));

  const draft: BoardArchive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    source: { system: 'trello', boardId: board.id },
    board: {
      title: board.name,
      color: boardColor(board.prefs),
      labels,
      members: [],
      ...(customFields.length > 0 ? { customFields } : {}),
    },
    lists: archiveLists,
  };
  return fitArchive(draft, notices, tally);
}
