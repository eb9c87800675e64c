import { useEffect, useState } from 'react';
import { mobileQuery } from '../theme';

/**
 * Whether the screen is a phone's (`mobileQuery`), following it as it changes. Read at once on
 * the first render, so a phone's first paint already has the phone's layout.
 */
export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(mobileQuery);
    const onChange = () => setIsMobile(query.matches);
    onChange();
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return isMobile;
}
