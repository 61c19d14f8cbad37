// A dialog whose code loads the first time it opens (React.lazy), so a page does not carry a
// dialog it may never show. Once opened it stays mounted, so later openings are instant and its
// closing transition still plays.
import { Suspense, useState, type ReactNode } from 'react';

export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
