import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Where a growing list was (issue 29, point 3): how many items it had loaded and which item was at
 * the top of the screen. Kept in sessionStorage per history entry (React Router's location key,
 * which history.state keeps across a reload), so Back to the list, a reload, or Back from another
 * page or site finds the same cards at the same place.
 */
export interface ListPlace {
  /** Which list (its search): a place is restored only to the same list. */
  list: string;
  /** Items loaded. */
  items: number;
  /**
   * The first item on the screen, by its key (an id): a list that changed meanwhile (new items
   * sorted before it) still comes back to the same card. Its index then is the fallback for an
   * item that is gone.
   */
  anchorId: string;
  anchorIndex: number;
  /** Its row's distance from the top of the screen. */
  anchorTop: number;
}

const PREFIX = 'byp:list-place:';
/** The last place saved: the list behind an item address opened in a new page load. */
const LAST = `${PREFIX}last`;

export function readListPlace(key: string): ListPlace | null {
  try {
    const parsed = JSON.parse(globalThis.sessionStorage?.getItem(PREFIX + key) ?? 'null') as ListPlace | null;
    return parsed &&
      typeof parsed.list === 'string' &&
      Number.isInteger(parsed.items) &&
      typeof parsed.anchorId === 'string' &&
      Number.isInteger(parsed.anchorIndex)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function writeListPlace(key: string, place: ListPlace): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + key, JSON.stringify(place));
  } catch {
    // Storage blocked or full: Back starts at the top, as before.
  }
}

/** How long scrolling must pause before the place is written. */
const SAVE_DELAY_MS = 150;

/** What useListPlace gives a list. */
export interface ListPlaceState {
  /** The place to go back to, until `restored` is called. */
  restore: ListPlace | null;
  /** How many items the list had loaded at the place it mounted with (0 for none): ask for them at once. */
  initialItems: number;
  save: (place: Omit<ListPlace, 'list'>) => void;
  restored: () => void;
}

/**
 * The place `list` had at this history entry, to restore (on mount, and when Back or Forward
 * lands on another entry of the list), and `save` for the place it has now. `atItem`: the address
 * is an item's (a dialog over the list, issue 25); then nothing is saved (the list's place
 * belongs to its own entry) and a new page load restores the last place saved.
 */
export function useListPlace(list: string, atItem = false): ListPlaceState {
  const location = useLocation();
  const entryKey = atItem ? LAST.slice(PREFIX.length) : location.key;

  const matching = (place: ListPlace | null) => (place && place.list === list ? place : null);
  const [restore, setRestore] = useState<ListPlace | null>(() => matching(readListPlace(entryKey)));
  const [initialItems] = useState(() => restore?.items ?? 0);
  // Another history entry (Back, Forward): its own place, if it had one. Closing an item goes
  // Back to the list's entry, whose place is where the list still is (the restore is then a no-op).
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (!atItem) setRestore(matching(readListPlace(location.key)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The latest place not yet written: written after a pause in scrolling, or at once when the
  // list leaves this entry or the page (an item opened, another page, a reload).
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void } | null>(null);
  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { write } = pending.current;
    pending.current = null;
    write();
  }, []);
  const save = useCallback(
    (place: Omit<ListPlace, 'list'>) => {
      if (atItem) return;
      const full = { ...place, list };
      const key = location.key;
      const write = () => {
        writeListPlace(key, full);
        writeListPlace(LAST.slice(PREFIX.length), full);
      };
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { timer: setTimeout(flush, SAVE_DELAY_MS), write };
    },
    [atItem, list, location.key, flush],
  );
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save, flush]);

  const restored = useCallback(() => setRestore(null), []);
  return { restore: matching(restore), initialItems, save, restored };
}
