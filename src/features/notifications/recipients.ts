// Who one edit tells, and what (docs/notifications.md, "What notifies"): pure, from the edit as
// a value, the card and board as the store holds them, and the board's members. Never the
// author; never someone outside the board; never a person who muted the board; one
// notification per person per edit, at most NOTIFIED_MAX.
import type { ActivityDraft, ActivityKind, ActivityWrite } from '../../domain/activity';
import type { FieldChange } from '../../domain/edit';
import { mentionedUids, mentionsAsNames } from '../../domain/mentions';
import {
  excerptOf,
  NOTIFIED_MAX,
  type NotificationReason,
  type NotificationWrite,
} from '../../domain/notification';
import type { Board, Card } from '../../domain/types';

/** Watching, as the watching feature stores it (absent on older documents: nobody). */
type Watched = { watcherIds?: unknown; mutedBy?: unknown };

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export interface EditForRecipients {
  kind: ActivityKind;
  changes: FieldChange[];
  actorId: string;
  /** The board as the store holds it (its members; its watchers and mutes, if any). */
  board: Board;
  /** The card the edit is about, as it was (or, for a card added, as it is added). */
  card: Card | null;
}

export interface Recipient {
  uid: string;
  reason: NotificationReason;
}

/** Card edits that tell the card's watchers (a move only to another list). */
const WATCHED_KINDS: readonly ActivityKind[] = [
  'commentAdd',
  'cardMove',
  'cardRename',
  'cardArchive',
  'cardDue',
];

const newMentions = (before: string, after: string) => {
  const old = mentionedUids(before);
  return mentionedUids(after).filter((uid) => !old.includes(uid));
};

const cardChanges = (changes: FieldChange[]) =>
  changes.filter(
    (change): change is Extract<FieldChange, { doc: 'card' }> => change.doc === 'card',
  );

/** A comment's text before (empty for a new one) and after, if the edit added or edited one. */
function commentTexts(changes: FieldChange[]) {
  const change = changes.find((each) => each.doc === 'comment');
  if (change?.doc !== 'comment' || !change.after) return null;
  return { before: change.before?.text ?? '', after: change.after.text };
}

function mentioned({ kind, changes }: EditForRecipients): string[] {
  const comment = commentTexts(changes);
  if (comment && (kind === 'commentAdd' || kind === 'commentEdit')) {
    return newMentions(comment.before, comment.after);
  }
  if (kind !== 'cardDescription') return [];
  return cardChanges(changes).flatMap((change) =>
    typeof change.after.description === 'string'
      ? newMentions(change.before.description ?? '', change.after.description)
      : [],
  );
}

function assigned({ kind, changes }: EditForRecipients): string[] {
  if (kind !== 'cardAssign') return [];
  return changes.flatMap((change) =>
    change.doc === 'cardIds' && change.field === 'assigneeIds' && change.after && !change.before
      ? [change.item]
      : [],
  );
}

const movedToAnotherList = (changes: FieldChange[]) =>
  cardChanges(changes).some(
    (change) => change.after.listId !== undefined && change.after.listId !== change.before.listId,
  );

function watching(edit: EditForRecipients): string[] {
  if (!WATCHED_KINDS.includes(edit.kind) || !edit.card) return [];
  if (edit.kind === 'cardMove' && !movedToAnotherList(edit.changes)) return [];
  if (edit.kind === 'cardArchive' && !cardChanges(edit.changes).some((c) => c.after.archived)) {
    return [];
  }
  return idsOf((edit.card as Card & Watched).watcherIds);
}

const boardWatching = (edit: EditForRecipients): string[] =>
  edit.kind === 'cardAdd' ? idsOf((edit.board as Board & Watched).watcherIds) : [];

/** The people `edit` notifies, each once, by the first reason that applies. */
export function notificationRecipients(edit: EditForRecipients): Recipient[] {
  const { board, actorId } = edit;
  const muted = idsOf((board as Board & Watched).mutedBy);
  const isMember = (uid: string) =>
    uid === board.ownerId || board.members.some((member) => member.uid === uid);
  const candidates: Recipient[] = [
    ...mentioned(edit).map((uid) => ({ uid, reason: 'mention' as const })),
    ...assigned(edit).map((uid) => ({ uid, reason: 'assigned' as const })),
    ...watching(edit).map((uid) => ({ uid, reason: 'watching' as const })),
    ...boardWatching(edit).map((uid) => ({ uid, reason: 'boardWatching' as const })),
  ];
  const chosen: Recipient[] = [];
  for (const candidate of candidates) {
    const { uid } = candidate;
    if (uid === actorId || !isMember(uid) || muted.includes(uid)) continue;
    if (chosen.some((recipient) => recipient.uid === uid)) continue;
    chosen.push(candidate);
  }
  return chosen.slice(0, NOTIFIED_MAX);
}

/** What a notification quotes: the comment or description, the list moved to, the new value. */
function excerptFor(edit: EditForRecipients, draft: ActivityDraft): string {
  const nameOf = (uid: string) => edit.board.members.find((member) => member.uid === uid)?.name;
  const comment = commentTexts(edit.changes);
  if (comment) return excerptOf(mentionsAsNames(comment.after, nameOf));
  if (edit.kind === 'cardDescription') {
    const after = cardChanges(edit.changes).find((c) => typeof c.after.description === 'string');
    return excerptOf(mentionsAsNames(after?.after.description ?? '', nameOf));
  }
  if (edit.kind === 'cardMove') return excerptOf(draft.words.toList ?? '');
  if (edit.kind === 'cardRename' || edit.kind === 'cardDue') {
    return excerptOf(typeof draft.after === 'string' ? draft.after : '');
  }
  return '';
}

/** The card's title after the edit (a rename's new one): the rules check it against the card. */
function titleAfter(edit: EditForRecipients, card: Card): string {
  const renamed = cardChanges(edit.changes).find(
    (change) => change.id === card.id && typeof change.after.title === 'string',
  );
  return typeof renamed?.after.title === 'string' ? renamed.after.title : card.title;
}

/**
 * One notification per recipient of `edit`, described by its activity entry `entry`. What it
 * says is what the documents say after the batch (the rules check it): the author's name as the
 * entry has it, the board's title, the card's title after the edit.
 */
export function notificationWrites(
  edit: EditForRecipients,
  entry: ActivityWrite,
): NotificationWrite[] {
  const recipients = notificationRecipients(edit);
  if (recipients.length === 0 || !edit.card) return [];
  const excerpt = excerptFor(edit, entry.draft);
  const cardTitle = titleAfter(edit, edit.card);
  return recipients.map(({ uid, reason }) => ({
    uid,
    draft: {
      kind: reason,
      what: entry.draft.kind,
      actorId: entry.draft.authorId,
      actorName: entry.draft.authorName,
      boardId: edit.board.id,
      boardTitle: edit.board.title,
      cardId: edit.card!.id,
      cardTitle,
      excerpt,
      entryId: entry.id,
    },
  }));
}

/**
 * The activity entry with its notifications: the entry names each recipient (`notified`), which
 * is what the rules check each notification against. Unchanged when nobody is told.
 */
export function withNotifications(edit: EditForRecipients, entry: ActivityWrite): ActivityWrite {
  const notifications = notificationWrites(edit, entry);
  if (notifications.length === 0) return entry;
  return {
    ...entry,
    draft: { ...entry.draft, notified: notifications.map((write) => write.uid) },
    notifications,
  };
}
