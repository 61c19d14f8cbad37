// The table view's columns (issue 33 §1): what each shows of a card, how it sorts, and which
// ones a person edits in place (the start date too). Custom fields follow as read-only columns, in the board's order.
import { msg } from '@lingui/core/macro';
import type { CustomField } from '../../domain/customFields';
import { formatDay } from '../../domain/due';
import type { Member } from '../../domain/members';
import type { BoardList, Card, Label } from '../../domain/types';
import { i18n } from '../../i18n';
import { fieldValueWords } from '../../messages/fieldValues';
import { labelName } from '../cards';

export type EditableColumn = 'title' | 'list' | 'start' | 'due' | 'labels' | 'assignees';

export interface TableColumn {
  id: string;
  name: string;
  /** The cell's words; empty when the card has none. */
  text: (card: Card) => string;
  /** What the column sorts by: a day sorts as YYYY-MM-DD, a list by its place on the board. */
  sortKey: (card: Card) => string | number;
  editable?: EditableColumn;
  width: string;
}

export interface TableContext {
  lists: Record<string, BoardList>;
  listOrder: Record<string, number>;
  labels: Label[];
  members: Member[];
  fields: CustomField[];
  now: Date;
}

const join = (names: string[]) => names.join(', ');

export function tableColumns(context: TableContext): TableColumn[] {
  const { lists, listOrder, labels, members, fields, now } = context;
  const locale = i18n.locale;
  const labelsOf = (card: Card) =>
    join(
      labels.filter((label) => card.labelIds.includes(label.id)).map((label) => labelName(label)),
    );
  const assigneesOf = (card: Card) =>
    join(
      members
        .filter((member) => card.assigneeIds.includes(member.uid))
        .map((member) => member.name),
    );
  return [
    {
      id: 'title',
      name: i18n._(msg`Title`),
      text: (card) => card.title,
      sortKey: (card) => card.title.toLocaleLowerCase(),
      editable: 'title',
      width: 'minmax(14rem, 3fr)',
    },
    {
      id: 'list',
      name: i18n._(msg`List`),
      text: (card) => lists[card.listId]?.title ?? '',
      sortKey: (card) => listOrder[card.listId] ?? Number.MAX_SAFE_INTEGER,
      editable: 'list',
      width: 'minmax(8rem, 1fr)',
    },
    {
      id: 'labels',
      name: i18n._(msg`Labels`),
      text: labelsOf,
      sortKey: (card) => labelsOf(card).toLocaleLowerCase(),
      editable: 'labels',
      width: 'minmax(8rem, 1fr)',
    },
    {
      id: 'assignees',
      name: i18n._(msg`Assignees`),
      text: assigneesOf,
      sortKey: (card) => assigneesOf(card).toLocaleLowerCase(),
      editable: 'assignees',
      width: 'minmax(8rem, 1fr)',
    },
    {
      id: 'start',
      name: i18n._(msg`Start`),
      text: (card) => (card.start ? formatDay(card.start, now, locale) : ''),
      sortKey: (card) => card.start ?? '',
      editable: 'start',
      width: 'minmax(7rem, 0.8fr)',
    },
    {
      id: 'due',
      name: i18n._(msg`Due`),
      text: (card) => (card.due ? formatDay(card.due, now, locale) : ''),
      sortKey: (card) => card.due ?? '',
      editable: 'due',
      width: 'minmax(7rem, 0.8fr)',
    },
    ...fields.map((field): TableColumn => ({
      id: `field-${field.id}`,
      name: field.name,
      text: (card) => fieldValueWords(field, card.fieldValues?.[field.id]) ?? '',
      sortKey: (card) => {
        const value = card.fieldValues?.[field.id];
        if (field.type === 'number' && typeof value === 'number') return value;
        return (fieldValueWords(field, value) ?? '').toLocaleLowerCase();
      },
      width: 'minmax(7rem, 0.8fr)',
    })),
  ];
}

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** The cards in the column's order; empty cells last either way, ties in board order. */
export function sortCards(
  cards: Card[],
  column: TableColumn | undefined,
  direction: SortDirection,
) {
  if (!column) return cards;
  const keyed = cards.map((card, index) => ({ card, index, key: column.sortKey(card) }));
  const sign = direction === 'ascending' ? 1 : -1;
  keyed.sort((a, b) => {
    const aEmpty = a.key === '';
    const bEmpty = b.key === '';
    if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
    if (a.key < b.key) return -sign;
    if (a.key > b.key) return sign;
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.card);
}
