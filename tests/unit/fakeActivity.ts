// A stand-in for services/activity in the whole-app tests (see ./fakeBackend.ts): a board with
// no activity yet, and visits that are recorded and never read back.
export const fakeActivity = {
  subscribeToActivity: (
    _boardId: string,
    _options: unknown,
    onChange: (snapshot: { changes: never[]; fromCache: boolean }) => void,
  ) => {
    const timer = setTimeout(() => onChange({ changes: [], fromCache: false }), 0);
    return () => clearTimeout(timer);
  },
  subscribeToCardActivity: (
    _boardId: string,
    _cardId: string,
    _count: number,
    onChange: (snapshot: { changes: never[]; fromCache: boolean }) => void,
  ) => {
    const timer = setTimeout(() => onChange({ changes: [], fromCache: false }), 0);
    return () => clearTimeout(timer);
  },
  readActivitySince: () => Promise.resolve([]),
  readLastVisit: () => Promise.resolve(null),
  recordVisit: () => Promise.resolve(),
};
