// An import notice (importNotice.ts) in the language shown: one whole message per kind, its
// counts through ICU plurals, so each language says "1 card … it" and "3 cards … they" its way.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { currentLocale, i18n } from '../../i18n';
import type { ShortenedKind } from './fit/shorten';
import { formatCount } from './fit/words';
import type { ImportNotice, NamesShown } from './importNotice';

type TrelloNotice = Extract<
  ImportNotice,
  {
    kind:
      | 'unknownLabelColours'
      | 'labelsFromCards'
      | 'orphanCards'
      | 'skippedChecklists'
      | 'skippedComments'
      | 'undatedComments'
      | 'trelloAttachments'
      | 'missingComments'
      | 'trelloMembers'
      | 'trelloAssignees'
      | 'customFieldsLeftOut'
      | 'backgroundPicture'
      | 'unassignedPeople';
  }
>;

type Values = { count: number; maxText: string };

const shortenedWords: Record<ShortenedKind, (values: Values) => MessageDescriptor> = {
  boardTitle: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# board name had more than ${maxText} characters; it was shortened.`,
      other: `# board names had more than ${maxText} characters; they were shortened.`,
    })}`,
  listTitle: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# list name had more than ${maxText} characters; it was shortened.`,
      other: `# list names had more than ${maxText} characters; they were shortened.`,
    })}`,
  cardTitle: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# card title had more than ${maxText} characters; it was shortened.`,
      other: `# card titles had more than ${maxText} characters; they were shortened.`,
    })}`,
  description: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# card description had more than ${maxText} characters; it was shortened.`,
      other: `# card descriptions had more than ${maxText} characters; they were shortened.`,
    })}`,
  labelName: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# label name had more than ${maxText} characters; it was shortened.`,
      other: `# label names had more than ${maxText} characters; they were shortened.`,
    })}`,
  checklistItem: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# checklist item had more than ${maxText} characters; it was shortened.`,
      other: `# checklist items had more than ${maxText} characters; they were shortened.`,
    })}`,
  comment: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# comment had more than ${maxText} characters; it was shortened.`,
      other: `# comments had more than ${maxText} characters; they were shortened.`,
    })}`,
  name: ({ count, maxText }) =>
    msg`${plural(count, {
      one: `# person’s name had more than ${maxText} characters; it was shortened.`,
      other: `# people’s names had more than ${maxText} characters; they were shortened.`,
    })}`,
};

const listFormats = new Map<string, Intl.ListFormat>();

/** "Ann, Bob and 3 more" (or "Ann, Bob" as a `unit` list), as the language lists things. */
function namesList({ names, more }: NamesShown, type: Intl.ListFormatType = 'conjunction'): string {
  const locale = currentLocale();
  let format = listFormats.get(`${locale} ${type}`);
  if (!format) {
    // The app's English is British (colour, grey): its lists have no comma before "and".
    format = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type });
    listFormats.set(`${locale} ${type}`, format);
  }
  const items = more > 0 ? [...names, i18n._(msg`${plural(more, { other: '# more' })}`)] : names;
  return format.format(items);
}

function describe(notice: ImportNotice): MessageDescriptor {
  switch (notice.kind) {
    case 'untitledBoard': {
      const { name } = notice;
      return msg`The board had no name; it is called “${name}”.`;
    }
    case 'untitledLists': {
      const { count, name } = notice;
      return msg`${plural(count, {
        one: `# list had no name; it is called “${name}”.`,
        other: `# lists had no name; they are called “${name}”.`,
      })}`;
    }
    case 'untitledCards': {
      const { count, name } = notice;
      return msg`${plural(count, {
        one: `# card had no title; it is called “${name}”.`,
        other: `# cards had no title; they are called “${name}”.`,
      })}`;
    }
    case 'labelLimit': {
      const { total, left, cardsThatLostOne } = notice;
      const max = formatCount(notice.max);
      return cardsThatLostOne > 0
        ? msg`This board has ${plural(total, { one: '# label', other: '# labels' })}; a board here can have at most ${max}. The ${max} on the most cards were kept and ${plural(left, { one: '# label', other: '# labels' })} left out. ${plural(cardsThatLostOne, { one: '# card', other: '# cards' })} lost a label because of it.`
        : msg`This board has ${plural(total, { one: '# label', other: '# labels' })}; a board here can have at most ${max}. The ${max} on the most cards were kept and ${plural(left, { one: '# label', other: '# labels' })} left out. No card had them.`;
    }
    case 'missingLabels': {
      const { cards, labels } = notice;
      return msg`${plural(cards, { one: '# card', other: '# cards' })} named ${plural(labels, { one: '# label', other: '# labels' })} that the file doesn’t hold; those were left off.`;
    }
    case 'emptyChecklistItems': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# empty checklist item was left out.',
        other: '# empty checklist items were left out.',
      })}`;
    }
    case 'checklistLimit': {
      const { cards, leftOut } = notice;
      const max = formatCount(notice.max);
      return msg`${plural(cards, { one: '# card', other: '# cards' })} had more than ${max} checklist items; the first ${max} of each were kept and ${plural(leftOut, { one: '# item', other: '# items' })} left out.`;
    }
    case 'emptyComments': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# empty comment was left out.',
        other: '# empty comments were left out.',
      })}`;
    }
    case 'assigneeLimit': {
      const { cards } = notice;
      const max = formatCount(notice.max);
      return msg`${plural(cards, { one: '# card', other: '# cards' })} had more than ${max} assignees; the first ${max} of each were kept.`;
    }
    case 'unreadableDues': {
      const { count } = notice;
      return msg`${plural(count, { one: '# due date', other: '# due dates' })} couldn’t be read; those cards have none.`;
    }
    case 'shortened':
      return shortenedWords[notice.what]({
        count: notice.count,
        maxText: formatCount(notice.max),
      });
    case 'exportMembers': {
      const names = namesList(notice);
      return msg`Only you become a member of the new board; the export’s members (${names}) are not added.`;
    }
    case 'exportAssignees': {
      const { cards } = notice;
      return msg`${plural(cards, { one: '# card', other: '# cards' })} had assignees; a person who isn’t a member of the new board can’t stay assigned.`;
    }
    case 'filesLeftBehind': {
      const { files, cards } = notice;
      return msg`${plural(files, { one: '# file', other: '# files' })} on ${plural(cards, { one: '# card', other: '# cards' })} will not come across: an export names files but does not hold them.`;
    }
    default:
      return describeTrello(notice);
  }
}

// Exhaustive: a new kind is a compile error until it is worded.
function describeTrello(notice: TrelloNotice): MessageDescriptor {
  switch (notice.kind) {
    case 'unknownLabelColours': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# label had a colour we don’t know; it is grey.',
        other: '# labels had a colour we don’t know; they are grey.',
      })}`;
    }
    case 'labelsFromCards': {
      const { count } = notice;
      return msg`The export has no list of the board’s labels: ${plural(count, { one: '# label was', other: '# labels were' })} taken from the cards that carry them.`;
    }
    case 'orphanCards': {
      const { count, name } = notice;
      return msg`${plural(count, {
        one: `# card belongs to lists that aren’t in the export; it is kept in an archived list, “${name}”.`,
        other: `# cards belong to lists that aren’t in the export; they are kept in an archived list, “${name}”.`,
      })}`;
    }
    case 'skippedChecklists': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# checklist belongs to cards that aren’t in the export; it was skipped.',
        other: '# checklists belong to cards that aren’t in the export; they were skipped.',
      })}`;
    }
    case 'skippedComments': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# comment belongs to cards that aren’t in the export; it was skipped.',
        other: '# comments belong to cards that aren’t in the export; they were skipped.',
      })}`;
    }
    case 'undatedComments': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# comment had no date that could be read; it was left out.',
        other: '# comments had no date that could be read; they were left out.',
      })}`;
    }
    case 'trelloAttachments': {
      const { cards, total } = notice;
      return msg`${plural(cards, { one: '# card', other: '# cards' })} had attachments (${plural(total, { one: '# attachment', other: '# attachments' })}); files are not brought over, their names and links are listed at the end of the card’s description.`;
    }
    case 'missingComments': {
      const { cards, missing } = notice;
      const limit = formatCount(1000);
      return msg`${plural(cards, { one: '# card has', other: '# cards have' })} more comments in Trello than the export holds (Trello exports at most ${limit} actions); ${plural(missing, { one: '# comment is', other: '# comments are' })} missing.`;
    }
    case 'trelloMembers': {
      const names = namesList(notice);
      return msg`Trello members are not brought over (only you become a member of the new board): ${names}.`;
    }
    case 'trelloAssignees': {
      const { cards } = notice;
      return msg`${plural(cards, { one: '# card', other: '# cards' })} had members assigned in Trello; assignees are not brought over.`;
    }
    case 'customFieldsLeftOut': {
      const { count } = notice;
      return msg`${plural(count, {
        one: '# custom field of a kind the app doesn’t have was left out.',
        other: '# custom fields of a kind the app doesn’t have were left out.',
      })}`;
    }
    case 'backgroundPicture':
      return msg`The board’s background picture isn’t brought over; the board gets the nearest of our colours.`;
    case 'unassignedPeople': {
      const count = notice.names.length;
      const names = namesList({ names: notice.names, more: 0 }, 'unit');
      return msg`${plural(count, { one: '# person', other: '# people' })} assigned to cards will not be assigned here (only you can be, on a new board): ${names}.`;
    }
  }
}

/** The notice in the language shown now. */
export const describeImportNotice = (notice: ImportNotice): string => i18n._(describe(notice));
