// The board's cards as CSV for spreadsheets: one row per card, in board order (docs/export-format.md).
// Quoting is Papa Parse's (RFC 4180), not ours.
import { unparse } from 'papaparse';
import type { ArchiveLabel, BoardArchive } from '../../../domain/boardArchive';
import { PALETTE } from '../../../domain/palette';
import { fieldValueText, type CustomField } from '../../../domain/customFields';
import { isChecklistHeading } from '../checklistHeading';

// The file format's column names: data that spreadsheets and scripts read, the same in every
// language (docs/export-format.md), not words of the app.
/* eslint-disable lingui/no-unlocalized-strings */
export const CSV_COLUMNS = [
  'List',
  'Title',
  'Description',
  'Labels',
  'Due',
  'Due complete',
  'Archived',
  'Checklist',
  'Assignees',
  'Comments',
  'Attachments',
  // Added after the others, so a spreadsheet reading the columns by place still finds them.
  'Start',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A cell that starts with one of these is read by Excel, LibreOffice and Google Sheets as a
 * formula (OWASP "CSV injection"): a card titled `=HYPERLINK(...)` must not run when someone
 * opens the file. Such a cell gets a leading `'`, which spreadsheets take as "this is text".
 * Papa Parse's own `escapeFormulae: true` uses /^[=+\-@\t\r].*$/, which lets a multi-line
 * cell through (`.` stops at a line break), so we give it this pattern instead.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Excel opens a CSV file as UTF-8 only when it starts with a byte order mark; without one,
 * "Café ✓" reads as "CafÃ© âœ“". Other readers skip it.
 */
const BYTE_ORDER_MARK = '\uFEFF';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const labelText = (label: ArchiveLabel) => label.name || PALETTE[label.color].name;

/** The file's fields as the app's, to word their values as the board does. */
const fieldsOf = (archive: BoardArchive): CustomField[] =>
  (archive.board.customFields ?? []).map(({ options = [], ...field }) => ({
    ...field,
    options: Object.fromEntries(
      options.map(({ id, name, color }, i) => [
        id,
        { name, color, rank: String(i).padStart(4, '0') },
      ]),
    ),
  }));

export function cardsCsv(archive: BoardArchive): string {
  const labels = new Map(archive.board.labels.map((label) => [label.id, label]));
  // One more column per custom field, after the fixed ones, headed by its name.
  const fields = fieldsOf(archive);
  const rows = archive.lists.flatMap((list) =>
    list.cards.map((card) => {
      // A Trello card's several checklists come in as one, each under a heading item: the
      // headings are not tasks, so the progress leaves them out.
      const tasks = card.checklist.filter((item) => !isChecklistHeading(item.text));
      const done = tasks.filter((item) => item.done).length;
      return [
        list.title,
        card.title,
        card.description,
        card.labelIds
          .flatMap((id) => {
            const label = labels.get(id);
            return label ? [labelText(label)] : [];
          })
          .join('; '),
        // The day and its time in one cell ("2026-11-27 14:30"), so the columns stay as they were.
        card.due ? (card.dueTime ? `${card.due} ${card.dueTime}` : card.due) : '',
        yesNo(card.dueComplete),
        // Out of sight on the board: archived itself or through its list.
        yesNo(card.archived || list.archived),
        // "2 of 5", not "2/5": Excel would turn 2/5 into the 5th of February.
        tasks.length > 0 ? `${done} of ${tasks.length}` : '',
        card.assignees.map((person) => person.name || person.email).join('; '),
        card.comments.length,
        // Named, not held: the files stay on the board (docs/attachments.md).
        (card.attachments ?? []).map((file) => file.name).join('; '),
        card.start ?? '',
        ...fields.map((field) => fieldValueText(field, card.fieldValues?.[field.id]) ?? ''),
      ];
    }),
  );
  const table = unparse(
    { fields: [...CSV_COLUMNS, ...fields.map((field) => field.name)], data: rows },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  // Papa Parse ends a header-only table with a line break and others without: every file ends
  // with one (RFC 4180 allows it), so a file is the same shape whatever the board holds.
  return `${BYTE_ORDER_MARK}${table.replace(/(\r\n)?$/, '\r\n')}`;
}
