import { subscribeWhenLoaded } from './lazySubscription';
import type { Unsubscribe } from './types';

type AsyncFunctions<Client> = {
  [Name in keyof Client]: Client[Name] extends (...args: infer Args) => Promise<infer Result>
    ? (...args: Args) => Promise<Result>
    : never;
};

/** A subscription: its last argument is the error callback, and it returns its unsubscribe. */
type Subscriptions<Client> = {
  [Name in keyof Client]: Client[Name] extends (
    ...args: [...infer Args, (error: unknown) => void]
  ) => Unsubscribe
    ? (...args: [...Args, (error: unknown) => void]) => Unsubscribe
    : never;
};

/**
 * A client module of firebase/* loaded on first use (after the first paint). `call(name)` is
 * the client's async function that loads the client first; `subscription(name)` is the
 * client's subscription, started once the client has loaded and stoppable at any time.
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
    subscription<Name extends keyof Client>(name: Name): Subscriptions<Client>[Name] {
      const subscribe = (...args: unknown[]): Unsubscribe => {
        const onError = args[args.length - 1] as (error: unknown) => void;
        return subscribeWhenLoaded(
          load,
          (client) => (client[name] as (...a: unknown[]) => Unsubscribe)(...args),
          onError,
        );
      };
      return subscribe as unknown as Subscriptions<Client>[Name];
    },
  };
}
