// Cards in the served HTML (issue 29, point 2). The gateway composes a list's first page into the
// page (its owner service renders it with @byp/contracts' card views); the app adopts those nodes
// instead of drawing them again:
//
// 1. The shell (`holdFirstPaint`) sees a served list in the page and renders the app hidden beside
//    the static page, which stays on screen.
// 2. The page's list (`useServedList`) finds the served list of its own key whose items are its
//    first page; the grid (@byp/ui/lists' VirtualCardGrid, `served`) moves it into its place,
//    hydrates each card in a root of its own and says so (`settleServedList`), in the same task.
// 3. Once every served list is adopted or released (its page draws another list, the data
//    changed), the shell shows the app and drops the static page, before the next paint: the
//    served cards never leave the screen and are never drawn again.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider, useStore } from 'react-redux';
import { CARD_CSS, CARD_CSS_ID, joinedChildren, SERVED_LIST_ATTR, type H } from '@byp/contracts';
import { i18n } from '../i18n/i18n';

/** React's element factory for @byp/contracts' views (the same markup the services serve). */
export const reactH: H<ReactNode> = (tag, attrs, ...children) =>
  createElement(tag, attrs as Record<string, unknown> | null, ...joinedChildren(children));

/**
 * The cards' look (@byp/contracts' CARD_CSS), added to the document's head once: by each card
 * module of the app. The served page has its own copy beside its cards, which goes with the static
 * first paint.
 */
export function addCardCss(): void {
  const id = `${CARD_CSS_ID}-app`;
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = CARD_CSS;
  document.head.appendChild(style);
}

const pending = new Set<Element>();
let whenSettled: (() => void) | null = null;

/** The served lists in the page now (the static first paint holds them until the app adopts them). */
export function servedListsIn(root: ParentNode): Element[] {
  return Array.from(root.querySelectorAll(`[${SERVED_LIST_ATTR}]`));
}

/**
 * The shell's side: keep the static first paint (and its served lists) on screen until every one
 * is adopted or released, then call `show` once, in the task that settled the last one. After
 * `timeoutMs` whatever is left is released (a remote that failed to load, a page without lists).
 */
export function holdFirstPaint(lists: Element[], show: () => void, timeoutMs: number): void {
  let shown = false;
  const once = () => {
    if (shown) return;
    shown = true;
    pending.clear();
    whenSettled = null;
    show();
  };
  lists.forEach((list) => pending.add(list));
  whenSettled = once;
  if (pending.size === 0) once();
  else setTimeout(once, timeoutMs);
}

/** A served list is adopted (its nodes are the app's now) or released (the app draws its own). */
export function settleServedList(list: Element): void {
  if (!pending.delete(list)) return;
  if (pending.size === 0) whenSettled?.();
}

const keysOf = (list: Element) => Array.from(list.children, (item) => item.getAttribute('data-key') ?? '');

/**
 * The served list of `key` whose cards are the first items of `items` (by `itemKey`), for the grid
 * to adopt; else null. `items` undefined: still loading (the list waits). A list not taken (its
 * key, its items differ, or `enabled` is false) is released.
 */
export function useServedList<Item>(
  key: string,
  items: readonly Item[] | undefined,
  itemKey: (item: Item) => string,
  enabled = true,
): Element | null {
  // Looked for once: a list is served only to the page's first render.
  // A served list of the same kind (the part of the key before `?`) is this list's: it is taken if
  // its key is this list's (the same query, the same language), else let go.
  const candidate = useRef<Element | null | undefined>(undefined);
  if (candidate.current === undefined) {
    const kind = key.split('?')[0];
    candidate.current =
      Array.from(pending).find((list) => list.getAttribute(SERVED_LIST_ATTR)?.split('?')[0] === kind) ?? null;
  }
  const list = candidate.current;
  const sameKey = list?.getAttribute(SERVED_LIST_ATTR) === key;
  const matches = useMemo(() => {
    // Once released (or adopted), a served list is never offered again.
    if (!list || !enabled || !sameKey || !pending.has(list)) return false;
    if (!items) return undefined;
    const served = keysOf(list);
    return (
      served.length > 0 &&
      served.every((id, index) => items[index] !== undefined && itemKey(items[index]) === id)
    );
  }, [list, enabled, sameKey, items, itemKey]);
  useEffect(() => {
    // Not this list's first page: the app draws its own, and the page need not wait for it.
    if (list && matches === false) settleServedList(list);
  }, [list, matches]);
  // A page that goes before adopting lets the others go on (a moment later: React's StrictMode
  // unmounts and mounts again at once in development).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (list && !mounted.current) settleServedList(list);
      });
    };
  }, [list]);
  return matches ? list : null;
}

/** True inside a served card's own root (its first render hydrates the served HTML). */
const ServedCard = createContext(false);

/**
 * False for a served card's first render, which must draw exactly what the HTML has, then true:
 * what only the browser knows (a favourite, an offer, the clock, a picture's state) is drawn from
 * the next render on. Always true for a card the app draws itself.
 */
export function useLiveAfterHydration(): boolean {
  const served = useContext(ServedCard);
  const [live, setLive] = useState(!served);
  useEffect(() => setLive(true), []);
  return live;
}

/**
 * What a served card's root needs of the app's: the same store and i18n instance (a root of its
 * own has no context of the page's), and the mark that it hydrates served markup.
 */
export function useServedCardRoot(): (node: ReactNode) => ReactNode {
  const store = useStore();
  return useMemo(
    () => (node: ReactNode) => (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ServedCard.Provider value>{node}</ServedCard.Provider>
        </I18nextProvider>
      </Provider>
    ),
    [store],
  );
}

/**
 * A list's served first cards, ready for @byp/ui/lists' VirtualCardGrid (`served`): the served
 * list of `key` when its cards are `items`' first (see useServedList), with the roots' providers.
 */
export function useServedGrid<Item>(
  key: string,
  items: readonly Item[] | undefined,
  itemKey: (item: Item) => string,
  enabled = true,
): { list: Element; root: (node: ReactNode) => ReactNode; onAdopted: (list: Element) => void } | null {
  const list = useServedList(key, items, itemKey, enabled);
  const root = useServedCardRoot();
  return useMemo(() => (list ? { list, root, onAdopted: settleServedList } : null), [list, root]);
}
