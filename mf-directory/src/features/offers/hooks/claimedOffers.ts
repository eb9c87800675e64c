import { useSyncExternalStore } from 'react';

/**
 * Offers this browser has claimed (localStorage `claimed_offers`, a JSON array of ids). The
 * server counts claims but knows no visitor, so the browser remembers its own: a claimed offer
 * shows 'Claimed' and is not claimed twice from here, in the strip and in the details alike.
 */
export const CLAIMED_OFFERS_KEY = 'claimed_offers';

const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: new Set() };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(CLAIMED_OFFERS_KEY) ?? null;
  } catch {
    // Storage blocked (private mode, policy): nothing remembered.
  }
  if (raw !== cache.raw) {
    let ids: string[] = [];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
    } catch {
      // A damaged value is dropped rather than breaking the offers.
    }
    cache = { raw, ids: new Set(ids) };
  }
  return cache.ids;
}

export function rememberClaimed(offerId: string): void {
  const ids = new Set(read());
  ids.add(offerId);
  try {
    globalThis.localStorage?.setItem(CLAIMED_OFFERS_KEY, JSON.stringify([...ids]));
  } catch {
    // Not remembered across reloads; the server still refuses over-redemption.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab claimed something.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CLAIMED_OFFERS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ids of the offers claimed from this browser; re-renders when one is added. */
export function useClaimedOfferIds(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, read, read);
}
