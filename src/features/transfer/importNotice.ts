// What the import tells the person about a file ("Good to know"), as kinds with their values:
// the worker finds them, the summary words them in the language shown (noticeWords.ts), so the
// store holds data and a language switch rewords the open summary.
import type { ArchiveCounts, BoardArchive } from '../../domain/boardArchive';
import type { ShortenedKind } from './fit/shorten';

/** Names shown in a notice: the first ten, and how many more there are. */
export interface NamesShown {
  names: string[];
  more: number;
}

export type ImportNotice =
  // Fitting to our limits (fit/)
  | { kind: 'untitledBoard'; name: string }
  | { kind: 'untitledLists'; count: number; name: string }
  | { kind: 'untitledCards'; count: number; name: string }
  | { kind: 'labelLimit'; total: number; max: number; left: number; cardsThatLostOne: number }
  | { kind: 'missingLabels'; cards: number; labels: number }
  | { kind: 'emptyChecklistItems'; count: number }
  | { kind: 'checklistLimit'; cards: number; max: number; leftOut: number }
  | { kind: 'emptyComments'; count: number }
  | { kind: 'assigneeLimit'; cards: number; max: number }
  | { kind: 'unreadableDues'; count: number }
  | { kind: 'shortened'; what: ShortenedKind; count: number; max: number }
  // Our own export (ownFormat/)
  | ({ kind: 'exportMembers' } & NamesShown)
  | { kind: 'exportAssignees'; cards: number }
  | { kind: 'filesLeftBehind'; files: number; cards: number }
  // A Trello export (trello/)
  | { kind: 'unknownLabelColours'; count: number }
  | { kind: 'labelsFromCards'; count: number }
  | { kind: 'orphanCards'; count: number; name: string }
  | { kind: 'skippedChecklists'; count: number }
  | { kind: 'skippedComments'; count: number }
  | { kind: 'undatedComments'; count: number }
  | { kind: 'trelloAttachments'; cards: number; total: number }
  | { kind: 'missingComments'; cards: number; missing: number }
  | ({ kind: 'trelloMembers' } & NamesShown)
  | { kind: 'trelloAssignees'; cards: number }
  | { kind: 'customFieldsLeftOut'; count: number }
  | { kind: 'backgroundPicture' }
  // Added on the page (importSaga.ts)
  | ({ kind: 'unassignedPeople' } & { names: string[] });

/** The first ten of `names`, and how many more, so a long list stays one readable sentence. */
export function namesShown(names: readonly string[], shown = 10): NamesShown {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}

/** A file read and mapped, ready to write, with what the person is told before confirming. */
export interface TransferPlan {
  archive: BoardArchive;
  counts: ArchiveCounts;
  notices: ImportNotice[];
}

/** Reading a file gives a plan, or why nothing can be imported (worded when it was refused). */
export type TransferPlanResult = { ok: true; plan: TransferPlan } | { ok: false; message: string };
