// Firestore's connection to the server, restarted by hand. The Listen stream can lose a
// target's acknowledgement (issue 9's trace: the target's changes never arrive and the SDK never
// asks again), and a fresh stream re-sends every active target with its resume token.
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { markOnce } from '../timeline';
import { firestore } from './firestore';

/** Closes Firestore's streams and opens them again; listeners and queued writes carry on. */
export async function restartFirestoreNetwork(): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a performance mark's name, not shown
  markOnce('firestore: network restarted');
  // The guard should never be needed: when it is, the console says so (bench:compare counts it).
  console.info('Boards: no answer from Firestore for a while; its network was restarted.');
  await disableNetwork(firestore());
  await enableNetwork(firestore());
}
