// The messages between the page and the search worker (src/features/search/searchWorker.ts).
// One worker per signed-in tab, holding the index of every card of the person's boards.
import type { SearchDocument, SearchHit } from '../domain/search';

export type SearchWorkerRequest =
  /** The board's cards now: the index holds exactly these of it afterwards. */
  | { type: 'board'; boardId: string; documents: SearchDocument[] }
  /** The boards the person can open: every other board's cards are forgotten. */
  | { type: 'keep'; boardIds: string[] }
  | { type: 'search'; requestId: number; query: string };

export interface SearchWorkerResponse {
  type: 'hits';
  requestId: number;
  hits: SearchHit[];
  /** How long the search took in the worker, in milliseconds. */
  tookMs: number;
}
