// The stuck-load guard's restart (src/services/firebase/networkClient.ts) and the SDK's debug log
// for the benchmark's traces (firestore.ts): what bench:compare counts and reads.
import { restartFirestoreNetwork } from '../../../src/services/firebase/networkClient';
import { firestore } from '../../../src/services/firebase/firestore';
import type * as FirestoreModule from '../../../src/services/firebase/firestore';

const mockCalls: string[] = [];

jest.mock('firebase/firestore', () => ({
  disableNetwork: () => Promise.resolve(mockCalls.push('disableNetwork')),
  enableNetwork: () => Promise.resolve(mockCalls.push('enableNetwork')),
  initializeFirestore: () => ({ firestore: true }),
  persistentLocalCache: () => ({}),
  persistentMultipleTabManager: () => ({}),
  connectFirestoreEmulator: () => mockCalls.push('connectFirestoreEmulator'),
  setLogLevel: (level: string) => mockCalls.push(`setLogLevel ${level}`),
}));
jest.mock('../../../src/services/firebase/app', () => ({
  firebaseApp: () => ({}),
  firebaseSettings: () => ({
    useEmulators: true,
    emulatorHost: '127.0.0.1',
    firestoreEmulatorPort: 8080,
    cacheSizeBytes: 40_000_000,
  }),
}));

describe('Firestore started with ?firestoreDebug on the emulators', () => {
  it('turns the SDK’s debug log on before it starts, and only then', () => {
    jest.isolateModules(() => {
      window.history.replaceState(null, '', '/boards/b1');
      (require('../../../src/services/firebase/firestore') as typeof FirestoreModule).firestore();
    });
    expect(mockCalls).toEqual(['connectFirestoreEmulator']);
    mockCalls.length = 0;
    window.history.replaceState(null, '', '/boards/b1?firestoreDebug');
    firestore();
    expect(mockCalls).toEqual(['setLogLevel debug', 'connectFirestoreEmulator']);
  });
});

describe('restarting Firestore’s network', () => {
  it('closes the streams, opens them again, and says so in the console', async () => {
    mockCalls.length = 0;
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    await restartFirestoreNetwork();
    expect(mockCalls).toEqual(['disableNetwork', 'enableNetwork']);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('its network was restarted'));
    info.mockRestore();
  });
});
