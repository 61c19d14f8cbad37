// React Router needs two web globals that jest's jsdom lacks: TextEncoder (used as it loads) and
// Request (built for every navigation, e.g. a <Navigate> redirect). Loaded by jest.config.js's setupFiles.
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Just enough of Request for navigations without loaders, actions or form submissions. Node's own
 * Request cannot stand in: it rejects jsdom's AbortSignal.
 */
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | null;
  readonly headers = { get: (): string | null => null };

  constructor(input: string | URL | { url: string }, init: RequestInit = {}) {
    this.url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? null;
  }
}

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: NavigationRequest });
}
