import { useEffect, useState } from 'react';

/** The current time in milliseconds, refreshed every `intervalMs` (offers: every 60 s). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
