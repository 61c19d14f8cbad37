// The search worker's entry: indexing ten thousand cards takes a second or more, and each
// keystroke's search some milliseconds, off the page's thread here so typing stays smooth.
// Started by src/services/searchIndex.ts as `new Worker(new URL(...), import.meta.url)`, which
// webpack bundles as a chunk of its own (with MiniSearch, which the page never loads).
import type {
  SearchWorkerRequest,
  SearchWorkerResponse,
} from '../../services/searchWorkerProtocol';
import { SearchIndex } from './searchEngine';

/** The worker's global scope, typed here: the project's lib is the DOM's, not WebWorker's. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchWorkerRequest>) => void) | null;
  postMessage(message: SearchWorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
const index = new SearchIndex();

scope.onmessage = ({ data: request }) => {
  if (request.type === 'board') index.replaceBoard(request.boardId, request.documents);
  else if (request.type === 'keep') index.keepOnlyBoards(request.boardIds);
  else {
    const started = performance.now();
    const hits = index.search(request.query);
    scope.postMessage({
      type: 'hits',
      requestId: request.requestId,
      hits,
      tookMs: performance.now() - started,
    });
  }
};
