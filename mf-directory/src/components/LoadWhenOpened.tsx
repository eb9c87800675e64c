import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazily loaded dialog) only once `open` has been true: its code is fetched
 * when the visitor first opens it, never with the page. Once loaded it stays mounted, so it
 * closes, reopens and gives focus back as before.
 */
export function LoadWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
