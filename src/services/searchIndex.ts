// The page's side of the search worker: the worker (and MiniSearch with it) starts the first
// time Search is used, answers searches in the order they were asked, and ends on sign-out.
import type { SearchDocument, SearchHit } from '../domain/search';
import type { SearchWorkerRequest, SearchWorkerResponse } from './searchWorkerProtocol';

let worker: Promise<Worker> | null = null;
let nextRequestId = 1;
const waiting = new Map<number, (hits: SearchHit[]) => void>();

function searchWorker(): Promise<Worker> {
  worker ??= import(/* webpackChunkName: "search-worker-start" */ './searchWorkerStart').then(
    ({ startSearchWorker }) => {
      const started = startSearchWorker();
      started.onmessage = ({ data }: MessageEvent<SearchWorkerResponse>) => {
        waiting.get(data.requestId)?.(data.hits);
        waiting.delete(data.requestId);
      };
      return started;
    },
  );
  return worker;
}

async function send(request: SearchWorkerRequest): Promise<void> {
  (await searchWorker()).postMessage(request);
}

/** The index holds exactly these cards of the board from now on. */
export const indexBoard = (boardId: string, documents: SearchDocument[]) =>
  send({ type: 'board', boardId, documents });

/** Forgets the cards of every board but these. */
export const keepOnlyBoards = (boardIds: string[]) => send({ type: 'keep', boardIds });

export async function searchCards(query: string): Promise<SearchHit[]> {
  const requestId = nextRequestId;
  nextRequestId += 1;
  const hits = new Promise<SearchHit[]>((resolve) => waiting.set(requestId, resolve));
  await send({ type: 'search', requestId, query });
  return hits;
}

/** Ends the worker and its index (sign-out): the next person's search starts empty. */
export async function closeSearchIndex(): Promise<void> {
  const ending = worker;
  worker = null;
  for (const resolve of waiting.values()) resolve([]);
  waiting.clear();
  if (ending) (await ending).terminate();
}
