// What a new board copies from its template, read whole as plain data: a built-in template
// (src/domain/builtInTemplates.ts), or a board the caller is a member of, read with the Admin
// SDK (its open lists, their open cards, its labels and custom field definitions).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BUILT_IN_TEMPLATES } from '../../../src/domain/builtInTemplates';
import type { TemplateSource } from '../../../src/domain/templateRequest';
import { boardFor } from '../lib/callers';

type Fields = Record<string, unknown>;

export interface CopiedCard {
  listId: string;
  title: string;
  description: string;
  labelIds: string[];
  checklist: string[];
  due: string | null;
  template: boolean;
  /** Custom field values (issue 32 §E), copied as stored when the card has them. */
  fieldValues?: unknown;
}

export interface BoardCopy {
  labels: { id: string; name: string; color: string }[];
  lists: { id: string; title: string }[];
  /** In each list's order. */
  cards: CopiedCard[];
  /** Custom field definitions (issue 32 §E), as the source board stores them, if it has any. */
  customFields?: unknown;
}

const byRank = (a: { rank: string }, b: { rank: string }) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0;

/** A stored keyed list (a map by id, each with a rank) or an old array, in order. */
function keyed(value: unknown): Fields[] {
  if (Array.isArray(value)) return value.filter((item): item is Fields => !!item);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, Fields>)
    .map(([id, item]) => ({ ...item, id, rank: String(item.rank ?? '') }))
    .sort(byRank);
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function builtIn(id: keyof typeof BUILT_IN_TEMPLATES): BoardCopy {
  const template = BUILT_IN_TEMPLATES[id];
  return {
    labels: template.labels.map((label, i) => ({ id: String(i), ...label })),
    lists: template.lists.map((title, i) => ({ id: String(i), title })),
    cards: template.cards.map((card) => ({
      listId: String(card.list),
      title: card.title,
      description: card.description,
      labelIds: card.labels.map(String),
      checklist: card.checklist,
      due: null,
      template: true,
    })),
  };
}

async function fromBoard(firestore: Firestore, uid: string, boardId: string): Promise<BoardCopy> {
  const board = await boardFor(firestore, uid, boardId, ['owner', 'editor', 'viewer']);
  if (board.get('deleting') === true) {
    throw new HttpsError('failed-precondition', 'That board is being deleted.');
  }
  const ref = board.ref;
  const [lists, cards] = await Promise.all([
    ref.collection('lists').get(),
    ref.collection('cards').where('archived', '==', false).get(),
  ]);
  const openLists = lists.docs
    .filter((list) => list.get('archived') !== true && list.get('deleting') !== true)
    .map((list) => ({
      id: list.id,
      title: textOf(list.get('title')),
      rank: textOf(list.get('rank')),
    }))
    .sort(byRank);
  const listIds = new Set(openLists.map((list) => list.id));
  const openCards = cards.docs
    .map((card) => ({ data: card.data(), rank: textOf(card.get('rank')) }))
    .filter(({ data }) => listIds.has(textOf(data.listId)))
    .sort(byRank);
  return {
    labels: keyed(board.get('labels')).map((label) => ({
      id: textOf(label.id),
      name: textOf(label.name),
      color: textOf(label.color),
    })),
    lists: openLists.map(({ id, title }) => ({ id, title })),
    cards: openCards.map(({ data }) => ({
      listId: textOf(data.listId),
      title: textOf(data.title),
      description: textOf(data.description),
      labelIds: Array.isArray(data.labelIds) ? data.labelIds.map(String) : [],
      checklist: keyed(data.checklist).map((item) => textOf(item.text)),
      due: typeof data.due === 'string' ? data.due : null,
      template: data.template === true,
      ...(data.fieldValues !== undefined ? { fieldValues: data.fieldValues } : {}),
    })),
    ...(board.get('customFields') !== undefined
      ? { customFields: board.get('customFields') as unknown }
      : {}),
  };
}

export function readTemplate(
  firestore: Firestore,
  uid: string,
  source: TemplateSource,
): Promise<BoardCopy> {
  return 'builtIn' in source
    ? Promise.resolve(builtIn(source.builtIn))
    : fromBoard(firestore, uid, source.boardId);
}
