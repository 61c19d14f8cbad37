// A stand-in for services/notifications in every unit test (tests/unit/setup.ts): an empty
// inbox, and writes that succeed.
const empty = (onChange: (snapshot: { changes: never[]; fromCache: boolean }) => void) => {
  const timer = setTimeout(() => onChange({ changes: [], fromCache: false }), 0);
  return () => clearTimeout(timer);
};

export const fakeNotifications = {
  subscribeToNotifications: (
    _uid: string,
    _count: number,
    onChange: (snapshot: { changes: never[]; fromCache: boolean }) => void,
  ) => empty(onChange),
  subscribeToUnread: (
    _uid: string,
    onChange: (snapshot: { changes: never[]; fromCache: boolean }) => void,
  ) => empty(onChange),
  markRead: () => Promise.resolve(),
  writeOwnNotification: () => Promise.resolve(false),
};
