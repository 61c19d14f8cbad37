// users/{uid}, the person's record. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/usersClient'),
);

/** Writes the first-login record, `{ boards: [] }`. */
export const createUserRecord = client.call('createUserRecord');
/** Asks the server (not the cache) whether users/{uid} exists. */
export const userRecordExists = client.call('userRecordExists');
/** Drops a board the person no longer belongs to from their dashboard and stars. */
export const forgetBoard = client.call('forgetBoard');
/** Follows users/{uid} live, including cache-only (offline) states. */
export const subscribeToUserRecord = client.subscription('subscribeToUserRecord');
