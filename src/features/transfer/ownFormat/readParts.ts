// Each part of our export (docs/export-format.md), checked field by field.
import type {
  ArchiveCard,
  ArchiveChecklistItem,
  ArchiveComment,
  ArchiveLabel,
  ArchiveList,
  ArchiveMember,
  ArchivePerson,
} from '../../../domain/boardArchive';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n';
import { COLOR_KEYS } from '../../../domain/palette';
import {
  ArchiveProblem,
  type Fields,
  flagField,
  itemsOf,
  oneOf,
  textField,
  timeField,
} from './check';

export const readLabel = (label: Fields, where: string): ArchiveLabel => ({
  id: textField(label, 'id', where),
  name: textField(label, 'name', where),
  color: oneOf(label, 'color', where, COLOR_KEYS),
});

const readPerson = (person: Fields, where: string): ArchivePerson => ({
  name: textField(person, 'name', where),
  email: textField(person, 'email', where),
});

export const readMember = (member: Fields, where: string): ArchiveMember => ({
  ...readPerson(member, where),
  role: oneOf(member, 'role', where, ['owner', 'editor', 'viewer'] as const),
});

const readChecklistItem = (item: Fields, where: string): ArchiveChecklistItem => ({
  text: textField(item, 'text', where),
  done: flagField(item, 'done', where),
});

const readComment = (comment: Fields, where: string): ArchiveComment => ({
  authorName: textField(comment, 'authorName', where),
  createdAt: timeField(comment, 'createdAt', where),
  text: textField(comment, 'text', where),
});

function readLabelIds(card: Fields, where: string): string[] {
  const value = card.labelIds;
  if (Array.isArray(value) && value.every((id) => typeof id === 'string')) return value;
  const field = `${where}: “labelIds”`; // The file's key, as it is written there.
  throw new ArchiveProblem(i18n._(msg`${field} should be a list of label ids`));
}

function readDue(card: Fields, where: string): string | null {
  // A day that isn't one (2025-02-30) passes here; fitArchive drops it and says so.
  return card.due === null ? null : textField(card, 'due', where);
}

const readCard = (card: Fields, where: string): ArchiveCard => ({
  id: textField(card, 'id', where),
  title: textField(card, 'title', where),
  description: textField(card, 'description', where),
  labelIds: readLabelIds(card, where),
  due: readDue(card, where),
  dueComplete: flagField(card, 'dueComplete', where),
  // Optional (files from before have neither); one that doesn't fit its day, fitArchive drops.
  ...(typeof card.dueTime === 'string' ? { dueTime: card.dueTime } : {}),
  ...(typeof card.dueAt === 'string' ? { dueAt: card.dueAt } : {}),
  ...(typeof card.start === 'string' ? { start: card.start } : {}),
  checklist: itemsOf(card, 'checklist', where, 'checklistItem', readChecklistItem),
  archived: flagField(card, 'archived', where),
  assignees: itemsOf(card, 'assignees', where, 'assignee', readPerson),
  comments: itemsOf(card, 'comments', where, 'comment', readComment),
});

export const readList = (list: Fields, where: string): ArchiveList => ({
  id: textField(list, 'id', where),
  title: textField(list, 'title', where),
  archived: flagField(list, 'archived', where),
  cards: itemsOf(list, 'cards', where, 'card', readCard),
});
