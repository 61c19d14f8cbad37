// The message the local account chooser posts back to the app window that opened it.

export const CHOOSER_MESSAGE_TYPE = 'boards:emulator-account-chosen';

export interface ChooserMessage {
  type: typeof CHOOSER_MESSAGE_TYPE;
  email: string;
  displayName: string;
}

export function isChooserMessage(data: unknown): data is ChooserMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ChooserMessage>;
  return (
    message.type === CHOOSER_MESSAGE_TYPE &&
    typeof message.email === 'string' &&
    typeof message.displayName === 'string'
  );
}
