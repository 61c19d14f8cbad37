// A board read from the server, as our export file (src/domain/boardArchive.ts,
// docs/export-format.md). Pure: no React, no Firebase, so it runs in a test or a worker as is.
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveAttachment,
  type ArchiveCard,
  type ArchiveComment,
  type ArchiveList,
  type ArchivePerson,
  type BoardArchive,
} from '../../../domain/boardArchive';
import type { Attachment } from '../../../domain/attachment';
import { writtenAt, type Comment } from '../../../domain/comment';
import { mentionsReadable } from '../../../domain/mentions';
import { membersAmong, type Member } from '../../../domain/members';
import { compareRanked } from '../../../domain/ordering';
import type { Card } from '../../../domain/types';
import { archiveCustomFields, archiveFieldValues } from './customFieldsArchive';
import type { BoardContents as ServerBoardContents } from '../../../services/exports';

/** What the builder reads: the board as the services read it (its `unreadable` count aside). */
export type BoardContents = Omit<ServerBoardContents, 'unreadable'>;

/**
 * Items in rank order when every one has a rank; otherwise as given (an old array-form
 * checklist or label list, whose array order is its order).
 */
function inRankOrder<T extends { id: string; rank?: string }>(items: readonly T[]): T[] {
  if (!items.every((item) => item.rank !== undefined)) return [...items];
  return [...items].sort((a, b) =>
    compareRanked({ id: a.id, rank: a.rank ?? '' }, { id: b.id, rank: b.rank ?? '' }),
  );
}

const person = ({ name, email }: Pick<Member, 'name' | 'email'>): ArchivePerson => ({
  name,
  email,
});

const iso = (millis: number) => new Date(millis).toISOString();

/**
 * Oldest first, each dated when it was first written: an imported comment by its original
 * date (importedAt), not by when the import wrote it. One still waiting for its server time
 * was written just now.
 */
function archiveComments(comments: readonly Comment[], now: number): ArchiveComment[] {
  const written = (comment: Comment) => writtenAt(comment) ?? now;
  return [...comments]
    .sort((a, b) => written(a) - written(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((comment) => ({
      authorName: comment.authorName,
      createdAt: iso(written(comment)),
      text: mentionsReadable(comment.text),
    }));
}

/** A card's files by name, oldest first; nothing when it has none. */
function archiveAttachments(
  files: readonly Attachment[],
  now: number,
): { attachments?: ArchiveAttachment[] } {
  if (files.length === 0) return {};
  return {
    attachments: [...files]
      .sort((a, b) => (a.createdAt ?? now) - (b.createdAt ?? now))
      .map((file) => ({
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        addedBy: file.uploaderName,
        addedAt: iso(file.createdAt ?? now),
      })),
  };
}

export function buildBoardArchive({
  board,
  lists,
  cards,
  commentsByCard,
  attachmentsByCard = {},
  now,
}: BoardContents & { now: number }): BoardArchive {
  const labels = inRankOrder(board.labels);
  const labelIds = new Set(labels.map((label) => label.id));
  // A list being deleted is already gone from every screen; its cards go with it.
  const kept = [...lists].filter((list) => !list.deleting).sort(compareRanked);
  const cardsByList = new Map<string, Card[]>(kept.map((list) => [list.id, []]));
  for (const card of cards) cardsByList.get(card.listId)?.push(card);

  const fields = board.customFields ?? [];
  const archiveCard = (card: Card): ArchiveCard => ({
    id: card.id,
    title: card.title,
    description: mentionsReadable(card.description),
    // A label deleted from the board may still be named by a card: it is gone, so it goes.
    labelIds: card.labelIds.filter((id) => labelIds.has(id)),
    due: card.due,
    dueComplete: card.dueComplete,
    ...(card.due && card.dueTime ? { dueTime: card.dueTime } : {}),
    ...(card.due && card.dueAt != null ? { dueAt: new Date(card.dueAt).toISOString() } : {}),
    ...(card.start ? { start: card.start } : {}),
    checklist: inRankOrder(card.checklist).map(({ text, done }) => ({ text, done })),
    // The card's own flag: an open card of an archived list stays open in the file, so
    // restoring the list on an imported board brings it back, as it would here.
    archived: card.archived,
    // Someone who left stays in a card's assignees until unassigned; only members are people
    // the file can name (the board page shows the same).
    assignees: membersAmong(board.members, card.assigneeIds).map(person),
    comments: archiveComments(commentsByCard[card.id] ?? [], now),
    ...archiveAttachments(attachmentsByCard[card.id] ?? [], now),
    ...archiveFieldValues(fields, card),
  });

  const archiveLists: ArchiveList[] = kept.map((list) => ({
    id: list.id,
    title: list.title,
    archived: list.archived,
    cards: (cardsByList.get(list.id) ?? []).sort(compareRanked).map(archiveCard),
  }));

  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: iso(now),
    source: { system: 'boards', boardId: board.id },
    board: {
      title: board.title,
      color: board.color,
      labels: labels.map(({ id, name, color }) => ({ id, name, color })),
      members: board.members.map(({ name, email, role }) => ({ name, email, role })),
      ...archiveCustomFields(fields),
    },
    lists: archiveLists,
  };
}
