// Lets sagas navigate. The app registers the router's navigate function at start-up;
// saga tests provide `navigateTo` instead.

type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

export function registerNavigator(next: Navigate | null): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  if (!navigate) throw new Error(`No navigator registered; cannot go to ${path}`);
  navigate(path);
}

/** The address bar's path as the page loaded (before the router has done anything). */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The whole address of a path of this app, for a link a person pastes elsewhere. */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}
