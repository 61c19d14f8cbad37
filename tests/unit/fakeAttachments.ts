// A stand-in for services/attachments in every unit test (tests/unit/setup.ts): a card with no
// files, and writes that succeed, so a screen with card details open never reaches Firestore.
// Saga tests give their own answers (redux-saga-test-plan providers).
export const fakeAttachments = {
  subscribeToAttachments: (
    _boardId: string,
    _cardId: string,
    onChange: (snapshot: { changes: never[]; fromCache: boolean; malformedIds: never[] }) => void,
  ) => {
    const timer = setTimeout(
      () => onChange({ changes: [], fromCache: false, malformedIds: [] }),
      0,
    );
    return () => clearTimeout(timer);
  },
  boardFileBytes: () => Promise.resolve(0),
  deleteChunks: () => Promise.resolve(),
  readAttachment: () => Promise.resolve(new Blob([])),
  queueChunk: () => Promise.resolve({ saved: Promise.resolve() }),
  chunkSaved: (queued: { saved: Promise<void> }) => queued.saved,
  readChunk: () => Promise.resolve(new Uint8Array(0)),
  makeThumbnail: () => Promise.resolve(null),
  downloadAttachment: () => Promise.resolve(),
};
