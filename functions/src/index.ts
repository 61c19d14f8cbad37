// Boards' Cloud Functions: callables for bulk work the browser should not do, and the scheduled
// sweep of what a browser leaves behind (see README, "Server side"). Each function's file says
// what it does; each callable checks its caller (lib/callers.ts).
import { setGlobalOptions } from 'firebase-functions/v2';

// The region the app calls (src/services/firebase/functionsClient.ts says the same).
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
export { purgeBoard } from './purge/purgeBoard';
export { purgeList } from './purge/purgeList';
export { purgeCardComments } from './purge/purgeCardComments';
export { cleanUpMembership } from './purge/cleanUpMembership';
export { importStart } from './import/importStart';
export { importPart } from './import/importPart';
export { importFinish } from './import/importFinish';
export { importCancel } from './import/importCancel';
export { sweepLeftovers } from './sweep/sweepLeftovers';
export { createBoardFromTemplate } from './templates/createBoardFromTemplate';
export { dueTick } from './due/dueTick';
export { openPublicLink } from './publicLink/openPublicLink';
