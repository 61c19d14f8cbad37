// Emulator mode's identity provider popup: a local account chooser page, because Google's own
// popup loads scripts from the internet before it opens. It behaves like the Google popup:
// it resolves with the chosen account, or rejects when it is blocked or closed.
/* eslint-disable lingui/no-unlocalized-strings -- the emulators' test sign-in, never in production */
import { EMULATOR_SIGN_IN_PAGE } from '../config/routes';
import { isChooserMessage } from '../emulator-sign-in/protocol';
import { CodedError } from './errors';

export interface EmulatorAccount {
  email: string;
  displayName: string;
}

const POPUP_FEATURES = 'popup,width=440,height=600';
const CLOSED_POLL_MS = 250;

export function chooseEmulatorAccount(): Promise<EmulatorAccount> {
  const popup = window.open(EMULATOR_SIGN_IN_PAGE, 'boards-sign-in', POPUP_FEATURES);
  if (!popup) {
    return Promise.reject(
      new CodedError('auth/popup-blocked', 'The browser blocked the sign-in window.'),
    );
  }
  popup.focus();
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (!isChooserMessage(event.data)) return;
      finish();
      popup.close();
      resolve({ email: event.data.email, displayName: event.data.displayName });
    };
    const closedPoll = window.setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(
        new CodedError('auth/popup-closed-by-user', 'The sign-in window was closed by the user.'),
      );
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
