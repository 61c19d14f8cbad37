import { useEffect, useState } from 'react';

/** The time now, moved on each minute, so "5 minutes ago" stays true while it is on screen. */
export function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
