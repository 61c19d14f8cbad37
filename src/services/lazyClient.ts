import { subscribeWhenLoaded } from './lazySubscription';
import type { Unsubscribe } from './types';

type AsyncFunctions<Client> = {
  [Name in keyof Client]: Client[Name] extends (...args: infer Args) => Promise<infer Result>
    ? (...args: Args) => Promise<Result>
    : never;
};

/**
 * A client module of firebase/* loaded on first use (after the first paint): `call(name)`
 * is an async function that loads the client first; `subscribe` starts a subscription once
 * it has loaded and can be stopped at any time.
 */
export function lazyClient<Client>(load: () => Promise<Client>) {
  return {
    call<Name extends keyof Client>(name: Name): AsyncFunctions<Client>[Name] {
      const run = async (...args: unknown[]) => {
        const client = await load();
        return (client[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      };
      return run as AsyncFunctions<Client>[Name];
    },
    subscribe(
      start: (client: Client) => Unsubscribe,
      onError: (error: unknown) => void,
    ): Unsubscribe {
      return subscribeWhenLoaded(load, start, onError);
    },
  };
}
