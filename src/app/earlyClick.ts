// A click on the prerendered landing page before the app's script has run (a person quick to
// press "Sign in with Google", or on a slow network, where the button shows seconds before the
// script arrives) would otherwise do nothing: React listens only once it starts hydrating. The
// inline script that loads the app (scripts/prerenderLanding.js) remembers the last button
// pressed until then; the app presses it again once the landing page is hydrated. Clicks after
// hydration starts are React's own to replay.

interface EarlyClickWindow {
  boardsEarlyClick?: HTMLElement;
}

/** Tells the inline script that React listens from now on: clicks are no longer kept. */
export function markAppStarted(root: HTMLElement): void {
  root.dataset.appStarted = '';
}

/** Presses again the button pressed before the app started, if it is still on the page. */
export function replayEarlyClick(): void {
  const early = window as unknown as EarlyClickWindow;
  const button = early.boardsEarlyClick;
  delete early.boardsEarlyClick;
  if (button?.isConnected) button.click();
}
