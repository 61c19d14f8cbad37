// What the app sends the server to import a board (functions/src/import): the archive its
// worker mapped from the file, as importStart's board and lists, then its cards in parts of at
// most 1,000 cards or about 2 MB of JSON (a larger card goes alone). Texts are fitted to the
// limits the server checks (the mapping already did; this is the last trim), blank checklist
// items and comments are left out, and a card is marked assigned when the importer is among
// its assignees (only they can be, on a new board). Pure (no Firebase), tested on its own.
import type { ArchiveCard, ArchivePerson, BoardArchive } from '../domain/boardArchive';
import {
  CARDS_PER_PART,
  PART_BYTES,
  type ImportCardInput,
  type ImportCustomFieldInput,
  type ImportStartInput,
} from '../domain/importRequest';
import { CUSTOM_FIELD_LIMITS } from '../domain/customFields';
import { LIMITS } from '../domain/limits';
import type { Person } from './types';

export interface ImportRequest {
  start: ImportStartInput;
  parts: ImportCardInput[][];
}

/** Half the server's bound: a part's JSON is measured here in characters, there in UTF-8 bytes. */
const PART_CHARS = PART_BYTES / 2;

/** Text within `max` characters, or `fallback` when nothing but spaces is left. */
const fit = (value: string, max: number, fallback = '') =>
  value.trim().slice(0, max).trim() || fallback;

const isImporter = (person: ArchivePerson, importer: Person) =>
  person.email.trim().toLowerCase() === importer.email;

/**
 * The people the archive assigns to cards who are not the importer, by name: a new board has
 * only its owner as a member, and only members can be assigned.
 */
export function unassignedPeople(archive: BoardArchive, importer: Person): string[] {
  const names = new Set<string>();
  for (const list of archive.lists) {
    for (const card of list.cards) {
      for (const person of card.assignees) {
        if (!isImporter(person, importer)) names.add(person.name || person.email);
      }
    }
  }
  return [...names];
}

function cardInput(
  card: ArchiveCard,
  listId: string,
  labelIds: Set<string>,
  importer: Person,
): ImportCardInput {
  return {
    listId,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored title, and only a last guard: the import's fit step (features/transfer/fit) names untitled things first
    title: fit(card.title, LIMITS.cardTitle, 'Untitled card'),
    description: card.description.slice(0, LIMITS.description),
    labelIds: [...new Set(card.labelIds.filter((id) => labelIds.has(id)))].slice(
      0,
      LIMITS.labelsPerCard,
    ),
    due: card.due,
    dueComplete: card.dueComplete,
    ...(card.due && card.dueTime ? { dueTime: card.dueTime } : {}),
    ...(card.due && card.dueAt ? { dueAt: Date.parse(card.dueAt) } : {}),
    ...(card.start ? { start: card.start } : {}),
    checklist: card.checklist
      .map((item) => ({ text: fit(item.text, LIMITS.checklistItemText), done: item.done }))
      .filter((item) => item.text !== '')
      .slice(0, LIMITS.checklistItems),
    archived: card.archived,
    assigned: card.assignees.some((person) => isImporter(person, importer)),
    ...(card.fieldValues ? { fieldValues: card.fieldValues } : {}),
    comments: card.comments.flatMap((comment) => {
      const text = comment.text.trim().slice(0, LIMITS.commentText);
      return text
        ? [
            {
              authorName: comment.authorName.slice(0, LIMITS.commentAuthorName),
              createdAt: comment.createdAt,
              text,
            },
          ]
        : [];
    }),
  };
}

/** The file's custom fields as the server takes them (their limits: domain/customFields.ts). */
function customFieldsInput(archive: BoardArchive): { customFields?: ImportCustomFieldInput[] } {
  const fields = archive.board.customFields ?? [];
  if (fields.length === 0) return {};
  return {
    customFields: fields.slice(0, CUSTOM_FIELD_LIMITS.fieldsPerBoard).map((field) => ({
      id: field.id,
      name: fit(field.name, CUSTOM_FIELD_LIMITS.fieldName, 'Untitled field'),
      type: field.type,
      showOnTile: field.showOnTile,
      options: (field.options ?? [])
        .slice(0, CUSTOM_FIELD_LIMITS.optionsPerField)
        .map((option) => ({
          ...option,
          name: fit(option.name, CUSTOM_FIELD_LIMITS.optionName, 'Untitled option'),
        })),
    })),
  };
}

/** The archive as importStart's input and the parts of cards that follow it, in order. */
export function importRequestOf(archive: BoardArchive, importer: Person): ImportRequest {
  const labels = archive.board.labels.slice(0, LIMITS.labelsPerBoard).map((label) => ({
    id: label.id,
    name: fit(label.name, LIMITS.labelName),
    color: label.color,
  }));
  const labelIds = new Set(labels.map((label) => label.id));
  const lists = archive.lists.slice(0, LIMITS.listsPerBoard);
  const parts: ImportCardInput[][] = [];
  let part: ImportCardInput[] = [];
  let bytes = 0;
  for (const list of lists) {
    for (const card of list.cards) {
      const input = cardInput(card, list.id, labelIds, importer);
      const size = JSON.stringify(input).length;
      if (part.length > 0 && (part.length >= CARDS_PER_PART || bytes + size > PART_CHARS)) {
        parts.push(part);
        part = [];
        bytes = 0;
      }
      part.push(input);
      bytes += size;
    }
  }
  if (part.length > 0) parts.push(part);
  return {
    start: {
      source: archive.source,
      board: {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored title, a last guard as above
        title: fit(archive.board.title, LIMITS.boardTitle, 'Imported board'),
        color: archive.board.color,
        labels,
        ...customFieldsInput(archive),
      },
      lists: lists.map((list) => ({
        id: list.id,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored title, a last guard as above
        title: fit(list.title, LIMITS.listTitle, 'Untitled list'),
        archived: list.archived,
      })),
      cardsTotal: parts.reduce((sum, cards) => sum + cards.length, 0),
    },
    parts,
  };
}
