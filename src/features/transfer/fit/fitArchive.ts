// Both readers (a Trello export, our own export) build a draft archive as the file has it, then
// bring it within our limits here, so both follow the same rules: a board over the list or
// card limits is refused with the numbers (nothing is written, never half a board); texts over
// a limit are shortened; labels past the board's limit are left out; every change is told.
import { msg } from '@lingui/core/macro';
import type { ArchiveList, BoardArchive } from '../../../domain/boardArchive';
import { LIMITS } from '../../../domain/limits';
import { i18n } from '../../../i18n';
import type { ImportNotice, TransferPlanResult } from '../importNotice';
import { countArchive } from './counts';
import { emptyCardFitStats, fitCard, fitPerson, untitledCard } from './fitCard';
import { fitLabels, labelLimitNotice } from './fitLabels';
import { cardFitNotices, refusalForCards, refusalForLists, shortenedNotices } from './fitNotices';
import { emptyTally, type ShortenedTally, shortenCounted } from './shorten';

// Names a nameless board or list gets: its content from then on, so in the importer's language.
export const untitledBoard = () => i18n._(msg`Untitled board`);
export const untitledList = () => i18n._(msg`Untitled list`);

/**
 * `draft` as it came from the file; `sourceNotices` what its reader has to say (shown first);
 * `tally` counts texts the reader already shortened itself.
 */
export function fitArchive(
  draft: BoardArchive,
  sourceNotices: ImportNotice[] = [],
  tally: ShortenedTally = emptyTally(),
): TransferPlanResult {
  if (draft.lists.length > LIMITS.listsPerBoard) {
    return { ok: false, message: refusalForLists(draft.lists.length) };
  }
  const cardCount = draft.lists.reduce((sum, list) => sum + list.cards.length, 0);
  if (cardCount > LIMITS.cardsPerBoard) return { ok: false, message: refusalForCards(cardCount) };

  const notices = [...sourceNotices];
  let boardTitle = draft.board.title.trim();
  if (boardTitle === '') {
    boardTitle = untitledBoard();
    notices.push({ kind: 'untitledBoard', name: boardTitle });
  }
  const labels = fitLabels(draft, tally);
  const stats = emptyCardFitStats();
  let untitledLists = 0;
  const listName = untitledList();
  const context = { keptLabels: labels.kept, droppedLabels: labels.dropped, tally, stats };
  const cardName = untitledCard();
  const lists: ArchiveList[] = draft.lists.map((list) => {
    let title = list.title.trim();
    if (title === '') {
      untitledLists += 1;
      title = listName;
    }
    return {
      id: list.id,
      title: shortenCounted(title, LIMITS.listTitle, 'listTitle', tally),
      archived: list.archived,
      cards: list.cards.map((card) => fitCard(card, context, cardName)),
    };
  });

  const archive: BoardArchive = {
    format: draft.format,
    version: draft.version,
    exportedAt: draft.exportedAt,
    source: draft.source,
    board: {
      title: shortenCounted(boardTitle, LIMITS.boardTitle, 'boardTitle', tally),
      color: draft.board.color,
      labels: labels.labels,
      members: draft.board.members.map((member) => ({
        ...fitPerson(member, tally),
        role: member.role,
      })),
      ...(draft.board.customFields ? { customFields: draft.board.customFields } : {}),
    },
    lists,
  };
  if (labels.dropped.size > 0) {
    notices.push(labelLimitNotice(draft.board.labels.length, stats.cardsLostLabelToLimit));
  }
  if (untitledLists > 0) {
    notices.push({ kind: 'untitledLists', count: untitledLists, name: listName });
  }
  notices.push(...cardFitNotices(stats, cardName), ...shortenedNotices(tally));
  return { ok: true, plan: { archive, counts: countArchive(archive), notices } };
}
