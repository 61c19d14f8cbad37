import type { Unsubscribe } from './types';

/**
 * Subscribes once a lazily loaded SDK module has arrived, and returns an unsubscribe that
 * works at any time: before the module loads (the subscription never starts) or after.
 */
export function subscribeWhenLoaded<Client>(
  load: () => Promise<Client>,
  subscribe: (client: Client) => Unsubscribe,
  onError: (error: unknown) => void,
): Unsubscribe {
  let unsubscribe: Unsubscribe | null = null;
  let stopped = false;
  load().then(
    (client) => {
      if (!stopped) unsubscribe = subscribe(client);
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
