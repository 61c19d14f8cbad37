// Boards' callable Cloud Functions: bulk work the browser should not do (see README, "Server side").
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ maxInstances: 10 });
