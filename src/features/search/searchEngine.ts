// The search index itself (MiniSearch: prefix and fuzzy matching), as the search worker runs it
// (./searchWorker.ts) and as `npm run bench:search` times it. It imports nothing of the app, so
// the benchmark can load this very file in Node (its one import of the app is types only).
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument, SearchedField, SearchHit } from '../../domain/search';

export const SEARCHED_FIELDS: readonly SearchedField[] = [
  'title',
  'description',
  'comments',
  'labels',
  'assignees',
];

/** How many results a search returns at most: a list one reads, not a report. */
export const MAX_HITS = 20;

/** Case and accents do not matter: "Café" is found by "cafe". */
const foldTerm = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase();

const indexOptions: Options<SearchDocument> = {
  fields: [...SEARCHED_FIELDS],
  storeFields: ['boardId', 'cardId', 'title', 'boardTitle', 'listTitle', 'template'],
  processTerm: foldTerm,
};

/**
 * Every word typed must match (AND): from 3 letters as the beginning of a word ("qua" finds
 * "quarterly"), from 4 letters also with one letter wrong, missing or extra ("pelicam" finds
 * "pelican"). Shorter words match whole words only: a one- or two-letter beginning matches
 * thousands of words at 10,000 cards, which cost 60-300 ms a keystroke (npm run bench:search).
 */
const searchOptions: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
  combineWith: 'AND',
  boost: { title: 3, labels: 2, assignees: 2 },
};

/**
 * The cards of several boards. A board's cards are replaced as a whole (`replaceBoard`), but
 * only the cards that changed are re-indexed, so a live update of one card costs one card.
 */
export class SearchIndex {
  private readonly index = new MiniSearch<SearchDocument>(indexOptions);

  /** What each indexed card was indexed as, to skip the cards that did not change. */
  private readonly indexedAs = new Map<string, string>();

  private readonly idsByBoard = new Map<string, Set<string>>();

  get cardCount(): number {
    return this.index.documentCount;
  }

  /** Makes the index hold exactly `documents` of the board `boardId`. */
  replaceBoard(boardId: string, documents: readonly SearchDocument[]): void {
    const before = this.idsByBoard.get(boardId) ?? new Set<string>();
    const now = new Set<string>();
    const changed: SearchDocument[] = [];
    for (const document of documents) {
      if (now.has(document.id)) continue;
      now.add(document.id);
      const as = JSON.stringify(document);
      const previous = this.indexedAs.get(document.id);
      if (previous === as) continue;
      if (previous !== undefined) this.index.discard(document.id);
      this.indexedAs.set(document.id, as);
      changed.push(document);
    }
    for (const id of before) {
      if (now.has(id)) continue;
      this.index.discard(id);
      this.indexedAs.delete(id);
    }
    this.index.addAll(changed);
    if (now.size > 0) this.idsByBoard.set(boardId, now);
    else this.idsByBoard.delete(boardId);
  }

  /** Forgets every board but these (the person left them, or lost them). */
  keepOnlyBoards(boardIds: readonly string[]): void {
    const kept = new Set(boardIds);
    for (const boardId of [...this.idsByBoard.keys()]) {
      if (!kept.has(boardId)) this.replaceBoard(boardId, []);
    }
  }

  search(query: string, limit: number = MAX_HITS): SearchHit[] {
    if (query.trim() === '') return [];
    return this.index
      .search(query, searchOptions)
      .slice(0, limit)
      .map((result) => ({
        boardId: String(result.boardId),
        cardId: String(result.cardId),
        title: String(result.title),
        boardTitle: String(result.boardTitle),
        listTitle: String(result.listTitle),
        ...(result.template === true ? { template: true } : {}),
        matchedIn: SEARCHED_FIELDS.filter((field) =>
          Object.values(result.match).some((fields) => fields.includes(field)),
        ),
      }));
  }
}
